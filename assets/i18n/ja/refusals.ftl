# コマンドが断られたときの返事。何も変更されていません。

no-game-in-progress = ここで進行中の対局はありません。`challenge` で始めてください。
plays-in-threads = このルームのスレッドで { $count } 局を指しています。コマンドは対象の対局のスレッドで送ってください：
plays-in-threads-line = { $white } 対 { $black }（{ $variant }）：{ $link }
adjudicate-for-moderators = 他の人の対局を終わらせられるのはモデレーターだけです（Discordでは「チャンネルの管理」または「サーバー管理」、Matrixではパワーレベル50）。何も変更していません。
adjudicate-own-game = あなたはこの対局の対局者なので、裁定はできません。投了するか引き分けを提案してください。何も変更していません。
no-game-played-here = ここではまだ対局がありません。`challenge` で始めてください。
no-game-to-replay = ここではまだ対局がありません。
still-playing-here = ここの対局はまだ続いています。解析は終局後です（エンジンの助けは進行中の対局には使えません）。
no-finished-game-here = ここで終わった対局はまだありません。`analysis game:<id>` で別の対局を指定してください。
still-played = 対局 { $id } はまだ続いています。解析は終局後です（エンジンの助けは進行中の対局には使えません）。
no-puzzle-here = ここに解くパズルはありません。`puzzle` で表示します。
daily-for-moderators = 毎日のパズルのオン・オフはモデレーターだけができます（Discordでは「サーバー管理」または「チャンネルの管理」、Matrixではパワーレベル50）。
nothing-to-analyse = 対局 { $id } は最初の手の前に終わったので、解析するものがありません。
no-such-game = 対局 { $id } はありません。
no-such-game-here = ここに対局 { $id } はありません。
game-over = 対局 { $id } は終わっています。
not-a-player = この対局でそれができるのは対局者（{ $white } と { $black }）だけです。
not-your-turn = あなたの手番ではありません：{ $next }（{ $side }）の手番です。
no-move-waiting = どの対局でもあなたの手番ではありません。`games` で一覧を表示します。
illegal = `{ $text }` は合法手ではありません：{ $error }。
move-raced = 手を確認している間に局面が変わりました（別の手が先に届きました）。`board` を見てからもう一度どうぞ。
move-out-of-time = 持ち時間が切れました。この手は指されず、対局は時間切れ負けです（相手に勝ち目がない場合は引き分け）。
widgets-in-matrix-rooms = 盤のウィジェットは Matrix のルーム用です。ここでは `web` で自分用の盤へのリンクを受け取れます。
widget-for-moderators = 盤のウィジェットを追加・削除できるのはルームのモデレーター（権限レベル50以上）だけです。
position-moved = 手を考えている間に局面が変わりました。
pick-expired = そのメニューは前の局面のものです。何も指されていません。今の局面で選ぶには、もう一度「指す」を押してください。
game-changed = 対局がちょうど変わりました。もう一度どうぞ。
game-changed-look = 対局がちょうど変わりました。`board` を見てからもう一度どうぞ。
not-on-the-board = { $square } は盤上にありません。
no-piece-on = { $square } に駒はありません。
opponents-piece = { $square } の{ $piece }は{ $owner }の駒で、今は{ $to_move }の手番です。
piece-cannot-move = { $square } の{ $piece }には合法手がありません。
no-drop = 今は持ち駒から{ $piece }を打てません。
own-challenge = それはあなた自身の挑戦です。`cancel` で取り下げます。
game-here = ここではすでに対局中です（{ $white } 対 { $black }）。別のチャンネルかスレッドで始めてください。
game-there = そこではすでに対局中です（{ $white } 対 { $black }）。終わってから受けるか、別のチャンネルで指してください。
challenge-yourself = 自分自身には挑戦できません。
challenge-waiting = ここにはすでにあなたの挑戦が待っています（{ $variant }、相手：{ $to }）。まず `cancel` で取り下げてください。
too-many-challenges = ここではすでに { $most } 件の挑戦が待っています。どれかを受けるか、返事や期限切れを待ってください。
challenged-just-now = ここで挑戦したばかりです。まず `cancel` で取り下げてください。
no-challenge-to-accept = ここに受けられる挑戦はありません。`challenge` で挑戦してください。
no-challenge-to-decline = ここに断れる挑戦はありません。
no-challenge-to-cancel = ここに取り下げられる挑戦はありません。
challenges-for-others = { $action ->
    [accept] ここの挑戦は他の人宛てです（{ $names }）。受けられるのはその人たちだけです。
   *[decline] ここの挑戦は他の人宛てです（{ $names }）。断れるのはその人たちだけです。
}
challenge-for-other = { $action ->
    [accept] この挑戦は { $name } 宛てです。受けられるのはその人だけです。
   *[decline] この挑戦は { $name } 宛てです。断れるのはその人だけです。
}
challenge-just-taken = その挑戦はちょうど受けられたか取り下げられました。
open-challenge-not-declined = 公開の挑戦は断れません。挑戦者が `cancel` で取り下げます。
only-challenger-cancels = この公開の挑戦は誰でも受けられます。取り下げられるのは { $challenger } だけです。
challenge-gone = その挑戦はもうありません。
no-own-challenge = ここであなたの挑戦は待っていません。挑戦を取り下げられるのは挑戦者だけです。
challenge-no-longer-waiting = その挑戦はもう待っていません：受けられたか、取り下げられたか、期限切れです。`challenges` でここで待っている挑戦を表示します。
no-challenge-from = ここで { $name } の挑戦は待っていません。`challenges` で待っている挑戦を表示します。
draw-not-offered = { $by } は引き分けを提案していません。`draw` で提案します。
takeback-not-asked = { $by } は待ったを求めていません。
draw-already-offered = すでに引き分けを提案しています。{ $to } は `draw accept` か `draw decline` で答えられます。
takeback-already-asked = すでに求めています。{ $to } は `takeback accept` か `takeback decline` で答えられます。
no-draw-offer-from = 断れる { $from } からの引き分けの提案はありません。
no-takeback-request-from = 断れる { $from } からの待ったの求めはありません。
no-own-move-to-take-back = 戻せるあなたの手はありません。
no-move-to-take-back = 戻せる手はありません。
which-variant = どのバリアントの「{ $topic }」ですか？`rules <variant> { $topic }` と言ってください。バリアントは { $variants } です。
no-such-topic = { $variant } にトピック「{ $topic }」はありません。トピック：{ $topics }。
picture-unavailable = すみません、今はその図を描けません。
line-not-in-pairs = 手順は相手の手とあなたの応手の組です：`premove e7e5 g1f3 b8c6 f1b5`。
line-too-long = 手順は最大 { $most } 手です。
your-move-now = あなたの手番です：`move` で指してください。条件付きの手は相手の手番のためのものです。
line-outlasts-game = 手順 `{ $text }` の { $at } 手目より前に対局が終わってしまいます。
line-illegal-yours = 手順の { $at } 手目（あなたの手）`{ $text }` はその局面で合法ではありません：{ $error }。
line-illegal-theirs = 手順の { $at } 手目（{ $by } の手）`{ $text }` はその局面で合法ではありません：{ $error }。
line-stored = その手順はすでに保存されています。
line-conflict = 保存済みの手順は { $after } に { $stored } で応じ、この手順は { $new } で応じます。一手につき応手は一つです。変えるには先に `premove clear` してください。
too-many-lines = この対局にはすでに { $most } 本の手順があります。先に `premove clear` してください。
game-moved-on = 対局がちょうど進みました。`board` を見てからもう一度どうぞ。
not-on-vacation = 休暇中ではありません。
on-vacation-until = すでに { $until } まで休暇中です。別の休暇を取るには先に `vacation end` してください。
vacation-length = 休暇は1日から{ $most }日までです。
vacation-days-left = 今年の休暇は残り{ $left }日です（年{ $per_year }日、使用済み{ $used }日）。
language-for-moderators = ルームの言語を設定できるのはモデレーターだけです（Matrixではパワーレベル50）。何も変更していません。`language <code>` で自分の言語を設定できます。

no-board-pages = この Kibitz はウェブページを公開していないため、指すための盤はありません。管理者が有効にできます（`--http` と `KIBITZ_PUBLIC_URL`）。
