# 挑戦、対局の流れ、提案、条件付きの手、休暇、ダイレクトメッセージ。

## Challenges

plays-color = { $color ->
    [white] 白
    [black] 黒
   *[random] ランダムな色
}
challenge-made-to = { $challenger } が { $opponent } に { $variant } で挑戦します（{ $challenger } は{ $plays }、{ $pace }）。{ $opponent }：`accept` か `decline`。24時間で期限切れになります。
challenge-made-open = { $challenger } がここにいる誰にでも { $variant } で挑戦します（{ $challenger } は{ $plays }、{ $pace }）。誰でも `accept` できます。24時間で期限切れになります。
challenge-to-you = { $challenger } が { $link } であなたに { $variant } で挑戦しています（{ $pace }）：そこで `accept` か `decline` してください。24時間で期限切れになります。
no-challenges-waiting = ここで待っている挑戦はありません。`challenge` で挑戦してください。
challenges-waiting = ここで待っている挑戦（{ $count }）：
challenge-waiting-line = { $challenger } が { $opponent } に挑戦：{ $variant }、{ $pace }、あと{ $expires }で期限切れ
challenge-waiting-line-color = { $challenger } が { $opponent } に挑戦：{ $variant }、{ $challenger } は{ $color ->
    [white] 白
   *[black] 黒
}、{ $pace }、あと{ $expires }で期限切れ
challenges-waiting-hint = `accept` はあなた宛ての挑戦を、なければ一番古い公開の挑戦を受けます。`accept <challenger>` で特定の挑戦を受けます。
game-begins = { $white }（白）と { $black }（黒）が { $variant } の対局を始めます。{ $pace }。{ $white } さんの手番です。
challenge-declined = { $by } が { $challenger } の挑戦を断りました。
challenge-withdrawn = { $challenger } が { $opponent } への挑戦を取り下げました。
challenge-expired = { $challenger } さん、{ $opponent } への挑戦（{ $variant }）は期限切れになりました：24時間以内に誰も受けませんでした。

## How a game ended

ended-resigned = { $by } が投了しました。
ended-draw-agreed = { $by } が { $offered_by } の引き分けの提案を受けました。
ended-out-of-time = { $loser } の時間が切れました。
ended-adjudicated = モデレーターの { $by } が対局を終わらせました。

## Reminders and direct messages of correspondence games

reminder = { $player } さん、{ $opponent } との { $variant } であなたの手番です：時間切れ負けまで残り{ $left }です。
reminder-direct = お知らせ：{ $link } の { $opponent } との対局（{ $variant }）であなたの手番です：時間切れ負けまで残り{ $left }です。
your-move-played = { $by } が { $notation } を指しました。
your-move-accepted = { $by } があなたの挑戦を受けました。
your-move-paired = { $tournament }、第{ $round }ラウンド、第{ $board }ボード：あなたの対局が始まります。
your-move-direct = { $link } の { $opponent } との対局（{ $variant }）であなたの手番です。
time-left = 残り{ $left }。
ended-direct = { $link } のあなたの { $variant } の対局が終わりました：{ $result }

## notify

notify-saved = 保存しました。
notify-none = ダイレクトメッセージは送っていません（対局チャンネルでのメンションで手番をお知らせします）。`notify on` で以下のすべてを、`notify on <event>` で1つを送ります：
notify-some = 盤面と対局へのリンク付きでダイレクトメッセージを送ります：
notify-on = オン
notify-off = オフ
notify-line = `{ $event }`（{ $state }）：{ $about }
notify-move = 通信対局であなたの手番になったとき
notify-reminder = 通信対局であなたの時間が少なくなったとき
notify-result = あなたの通信対局が終わったとき
notify-challenge = 誰かがあなたに挑戦したとき
notify-board = 「あなたの手番」メッセージごとに付く、盤で指すためのあなた専用リンク（ページが公開されている場合）

## After a restart

owed-not-played = `{ $text }` は指されていません（再起動の直前に確認しました）。
owed-handled = 再起動の直前にこれを処理しました。
owed-now = 現在の状況：
played-then-moved-on = { $mover } が { $notation } を指しました。その後対局は進んでいます：`board` で今の局面を表示します。

## adjudicate

name-the-game = ここ自体では対局していません。終わらせる対局を `game:<id>` で指定してください：
name-the-game-line = game:{ $id }：{ $white } 対 { $black }（{ $variant }）、{ $link }

## Draw offers and takebacks

draw-offered = { $by } が引き分けを提案しています。
takeback-asked = { $by } が直前の手の待ったを求めています。
draw-answer = { $to }：`draw accept` か `draw decline`。
takeback-answer = { $to }：`takeback accept` か `takeback decline`。
draw-declined = { $by } が引き分けを断りました。対局は続きます。
takeback-declined = { $by } が待ったを断りました。対局は続きます。
bot-takebacks-unrated = ボット相手の待ったはレーティングなしの対局だけです（`challenge ... rated:no`）。
taken-back = { $by } が { $moves } を戻すことに同意しました。{ $player }（{ $side }）の手番です。

## Conditional moves (premove)

premoves-none = 対局 { $game } に条件付きの手はありません。相手の手番の間に `premove <their move> <your reply> ...` で手順を保存できます。
premoves-listed = 対局 { $game } でのあなたの条件付きの手：
premove-step = { $theirs } → { $yours }
premove-then = {"、次に "}
premoves-hint = （相手の手 → あなたの応手。どの手順も予想していない相手の手が来るとすべて消えます。`premove clear` で削除します）
premove-stored = 保存しました。見えるのはあなただけです。
premoves-cleared = 対局 { $game } の条件付きの手順を{ $count }本削除しました。
premove-not-in-public = このルームは全員が、相手も含めてあなたのメッセージを読めるので、これらの条件付きの手は保存しませんでした。あなただけが見られる私たちのダイレクトルームで送ってください：`premove { $game }<moves>`。
premove-send-here = 条件付きの手はここに送ってください。見えるのはあなただけです：`premove { $game }<their move> <your reply> ...`。

## Vacations

vacation-days = 今年の休暇日数：{ $per_year }日のうち{ $used }日使用、残り{ $left }日。
vacation-until = { $until } まで休暇中です。戻ったら `vacation end` してください。
vacation-none = 休暇中ではありません。`vacation <days>` で、不在の間、通信対局（1手1時間以上）の時計を止めます。
vacation-started = { $until } まで休暇です。通信対局の時計はそれまで止まります（今動いている{ $paused }局と、その間に始まる対局）。対戦相手にはあなたが不在だと表示されます。早く戻ったら `vacation end` してください。
vacation-ended = おかえりなさい！時計が再び動き出しました。各期限は不在だった時間の分だけ延びています。
away-caption = { $name } は { $until } まで不在

## How fast a game is played

pace-per-move = 1手{ $time }
pace-clock = 持ち時間 { $clock }
