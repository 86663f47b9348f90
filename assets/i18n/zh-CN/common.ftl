# 许多消息共用的词：双方、变体、棋子、结果、时长、日期、列表，以及任何命令都可能收到的回复。

## Sides

side-white = 白方
side-black = 黑方

## Variants

variant-standard = 标准国际象棋
variant-suction = 吸引国际象棋
variant-shrink = 缩盘国际象棋
variant-swapper = 换位超级英雄国际象棋
variant-giveandtake = 予取国际象棋
variant-tradeup = 升级国际象棋

## Pieces

piece-pawn = 兵
piece-knight = 马
piece-bishop = 象
piece-rook = 车
piece-queen = 后
piece-king = 王
piece-spearman = 枪兵
piece-valiant = 勇士
piece-karateka = 空手道家
piece-strongman = 大力士
piece-mage = 法师
piece-upside-down-rook = 倒置的车
piece-any = 棋子

## Reasons

reason-checkmate = 将杀
reason-stalemate = 逼和
reason-king-sucked = 王被吸到第一横排
reason-no-legal-move = 无合法着法
reason-insufficient-material = 子力不足
reason-threefold-repetition = 三次重复局面
reason-hundred-half-moves = 100 个半回合内无吃子、兵步、落子或升级
reason-resignation = 认输
reason-timeout = 超时
reason-agreement = 协议
reason-adjudication = 裁决

result-won = { $winner }（{ $side }）因{ $reason }获胜。
result-drawn = 因{ $reason }和棋。

## Durations and moments

duration-seconds = { $n } 秒
duration-minutes = { $n } 分钟
duration-hours = { $n } 小时
duration-days = { $n } 天
duration-pair = { $larger } { $smaller }

weekday-1 = 周一
weekday-2 = 周二
weekday-3 = 周三
weekday-4 = 周四
weekday-5 = 周五
weekday-6 = 周六
weekday-7 = 周日
month-1 = 1月
month-2 = 2月
month-3 = 3月
month-4 = 4月
month-5 = 5月
month-6 = 6月
month-7 = 7月
month-8 = 8月
month-9 = 9月
month-10 = 10月
month-11 = 11月
month-12 = 12月
date-day = { $year }年{ $month }{ $day }日（{ $weekday }）
date-time = { $year }年{ $month }{ $day }日（{ $weekday }）{ $time } UTC
date-short = { $month }{ $day }日

## Lists

list-separator = {"、"}
list-and = {"和"}
list-or = {"或"}
anyone = 任何人
anyone-here = 这里的任何人

## What any command may be told

unreachable = 无法连接数据库，因此什么都没做；请稍后再试。
failed = Kibitz 这边出了点问题；请先看看 `board` 再重试。
sent-to-direct-room = 这个房间大家都能看到，所以我把回复发到了我们的私聊房间。
resign-question = 确定要认输这局吗？对这条消息回应 🏳️ 以确认。
offline = 你发送这条消息时我不在线；请再发一次。
too-fast = 你发送命令太快了；请等几秒再试。
already-handled = 这条消息已经处理过了。
not-saved = 保存时出错，因此什么都没有改变。请再试一次。

## Moves played

move-played = { $mover } 走了 { $notation }。
move-played-conditional = { $mover }（{ $side }）走了 { $notation }，这是一步条件着法。
check = 将军！
to-move-left = 轮到 { $player }（{ $side }）走，剩余 { $left }。
away-until = { $name } 休假至 { $until }
away-separator = {"；"}
thousands-separator = {","}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = 轮到{ $side }
status-setup-open = 布阵：白方在第 3 横排打入换位棋子或走棋
status-setup-reply = 布阵：黑方在第 6 横排打入{ $piece }
status-drop-phase = 打入阶段 · 轮到{ $side }
status-capture-phase = 吃子阶段 · 轮到{ $side }
status-check = 将军
status-won = { $side }因{ $reason }获胜
status-drawn = 因{ $reason }和棋
status-last-move = 上一步 { $move }
status-removed = 移除：{ $lines }
status-file = { $file } 列
status-rank = 第 { $rank } 横排

## Buttons and a board's fields

button-resign = 认输
button-move = 走棋
button-offer-draw = 提和
button-next-game = 下一局
button-show-solution = 查看答案
button-accept = 接受
button-decline = 拒绝
button-join = 报名
button-leave = 退出
field-last-move = 上一步
field-to-move = 轮到
field-time-left = 剩余时间
board-title = { $white } 对 { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = 确定要认输这局吗？
button-yes-resign = 是，认输
button-no-play-on = 不，继续下
play-on = 继续下棋！
time-range = 每步时间必须在 1 分钟到 14 天之间。
one-time-unit = 请只给出每步的天数、小时数或分钟数中的一种。
other-bots = 其他机器人不能下棋；请挑战真人，或者我。
bot-level-range = 我的级别从 1（新手）到 8（全力）。
tournament-in-thread = 请在频道里开设比赛，而不是在子区里：每局对局都会在频道下有自己的子区。
level-is-for-bot = 级别用于和我下棋：请选择我作为对手。
notify-mode-with-event = 请和事件一起说明 `mode:on` 或 `mode:off`。
vacation-days-or-end = 用 `days` 离开或用 `end` 回来，不能同时用。
team-options-stray = `channel`、`vote` 和 `voters` 用于团队对局：请加上 `team:True`。
widget-not-set = 我无法更改本房间的小部件：请给我相应权限（版主的 50）后再试。

## The console's own words

console-acting-as = （现在以 { $name } 的身份操作）
console-in-channel = （现在在频道 { $name }）
console-as-takes-a-name = `as <user>` 需要由字母、数字、_ - . 组成的名字（最多 { $max } 个）
console-in-takes-a-name = `in <channel>` 需要由字母、数字、_ - . 组成的名字（最多 { $max } 个）
console-board-image = 棋盘图片

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = 对局在 { $thread } 中进行。
board-not-in-thread = 棋盘未能发到那里；请在该子区中使用 /board。
board-not-shown = 棋盘未能显示；请使用 /board。
whole-text-in-file = ……（全文见 { $file }）

button-play-on-board = 在棋盘上走棋
