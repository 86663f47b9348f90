# 大会。

tournament-title = { $name }（大会 { $id }）
tournament-format = { $format ->
    [swiss] スイス式（FIDEダッチ方式）
    [roundrobin] 総当たり
   *[double] 二回総当たり
}
tournament-rounds = { $rounds ->
    [swiss] ラウンド数は開始時に人数で決定
    [all] 全員が対戦するまでのラウンド数
   *[n] { $n }ラウンド
}
tournament-state = { $state ->
    [open] 参加受付中
    [running] 進行中
    [finished] 終了
   *[cancelled] 中止
}
tournament-terms = { $variant }、{ $format }、{ $rounds }、1手{ $time }、{ $rated ->
    [yes] レーティングあり
   *[no] レーティングなし
}
board-caption = 第{ $round }ラウンド、第{ $board }ボード
board-result = { $result ->
    [white] 1-0
    [black] 0-1
    [drawn] ½-½
    [white-forfeit] 1-0（不戦）
   *[black-forfeit] 0-1（不戦）
}
pairing-line = 第{ $board }ボード：{ $white }（白）対 { $black }（黒）
pairing-in = { $link } にて
bye-line = 不戦（バイ）：{ $player }（{ $points }点）
table-place = #
table-player = プレイヤー
table-points = 得点
tiebreak-wins = 勝数
withdrawn-name = { $name }（棄権）
table-more = ほか{ $count }人
after-rounds = { $after ->
    [0] 第1ラウンド前
   *[other] 第{ $after }ラウンド後
}
standings-head = 順位. プレイヤー：得点（{ $tiebreaks }）
standing-line = { $place }. { $name }：{ $points }（{ $tiebreaks }）
standing-line-withdrawn = { $place }. { $name }（棄権）：{ $points }（{ $tiebreaks }）
tournament-created = { $organiser } が { $title } を開きました：{ $terms }。`tournament join` で参加してください（複数開いている場所では `tournament join id:{ $id }`）。{ $organiser } が `tournament start` で開始します。
tournament-created-max = { $organiser } が { $title } を開きました：{ $terms }、最大{ $max }人。`tournament join` で参加してください（複数開いている場所では `tournament join id:{ $id }`）。{ $organiser } が `tournament start` で開始します。
tournament-shown = { $title }：{ $terms }、主催 { $organiser }。{ $state }。
tournament-round-of = 第{ $round }ラウンド（全{ $rounds }ラウンド）：{ $boards }局中{ $decided }局が決着。
tournament-players = プレイヤー（{ $count }）：{ $players }。
tournament-no-players = プレイヤー（0）：まだいません。
tournament-joined = { $player } が { $title } に参加しました。参加者{ $count }人。
tournament-left = { $player } が { $title } を抜けました。参加者{ $count }人。
tournament-withdrew = { $player } が { $title } を棄権し、今後は組み合わされません。
forfeit-win = { $opponent } がこのラウンドの対局に不戦勝しました。
round-game-won = { $opponent } がこのラウンドの対局に勝ちました。
tournament-started = { $title } が{ $players }人で始まりました：{ $terms }。第1ラウンドの組み合わせが決まり、対局を準備しています。
tournament-cancelled = { $title } は中止になりました。すでに始まった対局は通常の対局として続きます。
standings-of = { $title } の順位（{ $after }）：
pairings-of = { $title }、第{ $round }ラウンド：
round-announced = { $title } 第{ $round }ラウンド（全{ $rounds }ラウンド）：
withdrawn-not-paired = 棄権、組み合わせなし：{ $names }。
tournament-over = { $title } が終了しました。優勝：{ $winner }。最終順位：
tournament-over-early = { $title } が終了しました。最終ラウンドの前に終わります：これ以上ラウンドを組めませんでした（残りのプレイヤーが少なすぎるか、再戦なしの組み合わせがありません）。優勝：{ $winner }。最終順位：
paired-direct = { $title } 第{ $round }ラウンド：第{ $board }ボードで{ $side }を持って { $opponent } と対戦します。場所：{ $link }。
board-begins = { $title }、第{ $round }ラウンド、第{ $board }ボード：{ $white }（白）対 { $black }（黒）。{ $white } の手番。1手{ $time }。
place-name = { $name } R{ $round } B{ $board }：{ $white } 対 { $black }
tournament-exported = { $title } の記録：FIDEのTRF-16形式のレポート（bbpPairings や JaVaFo で組み合わせを確認するため）{ $games ->
    [0] {""}
    [1] と対局のPGN
   *[other] と{ $games }局の対局をまとめたPGNファイル
}。
report-caption = { $title } のTRF-16レポート
standings-caption = { $title } の順位
games-caption = { $title } の{ $games }局（PGN）

## Refusals

tournament-none-here = ここに大会はありません。主催者が `tournament create variant:<variant> format:swiss|roundrobin|double` で開きます。
tournament-no-such = 大会 { $id } はありません。
tournament-which-item = { $name }（`id:{ $id }`）
tournament-which = ここでは複数の大会が考えられます：{ $list }。id で1つを指定してください。
tournament-organisers-only = ここで大会を開けるのは主催者だけです（Discordでは「サーバー管理」か「イベントの管理」、Matrixではパワーレベル50）。
tournament-not-organiser = それができるのは主催者（{ $name }）か、このサーバーの主催者だけです。
tournament-already-in = すでに { $name } に参加しています。
tournament-not-in = { $name } に参加していません。
tournament-full = { $name } は満員です（{ $max }人）。
tournament-under-way = { $name } は進行中です：参加と離脱は開始前だけです（`tournament withdraw` でプレイヤーを棄権させます）。
tournament-not-open = { $name } は{ $state }です：参加と離脱は開始前だけです。
tournament-not-running = { $name } は{ $state }です。
tournament-not-to-start = { $name } はすでに{ $state }です。
tournament-too-few = { $name } の参加者は{ $players }人です。開始には2人以上必要です。
tournament-too-many-rounds = { $rounds }ラウンドのスイス式には{ $rounds }人より多いプレイヤーが必要です。参加者は{ $players }人です。ラウンドを減らして始める（新しく開く）か、参加者を待ってください。
tournament-rounds-for-round-robin = { $format }は全員が対戦するまでのラウンド数です。`rounds` は指定しないでください。
tournament-no-such-round = 第{ $round }ラウンドはありません：組み合わせが決まったのは第1〜{ $paired }ラウンドです。
tournament-nothing-paired = { $name } は始まっていません：まだどのラウンドも組まれていません。
tournament-already-withdrawn = すでに { $name } を棄権しています。
