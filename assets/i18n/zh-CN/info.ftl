# 玩家查询的内容：对局棋盘、自己的对局、棋谱、回放、着法图、网页。

## Games

game-title = { $white } 对 { $black }，{ $variant }
game-to-move = 轮到 { $player }（{ $side }）走。
no-games = 你没有进行中的对局。用 `challenge` 开始一局。
your-games = 你的对局（{ $count }），最紧急的在前：
your-move-marked = **轮到你走**
player-to-move = 轮到 { $player } 走
games-line = { $white } 对 { $black }，在 { $link }（{ $variant }，第 { $number } 回合）：{ $whose }
games-line-left = { $white } 对 { $black }，在 { $link }（{ $variant }，第 { $number } 回合）：{ $whose }，还剩 { $left }
games-next-hint = 说 `next` 查看第一局轮到你走的对局的棋盘。
next-game = 在 { $link } 的 { $white } 对 { $black }（{ $variant }）中轮到你走。
next-game-left = 在 { $link } 的 { $white } 对 { $black }（{ $variant }）中轮到你走，还剩 { $left }。

## A game's record

in-progress = 进行中。
history = { $white } 对 { $black }，{ $variant }，{ $moves } 步。{ $status }
record-caption = 第 { $id } 局的 PGN 棋谱
replayed = { $finished ->
    [yes] { $white } 对 { $black }，{ $variant }，{ $plies } 步
   *[no] { $white } 对 { $black }，{ $variant }，目前 { $plies } 步
}
replay = 第 { $id } 局的回放：{ $game }。
replay-caption = 回放：{ $game }
exported-none = 你还没有已结束的对局。
exported = 你的 { $count } 局已结束对局，PGN 格式。
# A game record's `Event` tag (PGN).
pgn-event = Kibitz 对局 { $id }
export-caption = { $player } 的 { $count } 局已结束对局

## Rules

which-rules = 说 `rules <variant>` 查看某个变体的规则。
rules-with-pictures = **带图规则：** { $topics }（说 `rules { $variant } <topic>` 查看其中一条）。
rule = **{ $title }**：{ $text }
diagram-caption = { $variant }：{ $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic }（{ $variant }）：{ $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] { $square } 上的{ $piece }的
    [drops] 手中{ $piece }的
   *[all] {""}
}
moves-listed = { $player }（{ $side }）{ moves-of }合法着法共 { $count } 步：{ $moves }
moves-listed-all = { $player }（{ $side }）的合法着法共 { $count } 步：{ $moves }
moves-more = … 还有 { $more } 步
map-line = 合法着法 { $count } 步
map-line-of = { moves-of }合法着法 { $count } 步
map-caption = 着法图：{ $line }

## Web pages

game-page-link = 对局页面：{ $url }
tournament-page-link = 比赛页面：{ $url }
page-moves = 着法
page-no-moves = 还没有走过任何一步。
page-first = 开始
page-previous = 后退
page-next = 前进
page-last = 最新
page-keys-hint = 方向键可以逐步浏览着法。
page-download-pgn = 下载 PGN
page-analysis = 分析
page-analysis-alt = 白方每一步的胜率，并标出失误
page-live = 本页面会随对局进行实时更新。
page-standings = 排名
page-standings-alt = 排名表
page-pairings = 配对
page-not-found = 未找到
page-not-found-text = 这里没有页面。对局链接会出现在 Kibitz 的消息里。
page-footer = Kibitz：Discord 和 Matrix 上的国际象棋变体
board-alt-move = 第 { $number } 步（{ $notation }）之后的棋盘，{ $title }
board-alt-start = 开局时的棋盘，{ $title }

## language

language-saved = 已保存。
language-yours = 我用{ $language }和你交流。
language-from-client = 我用{ $language }和你交流，这是你的 Discord 客户端语言。
language-following-room = 你没有选择语言，所以我用这个房间的语言和你交流：{ $language }。
language-room = 我在这里主动发布的内容使用{ $language }。
language-room-none = 这个房间没有自己的语言：我在这里主动发布的内容使用英语。
language-spoken = 我会说：{ $languages }；`language <code>` 选择一种，`language auto` 跟随房间。

board-link = 你在对局 { $game } 中点击走棋的棋盘：{ $url }
    只有你能看到这个链接，持有它的人都能替你走棋：请勿外传。`web revoke` 可使其失效。
board-widget-on = 棋盘已加入本房间的小部件：打开它即可以你本人的身份下自己的棋、和团队一起投票或观战。
board-widget-off = 棋盘小部件已从本房间移除。
board-links-revoked = { $count ->
    [0] 你没有对局 { $game } 棋盘的链接。
   *[other] 你对局 { $game } 棋盘的 { $count } 个链接已失效。
}
play-you-play = 你执{ $side }。
play-square-piece = { $square }：{ $piece }（{ $side }）
play-square-empty = { $square }：空
play-hand-piece = { $piece }（{ $side }），手中 { $count } 个
play-in-hand = 手中（{ $side }）
play-board-label = 从你这一方看的棋盘：先选一枚棋子，再选它要去的格子。
play-keys-hint = 用 Tab 移到格子上，按 Enter 选择棋子或走到该格，按 Escape 取消选择。
play-move-box = 输入一步棋，例如 Nf3
play-move-button = 走棋
play-resign = 认输
play-resign-confirm = 再按一次即认输
play-offer-draw = 提议和棋
play-accept-draw = 接受和棋
play-decline-draw = 拒绝和棋
play-draw-offered = 对手提议和棋。
play-ask-takeback = 请求悔棋
play-accept-takeback = 同意悔棋
play-decline-takeback = 拒绝悔棋
play-takeback-asked = 对手请求悔一步棋。
play-promote = 升变为哪个棋子？
play-cancel = 取消
play-place-one = 只放这个兵
play-turn-over = 翻转一个车
play-read-only = 对局已结束：这个棋盘只能观看。
play-moved-on = 在你走棋之前对局已经继续：什么也没有走。这是现在的棋盘。
play-needs-script = 这个棋盘需要 JavaScript 才能走棋。
play-no-link = 这个链接打不开任何棋盘
play-no-link-text = 它已用 `web revoke` 失效，或从未发出。请在对局的频道里用 `web` 要一个新的。
play-signin-failed = Kibitz 无法确认你是谁：你的聊天客户端没有为你担保。请关闭棋盘后重新打开，并在询问时允许确认你的身份。
play-no-game = 这里还没有进行中的对局。在本频道用 `challenge` 向某人发起挑战，棋盘就会在这里显示。
play-supply-piece = { $piece }（{ $side }），用于布置
play-last-move = { $player } 走了 { $san }。
play-clock = { $side }的棋钟
play-you-vote = 你的团队执{ $side }：你在这里走的棋就是你的投票。
play-you-watch = 你在从{ $side }一方观战。
play-only-players = 这局棋只有对局者（及其团队投票）可以走棋：你在观战。
