# 解析、パズル、レーティング。

## Analysis

analysis-head = 対局 { $id } の解析：{ $game }（1局面{ $nodes }ノード）。
accuracy = 正確さ：{ $white }（白）{ $white_accuracy }%、{ $black }（黒）{ $black_accuracy }%。
accuracy-none = 正確さ：片方しか指していないため出していません。
no-errors = 不正確な手、悪手、大悪手はありません。
errors-tally = { $player }：不正確な手{ $inaccuracies }、悪手{ $mistakes }、大悪手{ $blunders }。
judgement = { $judgement ->
    [inaccuracy] 不正確な手
    [mistake] 悪手
   *[blunder] 大悪手
}
judged-move = { $move } { judgement }：{ $side }の勝率 { $before }% → { $after }%。
judged-move-better = { $move } { judgement }：{ $side }の勝率 { $before }% → { $after }%。{ $better } が良かった。
key-moment = 分岐点：{ $move }、{ $player } の勝率が { $before }% から { $after }% に下がりました。
key-moment-better = 分岐点：{ $move }、{ $player } の勝率が { $before }% から { $after }% に下がりました。{ $better } が良かった。
analysing = 対局 { $id } を解析中：{ $total }局面のうち{ $done }局面を探索…
graph-caption = 対局 { $id } での白の勝率の推移。点は不正確な手（青）、悪手（オレンジ）、大悪手（赤）
key-board-caption = { $move } が指されました
key-board-caption-better = { $move } が指されました。{ $better } が良かった
key-caption = 対局 { $id } の分岐点：{ $move } の前の局面
key-caption-better = 対局 { $id } の分岐点：{ $move } の前の局面。矢印はより良い手 { $better }

## Puzzles

puzzle-goal = { $moves ->
    [one] 勝ちになる手を見つけてください
   *[other] 勝ちになる手順を見つけてください（あなたの手は{ $moves }手）
}
puzzle-shown = パズル { $id }、{ $variant }（レーティング { $rating }、{ $themes }）：{ $side }の手番、{ puzzle-goal }。`solve <move>` で答えてください。`solve show` で答えを表示します。
puzzle-right-go-on = { $solver }：{ $played } は正解です。応手は { $reply }。パズル { $id } で再びあなたの手番です。
puzzle-solved = { $solver }：{ $played } は正解です。パズル { $id } を解きました！
puzzle-wrong = { $solver }：{ $played } はパズル { $id } の正解ではありません。もう一度試すか、`solve show` で答えを表示してください。
puzzle-solution = { $solver } へのパズル { $id } の答え：{ $moves }。
puzzle-solved-already = パズル { $id } は解き済みです。`puzzle` で別のパズルを出します。
puzzle-try-over = パズル { $id } への挑戦は終わりました。`puzzle` で別のパズルを出します。
daily-on = 毎日 12:00 UTC にここへパズルを投稿します。最初の1問は今です。`puzzle daily off` で止めます。
daily-already-on = すでにオンです。毎日 12:00 UTC にここへパズルを投稿します。最初の1問は今です。`puzzle daily off` で止めます。
daily-off = ここでの毎日のパズルは終わりです。`puzzle daily on` で再開します。
daily-none = ここに止める毎日のパズルはありません。
puzzle-of-the-day = { $day } のパズル：
puzzle-rating-moved = { $variant } のパズルレーティング：{ $before } → { $after }。
no-such-theme = テーマ「{ $theme }」の { $variant } のパズルはありません。テーマ：{ $themes }。
no-puzzle-left-theme = テーマ「{ $theme }」の { $variant } のパズルはすべて挑戦済みです。別のテーマかバリアントを試してください。
no-puzzle-left = { $variant } のパズルはすべて挑戦済みです。別のバリアントを試してください。

## Ratings

rating = { $rating } ±{ $range }（{ $games }局）
puzzle-rating = { $rating } ±{ $range }（{ $puzzles }問）
among = { $in_server ->
    [yes] このサーバーのプレイヤー
   *[no] 全プレイヤー
}
no-rated-games = { among }の間ではまだ { $variant } のレーティング対局がありません。
ratings-in = { among }の { $variant } のレーティング（Glicko-2）：
ratings-you = あなた：{ $of }人中{ $rank }位、{ $rating }
bot-levels = ボットとの対局によるボットの各レベル：
bot-level = レベル { $level }：{ $rating }
no-ratings-yet = レーティング対局はまだありません。`ratings <variant>` でバリアントのトッププレイヤーを表示します。
ratings-of = { $player } のレーティング（Glicko-2）、{ among }の中での順位：
rating-ranked = { $variant }：{ $rating }、{ $of }人中{ $rank }位
rating-of-variant = { $variant }：{ $rating }
against-bot = ボット相手（別集計）：
puzzles = パズル：
ratings-global-hint = （`ratings global` ですべての場所の全プレイヤーを表示。）
