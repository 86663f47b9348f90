# 命令被拒绝时的回复。没有任何改变。

no-game-in-progress = 这里没有正在进行的对局。用 `challenge` 开始一局。
plays-in-threads = 你在这个房间的子区里有 { $count } 局对局；请在对应对局的子区里发送命令：
plays-in-threads-line = { $white } 对 { $black }（{ $variant }）：{ $link }
adjudicate-for-moderators = 只有版主可以结束别人的对局（Discord 上需要“管理频道”或“管理服务器”权限；Matrix 上需要 50 级权限）。没有任何改变。
adjudicate-own-game = 你是这局的棋手，所以不能由你裁决：请认输或提和。没有任何改变。
no-game-played-here = 这里还没有下过对局。用 `challenge` 开始一局。
no-game-to-replay = 这里还没有下过对局。
still-playing-here = 这里的对局还在进行：结束后才有分析（引擎的帮助不用于进行中的对局）。
no-finished-game-here = 这里还没有结束的对局。用 `analysis game:<id>` 指定另一局。
still-played = 第 { $id } 局还在进行：结束后才有分析（引擎的帮助不用于进行中的对局）。
no-puzzle-here = 这里没有要解的谜题。`puzzle` 会给出一道。
daily-for-moderators = 只有版主可以开启或关闭每日谜题（Discord 上需要“管理服务器”或“管理频道”权限；Matrix 上需要 50 级权限）。
nothing-to-analyse = 第 { $id } 局在第一步之前就结束了：没有可分析的内容。
no-such-game = 没有第 { $id } 局。
no-such-game-here = 这里没有第 { $id } 局。
game-over = 第 { $id } 局已经结束。
not-a-player = 这局中只有棋手（{ $white } 和 { $black }）可以这样做。
not-your-turn = 现在不是你走：轮到 { $next }（{ $side }）。
no-move-waiting = 你在所有对局中都不是该走的一方。`games` 会列出它们。
illegal = `{ $text }` 不是合法着法：{ $error }。
move-raced = 检查你的着法时局面变了（另一步棋先到了）。请看 `board` 后再试。
move-out-of-time = 你的时间已用完：这步棋没有走出，对局超时判负（如果对手无法获胜则为和棋）。
widgets-in-matrix-rooms = 棋盘小部件用于 Matrix 房间：在这里请用 `web` 获取你自己的棋盘链接。
widget-for-moderators = 只有房间的版主（权限等级 50 或以上）才能添加或移除棋盘小部件。
position-moved = 思考着法时局面变了。
pick-expired = 该菜单属于之前的局面：没有走任何一步。请再次点击“走棋”以获取当前局面的菜单。
game-changed = 对局刚刚发生了变化；请再试一次。
game-changed-look = 对局刚刚发生了变化；请看 `board` 后再试。
not-on-the-board = { $square } 不在棋盘上。
no-piece-on = { $square } 上没有棋子。
opponents-piece = { $square } 上的{ $piece }属于{ $owner }，而现在轮到{ $to_move }。
piece-cannot-move = { $square } 上的{ $piece }没有合法着法。
no-drop = 现在不能从手中打入{ $piece }。
own-challenge = 这是你自己的挑战；`cancel` 会撤回它。
game-here = 这里已经有一局在进行（{ $white } 对 { $black }）。请在别的频道或子区开始你的对局。
game-there = 那里已经有一局在进行（{ $white } 对 { $black }）；等它结束再接受，或去别的频道下。
challenge-yourself = 你不能挑战自己。
challenge-waiting = 你在这里已经有一个等待中的挑战（{ $variant }，对象：{ $to }）；请先用 `cancel` 撤回。
too-many-challenges = 这里已经有 { $most } 个挑战在等待；接受一个，或等一些被回应或过期。
challenged-just-now = 你刚刚在这里发起了挑战；请先用 `cancel` 撤回。
no-challenge-to-accept = 这里没有可以接受的挑战。用 `challenge` 发起一个。
no-challenge-to-decline = 这里没有可以拒绝的挑战。
no-challenge-to-cancel = 这里没有可以撤回的挑战。
challenges-for-others = { $action ->
    [accept] 这里的挑战是发给别人的（{ $names }）；只有他们能接受。
   *[decline] 这里的挑战是发给别人的（{ $names }）；只有他们能拒绝。
}
challenge-for-other = { $action ->
    [accept] 这个挑战是给 { $name } 的；只有对方能接受。
   *[decline] 这个挑战是给 { $name } 的；只有对方能拒绝。
}
challenge-just-taken = 这个挑战刚刚被接受或撤回了。
open-challenge-not-declined = 公开挑战不能被拒绝；发起者可以用 `cancel` 撤回。
only-challenger-cancels = 任何人都可以接受这个公开挑战；只有 { $challenger } 能撤回它。
challenge-gone = 这个挑战已经不存在了。
no-own-challenge = 你在这里没有等待中的挑战；只有发起者能撤回自己的挑战。
challenge-no-longer-waiting = 这个挑战已不再等待：它已被接受、撤回或已过期。`challenges` 列出这里等待中的挑战。
no-challenge-from = { $name } 在这里没有等待中的挑战。`challenges` 列出等待中的挑战。
draw-not-offered = { $by } 没有提和。`draw` 可以提和。
takeback-not-asked = { $by } 没有请求悔棋。
draw-already-offered = 你已经提和了；{ $to } 可以回复 `draw accept` 或 `draw decline`。
takeback-already-asked = 你已经请求过了；{ $to } 可以回复 `takeback accept` 或 `takeback decline`。
no-draw-offer-from = 没有来自 { $from } 的提和可以拒绝。
no-takeback-request-from = 没有来自 { $from } 的悔棋请求可以拒绝。
no-own-move-to-take-back = 你没有可以悔的棋。
no-move-to-take-back = 没有可以悔的棋。
which-variant = 哪个变体的“{ $topic }”？请说 `rules <variant> { $topic }`；变体有：{ $variants }。
no-such-topic = { $variant } 没有主题“{ $topic }”。它的主题有：{ $topics }。
picture-unavailable = 抱歉，现在无法绘制这张图。
line-not-in-pairs = 一条着法线由对手的着法和你的应对成对组成：`premove e7e5 g1f3 b8c6 f1b5`。
line-too-long = 一条着法线最多 { $most } 步。
your-move-now = 现在轮到你走：用 `move` 下棋。条件着法用于对手的回合。
line-outlasts-game = 在着法线 `{ $text }` 的第 { $at } 步之前对局就会结束。
line-illegal-yours = 着法线的第 { $at } 步（你的着法）`{ $text }` 在那里不合法：{ $error }。
line-illegal-theirs = 着法线的第 { $at } 步（{ $by } 的着法）`{ $text }` 在那里不合法：{ $error }。
line-stored = 你已经保存过这条着法线了。
line-conflict = 已保存的着法线用 { $stored } 应对 { $after }，这条用 { $new }：每步只能有一个应对。要修改请先 `premove clear`。
too-many-lines = 你在这局里已有 { $most } 条着法线；请先 `premove clear`。
game-moved-on = 对局刚刚有了进展；请看 `board` 后再试。
not-on-vacation = 你没有在休假。
on-vacation-until = 你已经休假至 { $until }；要重新休假请先 `vacation end`。
vacation-length = 一次休假为 1 到 { $most } 天。
vacation-days-left = 你今年还剩 { $left } 天假（每年 { $per_year } 天，已用 { $used } 天）。
language-for-moderators = 只有版主可以设置房间的语言（Matrix 上需要 50 级权限）。没有任何改变；`language <code>` 设置你自己的语言。

no-board-pages = 这个 Kibitz 不提供网页，所以没有可以走棋的棋盘：管理员可以开启（`--http` 加上 `KIBITZ_PUBLIC_URL`）。
