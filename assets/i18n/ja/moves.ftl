# 手が合法でない理由：「`e2e5` は合法手ではありません：」に続く部分。手の表記と駒の文字はプレイヤーが打つまま（英字）です。

## Reading the move

move-empty = 手が指定されていません
move-too-long = 「{ $text }」は手としては長すぎます
move-syntax = 「{ $text }」は手ではありません：e4、Nf3、exd5、O-O、e8=Q、N@e4 のように書いてください（座標でも可：e2e4、e7e8q、ポーン2つは P@a2,P@b3）
move-promotion-letter = 「{ $letter }」は昇格に使う駒の文字ではありません（q、r、b、n、スワッパーでは s、v、a、t、m を小文字で）
move-drop-letter = 「{ $letter }」は打ちに使う駒の文字ではありません（K、Q、R、B、N、P、S、V、A、T、M、U を大文字で）
move-double-drop-order = 2つのポーンのマスはアルファベット順に書いてください：{ $text }
move-double-drop-same = 2つのポーンは別々のマスに置く必要があります

## Any variant

move-game-over-won = 対局は終わっています：{ $side }の勝ち（{ $reason }）
move-game-over-drawn = 対局は終わっています：引き分け（{ $reason }）
move-off-board = { $square } は盤上にありません（盤は今 { $width }x{ $height }、a1 から { $corner } まで）
move-no-piece = { $square } に駒はありません
move-not-your-piece = { $square } の{ $color ->
    [white] 白の
   *[black] 黒の
}{ $piece }はあなたの駒ではありません
move-cannot-move = { $from } の{ $piece }は { $to } に動けません
move-ambiguous = { $choices } のどれかです：どれか指定してください
move-none-can-reach = { $square } に動ける{ $piece }はありません
move-no-such-move = ここにそう書く手はありません
move-leaves-king-in-check = { $text } ではあなたのキングがチェックされたままになります
move-own-piece = { $square } には自分の駒があります
move-occupied = { $square } はふさがっています
move-not-allowed-here = ここでは { $text } はできません
move-no-drops = { $variant } には打ちがありません
move-not-in-hand = 持ち駒に{ $piece }がありません

## Promotion

move-promotion-missing = ポーンが昇格します：文字 { $letters } のどれかを付けてください（例：{ $example }）
move-not-a-promotion = { $text } は昇格ではありません：駒の文字を付けずに書いてください
move-cannot-promote-to = ここではポーンは{ $piece }に昇格できません

## Shrink Chess

move-no-shrink-promotions = { $variant } には盤の縮小による昇格がありません：「=」を付けずに書いてください（例：{ $example }）
move-promotes-no-pawn-by-shrinking = この手は盤を縮めてもポーンを昇格させません：「=」を付けずに書いてください（例：{ $example }）
move-shrink-promotion-letters = この手は盤を縮めてポーン{ $count }個を昇格させます：「=」の後にポーン1つにつき1文字（q、r、b、n）を、a1 からのマスの順に書いてください（例：{ $example }）

## Suction Chess

move-kings-never-move = サクションチェスではキングは決して動きません

## Swapper Superheroes Chess

move-swapper-reply = 黒の応手は、6段目の空いたマスに{ $piece }を打つ手でなければなりません（例：{ $letter }@e6）
move-setup-over = 配置の段階は終わりました：スワッパーはもう打てません
move-only-swappers-dropped = 配置の段階で打てるのはスワッパー駒（S、V、A、T、M）だけです
move-swapper-drop-rank = 白はスワッパーを3段目に打ちます
move-strongman-uncapturable = ストロングマンは決して取られません

## Give & Take Chess

move-drop-phase = 打ちの段階では、どの手も持ち駒を1つ打ちます（例：N@e4）
move-capture-phase = 打ちの段階は終わりました：今はどの手も駒取りです
move-must-capture = 駒取りの段階では、どの手も相手の駒を取らなければなりません
move-pawn-drop-rank = ポーンは1段目と8段目には打てません
move-drop-not-attacked = { $square } は相手に攻撃されていません：白の最初の打ちの後は、打ちは攻撃されているマスにしかできません
move-too-few-attacked = 打った後、あなたの駒は空きマスを少なくとも{ $needed }個攻撃していなければなりません。この手では{ $would }個です

## Trade-up Chess

move-first-placement = 白の最初の手番では、2段目か3段目にポーンをちょうど1つ置かなければなりません（例：P@e3）
move-no-double-drops = { $variant } ではポーンを2つ置けません
move-two-pawns-needed = 2つ置くには持ち駒にポーンが2つ必要です
move-placement-rank = ポーンは自分の2段目か3段目（{ $color ->
    [white] 2段目か3段目
   *[black] 7段目か6段目
}）に置きます。{ $square } には置けません
move-placement-not-allowed = 今はポーンを置けません
move-only-own-rook-flips = 逆さにできるのは自分のルークだけです（U@マス）
move-replaces-only = 持ち駒の{ $piece }が置き換えられるのは、あなたの{ $kind ->
    [rook] ナイトかビショップ
    [queen] 逆さルーク
   *[other] ポーン
}だけです
move-not-a-trade-up = トレードアップではありません：P を置く、N、B、R、Q に置き換える、または U でルークを逆さにしてください
picker-piece = あなたの手番：駒を選んでください。
picker-from = { $square } の駒の手：
picker-hand = 持ち駒の{ $piece }を置く場所：
picker-promotion = ポーンが成る駒：
picker-piece-on = { $square } の{ $piece }
picker-piece-in-hand = 持ち駒の{ $piece }
picker-promotes = { $san }（成り）
