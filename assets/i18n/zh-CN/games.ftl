# 挑战、对局进程、提议、条件着法、休假和私信。

## Challenges

plays-color = { $color ->
    [white] 执白
    [black] 执黑
   *[random] 随机执色
}
challenge-made-to = { $challenger } 向 { $opponent } 发起 { $variant } 挑战（{ $challenger } { $plays }，{ $pace }）。{ $opponent }：`accept` 或 `decline`。24 小时后过期。
challenge-made-open = { $challenger } 向这里的任何人发起 { $variant } 挑战（{ $challenger } { $plays }，{ $pace }）。任何人都可以 `accept`。24 小时后过期。
challenge-to-you = { $challenger } 在 { $link } 向你发起 { $variant } 挑战（{ $pace }）：请在那里回复 `accept` 或 `decline`。24 小时后过期。
no-challenges-waiting = 这里没有等待中的挑战。用 `challenge` 发起一个。
challenges-waiting = 这里等待中的挑战（{ $count }）：
challenge-waiting-line = { $challenger } 挑战 { $opponent }：{ $variant }，{ $pace }；{ $expires }后过期
challenge-waiting-line-color = { $challenger } 挑战 { $opponent }：{ $variant }，{ $challenger } { $color ->
    [white] 执白
   *[black] 执黑
}，{ $pace }；{ $expires }后过期
challenges-waiting-hint = `accept` 接受发给你的挑战，否则接受最早的公开挑战；`accept <challenger>` 接受指定的挑战。
game-begins = { $white }（白方）和 { $black }（黑方）开始一局 { $variant }，{ $pace }。{ $white }，轮到你走。
challenge-declined = { $by } 拒绝了 { $challenger } 的挑战。
challenge-withdrawn = { $challenger } 撤回了对 { $opponent } 的挑战。
challenge-expired = { $challenger }，你对 { $opponent } 的挑战（{ $variant }）已过期：24 小时内无人接受。

## How a game ended

ended-resigned = { $by } 认输了。
ended-draw-agreed = { $by } 接受了 { $offered_by } 的提和。
ended-out-of-time = { $loser } 超时了。
ended-adjudicated = 版主 { $by } 结束了这局对局。

## Reminders and direct messages of correspondence games

reminder = { $player }，在与 { $opponent } 的 { $variant } 对局中轮到你走：还剩 { $left }，超时将判负。
reminder-direct = 提醒：在 { $link } 与 { $opponent } 的对局（{ $variant }）中轮到你走：还剩 { $left }，超时将判负。
your-move-played = { $by } 走了 { $notation }。
your-move-accepted = { $by } 接受了你的挑战。
your-move-paired = { $tournament }，第 { $round } 轮，第 { $board } 台：你的对局开始了。
your-move-direct = 在 { $link } 与 { $opponent } 的对局（{ $variant }）中轮到你走。
time-left = 还剩 { $left }。
ended-direct = 你在 { $link } 的 { $variant } 对局结束了：{ $result }

## notify

notify-saved = 已保存。
notify-none = 我不会给你发私信（对局频道里的提及会告诉你轮到你走）。`notify on` 为以下每项都发私信，`notify on <event>` 只为其中一项：
notify-some = 我会给你发带有棋盘和对局链接的私信：
notify-on = 开
notify-off = 关
notify-line = `{ $event }`（{ $state }）：{ $about }
notify-move = 通信对局中轮到你走时
notify-reminder = 通信对局中你的时间快用完时
notify-result = 你的通信对局结束时
notify-challenge = 有人挑战你时
notify-board = 每条“轮到你走棋”消息附带的、在棋盘上走棋的专用链接（在提供网页的地方）

## After a restart

owed-not-played = `{ $text }` 没有走出（我在重启前刚看过它）。
owed-handled = 我在重启前刚处理了这条。
owed-now = 现在的情况：
played-then-moved-on = { $mover } 走了 { $notation }。此后对局已继续：`board` 显示当前局面。

## adjudicate

name-the-game = 这里本身没有对局；请用 `game:<id>` 指定要结束的对局：
name-the-game-line = game:{ $id }：{ $white } 对 { $black }（{ $variant }），{ $link }

## Draw offers and takebacks

draw-offered = { $by } 提和。
takeback-asked = { $by } 请求悔回上一步。
draw-answer = { $to }：`draw accept` 或 `draw decline`。
takeback-answer = { $to }：`takeback accept` 或 `takeback decline`。
draw-declined = { $by } 拒绝了提和。对局继续。
takeback-declined = { $by } 拒绝了悔棋。对局继续。
bot-takebacks-unrated = 对机器人悔棋只限于不计分的对局（`challenge ... rated:no`）。
taken-back = { $by } 同意悔回 { $moves }。轮到 { $player }（{ $side }）。

## Conditional moves (premove)

premoves-none = 你在第 { $game } 局中没有条件着法。对手走棋期间，`premove <their move> <your reply> ...` 可以保存一条着法线。
premoves-listed = 你在第 { $game } 局中的条件着法：
premove-step = { $theirs } → { $yours }
premove-then = {"，然后 "}
premoves-hint = （对手着法 → 你的应对；对手走出任何着法线都没预料到的一步时会全部清除；`premove clear` 可删除它们）
premove-stored = 已保存；只有你能看到。
premoves-cleared = 已删除你在第 { $game } 局中的 { $count } 条条件着法线。
premove-not-in-public = 这个房间里的每个人都能看到你的消息，包括你的对手，所以我没有保存这些条件着法。请在我们的私聊房间发给我，那里只有你能看到：`premove { $game }<moves>`。
premove-send-here = 请在这里发送你的条件着法，这里只有你能看到：`premove { $game }<their move> <your reply> ...`。

## Vacations

vacation-days = 今年的假期：已用 { $used } 天，共 { $per_year } 天，剩 { $left } 天。
vacation-until = 你休假至 { $until }；回来后用 `vacation end`。
vacation-none = 你没有在休假。`vacation <days>` 会在你离开期间暂停你在通信对局（每步一小时及以上）中的棋钟。
vacation-started = 你休假至 { $until }。在此之前你在通信对局中的棋钟会暂停（现在正在走的 { $paused } 个，以及期间新开始的）；你的对手能看到你不在。提前回来就用 `vacation end`。
vacation-ended = 欢迎回来！你的棋钟重新开始走；每个期限都顺延了你离开的时间。
away-caption = { $name } 离开至 { $until }

## How fast a game is played

pace-per-move = 每步 { $time }
pace-clock = 棋钟 { $clock }
