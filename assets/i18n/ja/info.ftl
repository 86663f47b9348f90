# プレイヤーが調べるもの：対局の盤面、自分の対局、棋譜、リプレイ、手の地図、ウェブページ。

## Games

game-title = { $white } 対 { $black }、{ $variant }
game-to-move = { $player }（{ $side }）の手番です。
no-games = 進行中の対局はありません。`challenge` で始めてください。
your-games = あなたの対局（{ $count }）、急ぐものから順に：
your-move-marked = **あなたの手番**
player-to-move = { $player } の手番
games-line = { $white } 対 { $black }、{ $link }（{ $variant }、{ $number }手目）：{ $whose }
games-line-left = { $white } 対 { $black }、{ $link }（{ $variant }、{ $number }手目）：{ $whose }、残り{ $left }
games-next-hint = `next` で、あなたの手番の最初の対局の盤面を表示します。
next-game = { $link } の { $white } 対 { $black }（{ $variant }）であなたの手番です。
next-game-left = { $link } の { $white } 対 { $black }（{ $variant }）であなたの手番です。残り{ $left }。

## A game's record

in-progress = 進行中。
history = { $white } 対 { $black }、{ $variant }、{ $moves }手。{ $status }
record-caption = 対局 { $id } のPGN棋譜
replayed = { $finished ->
    [yes] { $white } 対 { $black }、{ $variant }、{ $plies }手
   *[no] { $white } 対 { $black }、{ $variant }、ここまで{ $plies }手
}
replay = 対局 { $id } のリプレイ：{ $game }。
replay-caption = リプレイ：{ $game }
exported-none = 終わった対局はまだありません。
exported = 終わった対局{ $count }局をPGNで。
# A game record's `Event` tag (PGN).
pgn-event = Kibitz 対局 { $id }
export-caption = { $player } の終わった対局{ $count }局

## Rules

which-rules = `rules <variant>` でバリアントのルールを表示します。
rules-with-pictures = **図解付きルール：** { $topics }（`rules { $variant } <topic>` で1つを表示）。
rule = **{ $title }**：{ $text }
diagram-caption = { $variant }：{ $title }
# A rules topic offered while a command is typed (Discord).
rules-topic-choice = { $topic }（{ $variant }）：{ $title }

## Move maps (moves)

moves-of = { $which ->
    [piece] { $square } の{ $piece }の
    [drops] 持ち駒の{ $piece }の
   *[all] {""}
}
moves-listed = { $player }（{ $side }）の{ moves-of }合法手{ $count }手：{ $moves }
moves-listed-all = { $player }（{ $side }）の合法手{ $count }手：{ $moves }
moves-more = …ほか{ $more }手
map-line = 合法手{ $count }手
map-line-of = { moves-of }合法手{ $count }手
map-caption = 手の地図：{ $line }

## Web pages

game-page-link = 対局ページ：{ $url }
tournament-page-link = 大会ページ：{ $url }
page-moves = 指し手
page-no-moves = まだ1手も指されていません。
page-first = 最初
page-previous = 戻る
page-next = 進む
page-last = 最新
page-keys-hint = 矢印キーで指し手を順にたどれます。
page-download-pgn = PGNをダウンロード
page-analysis = 解析
page-analysis-alt = 白の勝率の推移（ミスに印付き）
page-live = このページは対局の進行に合わせて更新されます。
page-standings = 順位表
page-standings-alt = 表にした順位
page-pairings = 組み合わせ
page-not-found = 見つかりません
page-not-found-text = ここにページはありません。対局へのリンクは Kibitz のメッセージで届きます。
page-footer = Kibitz：Discord と Matrix のチェスバリアント
board-alt-move = { $number }手目（{ $notation }）の後の盤面、{ $title }
board-alt-start = 開始時の盤面、{ $title }

## language

language-saved = 保存しました。
language-yours = あなたとは{ $language }で話します。
language-from-client = あなたとは Discord クライアントの言語、{ $language }で話します。
language-following-room = 言語が選ばれていないので、このルームの言語で話します：{ $language }。
language-room = ここに私から投稿するものは{ $language }です。
language-room-none = このルームには独自の言語がありません：ここに私から投稿するものは英語です。
language-spoken = 話せる言語：{ $languages }。`language <code>` で1つを選び、`language auto` でルームに合わせます。

board-link = 対局 { $game } をクリックで指せるあなたの盤：{ $url }
    このリンクはあなたにだけ表示されます。持っている人は誰でもあなたの代わりに指せるので、他人に渡さないでください。`web revoke` で無効にできます。
board-widget-on = 盤がこのルームのウィジェットに加わりました。開くと、あなた自身としてサインインして自分の対局を指したり、チームで投票したり、観戦したりできます。
board-widget-off = 盤のウィジェットをこのルームから外しました。
board-links-revoked = { $count ->
    [0] 対局 { $game } の盤へのリンクはありませんでした。
   *[other] 対局 { $game } の盤へのリンク（{ $count } 件）は使えなくなりました。
}
play-you-play = あなたは{ $side }です。
play-square-piece = { $square }：{ $piece }（{ $side }）
play-square-empty = { $square }：空き
play-hand-piece = { $piece }（{ $side }）、持ち駒 { $count }
play-in-hand = 持ち駒（{ $side }）
play-board-label = あなたの側から見た盤：駒を選び、次に行き先のマスを選んでください。
play-keys-hint = Tab でマスへ移動し、Enter で駒を選ぶかそのマスへ指します。Escape で選択を解除します。
play-move-box = 指し手を入力（例：Nf3）
play-move-button = 指す
play-resign = 投了
play-resign-confirm = もう一度押すと投了します
play-offer-draw = 引き分けを提案
play-accept-draw = 引き分けを受ける
play-decline-draw = 引き分けを断る
play-draw-offered = 相手が引き分けを提案しています。
play-ask-takeback = 待ったを頼む
play-accept-takeback = 待ったを認める
play-decline-takeback = 待ったを断る
play-takeback-asked = 相手が待ったを求めています。
play-promote = どの駒にしますか？
play-cancel = キャンセル
play-place-one = このポーンだけ
play-turn-over = ルークを裏返す
play-read-only = 対局は終わりました。この盤は見るだけです。
play-moved-on = あなたの手より先に対局が進みました。何も指されていません。これが今の盤です。
play-needs-script = この盤で指すには JavaScript が必要です。
play-no-link = このリンクで開ける盤はありません
play-no-link-text = `web revoke` で無効にされたか、発行されていないリンクです。対局のチャンネルで `web` を使って新しいリンクを頼んでください。
play-signin-failed = Kibitz はあなたが誰か確認できませんでした。チャットクライアントが確認しませんでした。盤を閉じてもう一度開き、求められたら本人確認を許可してください。
play-no-game = ここではまだ対局が行われていません。このチャンネルで `challenge` を使って誰かに挑戦すると、盤にここで表示されます。
play-supply-piece = { $piece }（{ $side }）、配置用
play-last-move = { $player } が { $san } を指しました。
play-clock = { $side }の時計
play-you-vote = あなたのチームは{ $side }です。ここで指した手があなたの投票になります。
play-you-watch = { $side }側から観戦しています。
play-only-players = この対局で指せるのは対局者（とそのチームの投票）だけです。あなたは観戦中です。
