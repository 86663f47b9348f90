# 分析、谜题和等级分。

## Analysis

analysis-head = 第 { $id } 局的分析：{ $game }（每个局面 { $nodes } 个节点）。
accuracy = 准确率：{ $white }（白方）{ $white_accuracy }%，{ $black }（黑方）{ $black_accuracy }%。
accuracy-none = 准确率：未给出，因为只有一方走过棋。
no-errors = 没有不精确、错误或漏着。
errors-tally = { $player }：不精确 { $inaccuracies } 次，错误 { $mistakes } 次，漏着 { $blunders } 次。
judgement = { $judgement ->
    [inaccuracy] 不精确
    [mistake] 错误
   *[blunder] 漏着
}
judged-move = { $move } { judgement }：{ $side }的胜率 { $before }% → { $after }%。
judged-move-better = { $move } { judgement }：{ $side }的胜率 { $before }% → { $after }%；更好的是 { $better }。
key-moment = 关键时刻：{ $move }，{ $player } 的胜率从 { $before }% 降到 { $after }%。
key-moment-better = 关键时刻：{ $move }，{ $player } 的胜率从 { $before }% 降到 { $after }%。{ $better } 更好。
analysing = 正在分析第 { $id } 局：已搜索 { $done } / { $total } 个局面…
graph-caption = 第 { $id } 局中白方逐步的胜率；圆点标出不精确（蓝）、错误（橙）和漏着（红）
key-board-caption = 走了 { $move }
key-board-caption-better = 走了 { $move }；{ $better } 更好
key-caption = 第 { $id } 局的关键时刻：{ $move } 之前的局面
key-caption-better = 第 { $id } 局的关键时刻：{ $move } 之前的局面；箭头显示更好的着法 { $better }

## Puzzles

puzzle-goal = { $moves ->
    [one] 找出致胜的一步
   *[other] 找出致胜的着法线（你要走 { $moves } 步）
}
puzzle-shown = 谜题 { $id }，{ $variant }（难度 { $rating }；{ $themes }）：{ $side }走，{ puzzle-goal }。用 `solve <move>` 作答；`solve show` 给出答案。
puzzle-right-go-on = { $solver }：{ $played } 正确。对方应对 { $reply }；谜题 { $id } 中又轮到你走。
puzzle-solved = { $solver }：{ $played } 正确。谜题 { $id } 已解开！
puzzle-wrong = { $solver }：{ $played } 不是谜题 { $id } 的正解。再试一次，或用 `solve show` 查看答案。
puzzle-solution = 谜题 { $id } 给 { $solver } 的答案：{ $moves }。
puzzle-solved-already = 你已经解开了谜题 { $id }。`puzzle` 给你另一道。
puzzle-try-over = 你对谜题 { $id } 的尝试已结束。`puzzle` 给你另一道。
daily-on = 每天 12:00 UTC 会在这里发布一道谜题，第一道现在就发。`puzzle daily off` 可以停止。
daily-already-on = 已经开启。每天 12:00 UTC 会在这里发布一道谜题，第一道现在就发。`puzzle daily off` 可以停止。
daily-off = 这里不再发布每日谜题。`puzzle daily on` 可以恢复。
daily-none = 这里没有可以停止的每日谜题。
puzzle-of-the-day = { $day } 的每日谜题：
puzzle-rating-moved = { $variant } 的谜题等级分：{ $before } → { $after }。
no-such-theme = 没有主题为“{ $theme }”的 { $variant } 谜题。它的主题有：{ $themes }。
no-puzzle-left-theme = 你已经做过所有主题为“{ $theme }”的 { $variant } 谜题。试试别的主题或变体。
no-puzzle-left = 你已经做过所有 { $variant } 谜题。试试别的变体。

## Ratings

rating = { $rating } ±{ $range }（{ $games } 局）
puzzle-rating = { $rating } ±{ $range }（{ $puzzles } 道谜题）
among = { $in_server ->
    [yes] 本服务器的玩家
   *[no] 所有玩家
}
no-rated-games = { among }之间还没有 { $variant } 的计分对局。
ratings-in = { $variant } 中{ among }的等级分（Glicko-2）：
ratings-you = 你：第 { $rank } 名，共 { $of } 名，{ $rating }
bot-levels = 机器人各级别，依据与它的对局：
bot-level = 级别 { $level }：{ $rating }
no-ratings-yet = 你还没有计分对局。`ratings <variant>` 显示某个变体的最佳玩家。
ratings-of = { $player } 的等级分（Glicko-2），在{ among }中的排名：
rating-ranked = { $variant }：{ $rating }，第 { $rank } 名，共 { $of } 名
rating-of-variant = { $variant }：{ $rating }
against-bot = 对机器人（单独计算）：
puzzles = 谜题：
ratings-global-hint = （`ratings global` 查看所有地方的所有玩家。）
