# 多くのメッセージが共有する言葉：先後、バリアント、駒、結果、時間、日付、リスト、そしてどのコマンドにも返りうる返事。

## Sides

side-white = 白
side-black = 黒

## Variants

variant-standard = 標準チェス
variant-suction = サクションチェス
variant-shrink = シュリンクチェス
variant-swapper = スワッパー・スーパーヒーローチェス
variant-giveandtake = ギブ・アンド・テイクチェス
variant-tradeup = トレードアップチェス

## Pieces

piece-pawn = ポーン
piece-knight = ナイト
piece-bishop = ビショップ
piece-rook = ルーク
piece-queen = クイーン
piece-king = キング
piece-spearman = スピアマン
piece-valiant = ヴァリアント
piece-karateka = 空手家
piece-strongman = ストロングマン
piece-mage = メイジ
piece-upside-down-rook = 逆さルーク
piece-any = 駒

## Reasons

reason-checkmate = チェックメイト
reason-stalemate = ステイルメイト
reason-king-sucked = キングが一段目に吸い寄せられたこと
reason-no-legal-move = 合法手なし
reason-insufficient-material = 戦力不足
reason-threefold-repetition = 同一局面三回
reason-hundred-half-moves = 駒取り・ポーンの手・打ち・トレードアップのない100手（半手）
reason-resignation = 投了
reason-timeout = 時間切れ
reason-agreement = 合意
reason-adjudication = 裁定

result-won = { $winner }（{ $side }）の勝ち：{ $reason }。
result-drawn = 引き分け：{ $reason }。

## Durations and moments

duration-seconds = { $n }秒
duration-minutes = { $n }分
duration-hours = { $n }時間
duration-days = { $n }日
duration-pair = { $larger }{ $smaller }

weekday-1 = 月
weekday-2 = 火
weekday-3 = 水
weekday-4 = 木
weekday-5 = 金
weekday-6 = 土
weekday-7 = 日
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
list-and = {"と"}
list-or = {"、"}
anyone = 誰でも
anyone-here = ここにいる誰でも

## What any command may be told

unreachable = データベースに接続できないため、何もしていません。少ししてからもう一度お試しください。
failed = Kibitz側で問題が起きました。もう一度試す前に `board` を確認してください。
sent-to-direct-room = このルームは全員が読めるので、返事は私たちのダイレクトルームに送りました。
resign-question = 本当にこの対局を投了しますか？確認するにはこのメッセージに 🏳️ でリアクションしてください。
offline = これが送られたとき私はオフラインでした。もう一度送ってください。
too-fast = コマンドの送信が速すぎます。数秒待ってからもう一度お試しください。
already-handled = このメッセージは処理済みです。
not-saved = 保存中に問題が起きたため、何も変更していません。もう一度お試しください。

## Moves played

move-played = { $mover } が { $notation } を指しました。
move-played-conditional = { $mover }（{ $side }）が条件付きの手 { $notation } を指しました。
check = チェック！
to-move-left = { $player }（{ $side }）の手番、残り{ $left }。
away-until = { $name } は { $until } まで休暇中
away-separator = {"。"}
thousands-separator = {","}
number = { $n }

## The line under a board

status-separator = {" · "}
status-clock = { $side } { $left }
status-to-move = { $side }の手番
status-setup-open = 配置：白は3段目にスワッパーを打つか指す
status-setup-reply = 配置：黒は6段目に{ $piece }を打つ
status-drop-phase = 打ちの段階 · { $side }の手番
status-capture-phase = 駒取りの段階 · { $side }の手番
status-check = チェック
status-won = { $side }の勝ち（{ $reason }）
status-drawn = 引き分け（{ $reason }）
status-last-move = 直前の手 { $move }
status-removed = 除去：{ $lines }
status-file = { $file }筋
status-rank = { $rank }段目

## Buttons and a board's fields

button-resign = 投了
button-move = 指す
button-offer-draw = 引き分けを提案
button-next-game = 次の対局
button-show-solution = 答えを見る
button-accept = 受ける
button-decline = 断る
button-join = 参加
button-leave = 抜ける
field-last-move = 直前の手
field-to-move = 手番
field-time-left = 残り時間
board-title = { $white } 対 { $black } · { $variant }

## Discord's own questions and refusals of options

resign-question-short = 本当にこの対局を投了しますか？
button-yes-resign = はい、投了します
button-no-play-on = いいえ、続けます
play-on = 対局を続けましょう！
time-range = 1手あたりの時間は1分から14日までです。
one-time-unit = 1手あたりの日数・時間・分のどれか1つだけを指定してください。
other-bots = ほかのボットは対局できません。人か私に挑戦してください。
bot-level-range = 私のレベルは1（初心者）から8（全力）までです。
tournament-in-thread = 大会はスレッドではなくチャンネルで開いてください：各対局はチャンネルの下にそれぞれスレッドを持ちます。
level-is-for-bot = レベルは私との対局用です：相手に私を選んでください。
notify-mode-with-event = イベントと一緒に `mode:on` か `mode:off` を指定してください。
vacation-days-or-end = 休むなら `days`、戻るなら `end`。両方は指定できません。
team-options-stray = `channel`、`vote`、`voters` はチーム対局用です：`team:True` を付けてください。
widget-not-set = このルームのウィジェットを変更できません。その権限（モデレーターの 50）を与えてから、もう一度試してください。

## The console's own words

console-acting-as = （現在 { $name } として操作中）
console-in-channel = （現在チャンネル { $name }）
console-as-takes-a-name = `as <user>` には英字、数字、_ - . からなる名前が必要です（最大 { $max }）
console-in-takes-a-name = `in <channel>` には英字、数字、_ - . からなる名前が必要です（最大 { $max }）
console-board-image = 盤面画像

## What Discord's adapter adds when a game is begun in a thread, or a board or a long text
## cannot be sent as it should.
game-in-thread = 対局は { $thread } で行われています。
board-not-in-thread = 盤面をそこに投稿できませんでした。スレッドで /board を使ってください。
board-not-shown = 盤面を表示できませんでした。/board を使ってください。
whole-text-in-file = …（全文は { $file } にあります）

button-play-on-board = 盤で指す
