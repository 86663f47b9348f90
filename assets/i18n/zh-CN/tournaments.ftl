# 比赛。

tournament-title = { $name }（比赛 { $id }）
tournament-format = { $format ->
    [swiss] 瑞士制（国际棋联荷兰制）
    [roundrobin] 单循环
   *[double] 双循环
}
tournament-rounds = { $rounds ->
    [swiss] 轮数在开始时按人数确定
    [all] 轮数直到每人都相互对弈过
   *[n] { $n } 轮
}
tournament-state = { $state ->
    [open] 正在报名
    [running] 进行中
    [finished] 已结束
   *[cancelled] 已取消
}
tournament-terms = { $variant }，{ $format }，{ $rounds }，每步 { $time }，{ $rated ->
    [yes] 计分
   *[no] 不计分
}
board-caption = 第 { $round } 轮，第 { $board } 台
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0（弃权）
   *[black-forfeit] 0-1（弃权）
}
pairing-line = 第 { $board } 台：{ $white }（白方）对 { $black }（黑方）
pairing-in = 在 { $link }
bye-line = 轮空：{ $player }（{ $points } 分）
table-place = #
table-player = 棋手
table-points = 积分
tiebreak-wins = 胜局
withdrawn-name = { $name }（已退出）
table-more = 另有 { $count } 人
after-rounds = { $after ->
    [0] 第 1 轮之前
   *[other] 第 { $after } 轮之后
}
standings-head = 名次. 棋手：积分（{ $tiebreaks }）
standing-line = { $place }. { $name }：{ $points }（{ $tiebreaks }）
standing-line-withdrawn = { $place }. { $name }（已退出）：{ $points }（{ $tiebreaks }）
tournament-created = { $organiser } 开设了 { $title }：{ $terms }。用 `tournament join` 报名（有多个比赛开放时用 `tournament join id:{ $id }`）；{ $organiser } 用 `tournament start` 开始比赛。
tournament-created-max = { $organiser } 开设了 { $title }：{ $terms }，最多 { $max } 人。用 `tournament join` 报名（有多个比赛开放时用 `tournament join id:{ $id }`）；{ $organiser } 用 `tournament start` 开始比赛。
tournament-shown = { $title }：{ $terms }，组织者 { $organiser }；{ $state }。
tournament-round-of = 第 { $round } 轮，共 { $rounds } 轮：{ $boards } 局中已决出 { $decided } 局。
tournament-players = 棋手（{ $count }）：{ $players }。
tournament-no-players = 棋手（0）：暂无。
tournament-joined = { $player } 加入了 { $title }；已报名 { $count } 人。
tournament-left = { $player } 离开了 { $title }；已报名 { $count } 人。
tournament-withdrew = { $player } 退出了 { $title }，不会再被配对。
forfeit-win = { $opponent } 因对手弃权赢得本轮对局。
round-game-won = { $opponent } 赢得本轮对局。
tournament-started = { $title } 已开始，共 { $players } 名棋手：{ $terms }。第 1 轮已配对；对局正在安排。
tournament-cancelled = { $title } 已取消。已开始的对局作为普通对局继续。
standings-of = { $title } { $after }的排名：
pairings-of = { $title }，第 { $round } 轮：
round-announced = { $title } 第 { $round } 轮（共 { $rounds } 轮）：
withdrawn-not-paired = 已退出、未配对：{ $names }。
tournament-over = { $title } 已结束。冠军：{ $winner }。最终排名：
tournament-over-early = { $title } 已结束。比赛在最后一轮之前结束：无法再配出一轮（剩余棋手太少，或无法避免重复对阵）。冠军：{ $winner }。最终排名：
paired-direct = { $title } 第 { $round } 轮：你执{ $side }在第 { $board } 台对阵 { $opponent }，在 { $link }。
board-begins = { $title }，第 { $round } 轮，第 { $board } 台：{ $white }（白方）对 { $black }（黑方）。轮到 { $white } 走；每步 { $time }。
place-name = { $name } 第{ $round }轮 第{ $board }台：{ $white } 对 { $black }
tournament-exported = { $title } 的记录：国际棋联 TRF-16 格式的报告（可用 bbpPairings 或 JaVaFo 检查配对）{ $games ->
    [0] {""}
    [1] 及其对局的 PGN
   *[other] 及其 { $games } 局对局的合并 PGN 文件
}。
report-caption = { $title } 的 TRF-16 报告
standings-caption = { $title } 的排名
games-caption = { $title } 的 { $games } 局对局，PGN 格式

## Refusals

tournament-none-here = 这里没有比赛。组织者可以用 `tournament create variant:<variant> format:swiss|roundrobin|double` 开设比赛。
tournament-no-such = 没有比赛 { $id }。
tournament-which-item = { $name }（`id:{ $id }`）
tournament-which = 这里可能指多个比赛：{ $list }。请用 id 指定一个。
tournament-organisers-only = 只有组织者能在这里开设比赛（Discord 上需要“管理服务器”或“管理活动”权限；Matrix 上需要 50 级权限）。
tournament-not-organiser = 只有它的组织者（{ $name }）或本服务器的组织者能这样做。
tournament-already-in = 你已经在 { $name } 中了。
tournament-not-in = 你不在 { $name } 中。
tournament-full = { $name } 已满（{ $max } 人）。
tournament-under-way = { $name } 正在进行：棋手只能在开始前加入或离开（`tournament withdraw` 可让棋手退出）。
tournament-not-open = { $name } { $state }：棋手只能在开始前加入或离开。
tournament-not-running = { $name } { $state }。
tournament-not-to-start = { $name } 已经{ $state }。
tournament-too-few = { $name } 只有 { $players } 名棋手；至少需要 2 名才能开始。
tournament-too-many-rounds = { $rounds } 轮的瑞士制需要多于 { $rounds } 名棋手；目前报名 { $players } 人。请以更少的轮数开始（新开一个比赛）或等待更多棋手。
tournament-rounds-for-round-robin = { $format }的轮数直到每人都相互对弈过；请不要填写 `rounds`。
tournament-no-such-round = 没有第 { $round } 轮：第 1 到 { $paired } 轮已配对。
tournament-nothing-paired = { $name } 还没开始：还没有配对任何一轮。
tournament-already-withdrawn = 你已经退出了 { $name }。
