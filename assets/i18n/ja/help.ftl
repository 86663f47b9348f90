# 各コマンドのヘルプとバリアントの一覧。

help-intro = Kibitz はチェスバリアントの対局を主催します。コマンド：
help-outro = まず `variants` と `rules <variant>` を、それから `challenge` をどうぞ。
help-unknown = コマンド「{ $name }」はありません。
variants-intro = バリアント（`challenge variant:<name>` と `rules <name>` で名前を使います）：
variant-gist-standard = 比較用のFIDEルール
variant-gist-suction = 取られた駒は場所を入れ替える。相手のキングを自分の一段目へ吸い寄せよう
variant-gist-shrink = 空になった段と筋は消え、盤が縮んでいく
variant-gist-swapper = 5人の入れ替えスーパーヒーローが配置の段階で軍に加わる
variant-gist-giveandtake = 攻撃されているマスに軍を打ち、その後はどの手も駒取り
variant-gist-tradeup = キングだけで始め、持ち駒から駒をトレードアップする

## What each command does

about-challenge = 誰か（相手を指定しなければここにいる誰でも）に対局を挑みます。1手あたり1分から14日、指定しなければ3日。または持ち時間 `clock:5+3`（分と1手ごとの加算秒：1+0 から 180+180）や `clock:2d+1d`（日：1d+0d から 14d+14d）で、時間切れは負けです。ボット自身を相手に指定するとすぐに対局でき、レベルは1（初心者）〜8（全力）、指定しなければ3。`rated:no` でなければレーティング対局です（ボット相手の対局は別のレーティングで、待ったはレーティングなしのときだけ）。`team:yes` ではこのチャンネルがチームとして指し、毎手を `vote` で決めます。相手はボット（`opponent:kibitz level:<n>`）か別のチャンネルのチーム（`channel:<channel>`、そちらで誰でも受けられます）。`vote:` は各投票の時間（1分〜3日。1手1時間未満の対局では10分、それ以外は12時間）、`voters:shown` で誰が何に投票したかを表示します
about-vote = チーム対局で、チームの手へのあなたの票（手、引き分けの提案か受諾は `draw`、`resign`）。投票が締め切られるまで変更できます。締め切り時に最多得票の手が指されます（同数なら先に届いた手）。最近投票した全員が投票し終えたら早めに締め切られます。引き分けと投了には投票者の過半数が必要です
about-accept = ここの挑戦を受けます：あなた宛て、なければ一番古い公開の挑戦、または指定した挑戦者のもの
about-decline = あなた宛ての挑戦を断ります
about-cancel = ここでのあなたの挑戦を取り下げます
about-challenges = ここで待っている挑戦（それぞれ24時間で期限切れ）
about-move = 手を指します：e2e4、e7e8q、N@e4、P@a2,P@b3、c2c3=nq
about-board = ここの対局の盤面を表示します。Matrix のルームでは `board widget on|off`（モデレーター）で盤をルームのウィジェットに加え、各メンバーが本人としてサインインして指したり投票したり観戦したりできます
about-moves = 合法手と、対局者向けの手の地図：マスを指定すると1つの駒の手（`moves e2`）、文字を指定すると持ち駒を打てる場所（`moves N`）
about-resign = 投了します
about-draw = 引き分けを提案するか、提案に答えます
about-takeback = 直前の手の待ったを求めるか、その求めに答えます
about-rules = バリアントのルールと図、またはトピックを指定して図付きのルール1つ
about-variants = 遊べるバリアント
about-games = あちこちのあなたの対局、急ぐものから順に、それぞれへのリンクと誰の手番か
about-next = あなたの手番のうち一番急ぐ対局の盤面
about-web = ここの対局（またはあなたの別の対局）をブラウザの盤でクリックして指すための、あなた専用のリンク。あなたにだけ表示され、`revoke` でリンクを無効にします
about-history = ここの対局の手とPGNファイルの棋譜
about-replay = ここの対局（または以前の対局）を1手ずつのアニメーションで
about-analysis = ここで最後に終わった対局（または別の対局）のエンジン解析：正確さ、ミス、より良い手
about-puzzle = あなたのパズルレーティングに近いパズルをここに：勝ちになる手を見つけよう。`daily on` で毎日ここに投稿（モデレーター）
about-solve = ここのパズルへの答え、1手ずつ（`show` で答え）
about-export = 終わった対局すべてを1つのPGNファイルで（Discord ではあなたにだけ見えます）
about-ratings = Glicko-2 レーティング：あなたのものと順位、またはバリアントのトップ。このサーバーのプレイヤーの中で、または `global` で全員の中で
about-notify = 盤面と対局へのリンク付きのダイレクトメッセージ（Discord の DM、Matrix のダイレクトルーム）：通信対局（1手1時間以上）であなたの手番になったとき、時間が少なくなったとき、その対局が終わったとき、誰かに挑戦されたとき。オンにするまではすべてオフ。単独では現在の設定を表示します`board` を有効にすると、「あなたの手番」メッセージごとに盤で指すための専用リンクが付きます。
about-premove = 相手の手番の間の条件付きの手：`premove e7e5 g1f3 b8c6 f1b5` は、相手が e7e5 を指したらすぐ g1f3、続けて b8c6 なら f1b5 を指します。1局に複数の手順を置けます。どの手順も予想していない手が来るとすべて消えます。単独では一覧を表示します。見えるのはあなただけです：Matrix では Kibitz とのダイレクトルームで送ってください（`premove game:<id> ...`）
about-vacation = すべての通信対局の時計を数日止めます（年30日まで）。対戦相手にはあなたが不在だと表示されます。早く戻ったら `vacation end`。単独では残りの日数を表示します
about-tournament = このチャンネルの大会：`tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` で開きます（主催者：Discord では「サーバー管理」か「イベントの管理」、Matrix ではパワーレベル50）。開始前に `join` と `leave`、`start` と `cancel`（主催者）、開始後は `withdraw`。単独では大会の内容と状況。`standings`、`pairings [round:<n>]`、`export`（TRF-16レポートと対局のPGN）。組み合わせは自動です（スイス式：FIDEダッチ方式、総当たり：ベルガー表）。各対局はそれぞれのスレッドかチャンネルで行われます。チャンネルに複数あるときは `id:<n>` で指定します
about-adjudicate = モデレーターとして、抜けたプレイヤーで止まった対局を終わらせます（Discord では「チャンネルの管理」か「サーバー管理」、Matrix ではパワーレベル50）：`white` か `black` の勝ち、または `draw`。決めたとおりに保存・レーティングされ、終局理由は `adjudication` です。ここの対局、またはこのルームのスレッドの対局なら `game:<id>`
about-language = Kibitz があなたと話す言語：`language ja`（または `en`、`de`、`es`、`fr`、`pt-BR`、`ru`、`zh-CN`）、`language auto` でこのルームの言語に合わせます。モデレーターは `language room <code>` でルームの言語を設定し、ここに自動で投稿される内容に使われます。Discord ではクライアントの言語を使います
about-help = この一覧、または1つのコマンドの詳しい説明
