# 每个命令的帮助，以及变体列表。

help-intro = Kibitz 提供国际象棋变体对局。命令：
help-outro = 先用 `variants` 和 `rules <variant>` 了解，再用 `challenge` 开局。
help-unknown = 没有命令“{ $name }”。
variants-intro = 变体（在 `challenge variant:<name>` 和 `rules <name>` 中使用其名称）：
variant-gist-standard = 国际棋联规则，用于对照
variant-gist-suction = 被吃的棋子互换位置；把对方的王吸到你的第一横排
variant-gist-shrink = 清空的横排和直列消失，棋盘随之缩小
variant-gist-swapper = 五位换位超级英雄在布阵阶段加入双方
variant-gist-giveandtake = 把你的棋子打入受攻击的格子，之后每步都要吃子
variant-gist-tradeup = 开局只有王，从手中升级棋子

## What each command does

about-challenge = 向某人（或不指定对手时向这里的任何人）发起对局挑战；每步时间 1 分钟到 14 天，不填为 3 天；或使用棋钟 `clock:5+3`（分钟，加每步加秒：1+0 到 180+180）或 `clock:2d+1d`（天：1d+0d 到 14d+14d），超时判负。把机器人本身设为对手即可立即对弈，级别 1（新手）到 8（全力），不填为 3；对局默认计分，除非 `rated:no`（对机器人的对局单独计分，且只有不计分时才能悔棋）。使用 `team:yes` 时本频道作为团队下棋，每步由 `vote` 决定，对手是机器人（`opponent:kibitz level:<n>`）或另一个频道的队伍（`channel:<channel>`，在那里任何人都可以接受）；`vote:` 是每次投票的时长（1 分钟到 3 天；每步少于一小时的对局为 10 分钟，否则 12 小时），`voters:shown` 会显示谁投了什么
about-vote = 在团队对局中为队伍的着法投票（一步棋、`draw` 提和或接受和棋、`resign`）；投票结束前可以改票。投票结束时走得票最多的一步（平票时取先达到的），或者最近投过票的人都投完后提前结束；和棋或认输需要多数投票者同意
about-accept = 接受这里的挑战：发给你的，否则最早的公开挑战，或你指定的挑战者的挑战
about-decline = 拒绝发给你的挑战
about-cancel = 撤回你在这里的挑战
about-challenges = 这里等待中的挑战（每个 24 小时后过期）
about-move = 走一步：e2e4、e7e8q、N@e4、P@a2,P@b3、c2c3=nq
about-board = 显示这里对局的棋盘；在 Matrix 房间中，`board widget on|off`（版主）把棋盘加入房间的小部件，每位成员以本人身份在其中下棋、投票或观战
about-moves = 合法着法，并为棋手附上着法图：用格子查看某个棋子的着法（`moves e2`），用字母查看手中棋子可以打入的位置（`moves N`）
about-resign = 认输
about-draw = 提和，或回应提和
about-takeback = 请求悔回上一步，或回应这样的请求
about-rules = 某个变体的规则及其图示，或带图的单条规则（主题）
about-variants = 你可以下的变体
about-games = 你在各处的对局，最紧急的在前，附每局的链接以及轮到谁
about-next = 你最紧急的、轮到你走的对局的棋盘
about-web = 你专用的链接，可在浏览器的棋盘上点击走这里的棋（或你的另一盘棋）；只有你能看到，`revoke` 可使你的链接失效
about-history = 这里对局的着法，附 PGN 棋谱文件
about-replay = 这里的对局（或更早的一局）做成逐步的动画
about-analysis = 引擎对这里最后结束的对局（或另一局）的分析：准确率、失误、更好的着法
about-puzzle = 接近你谜题等级分的一道谜题，在这里显示：找出致胜的一步；`daily on` 每天在这里发布一道（版主）
about-solve = 你对这里谜题的回答，每次一步（`show` 查看答案）
about-export = 你所有已结束的对局合成一个 PGN 文件（在 Discord 上只有你能看到）
about-ratings = Glicko-2 等级分：你的及排名，或某个变体的最佳棋手；在本服务器玩家中，或用 `global` 在所有人中
about-notify = 私信（Discord 私信，Matrix 私聊房间），附棋盘和对局链接：通信对局（每步一小时及以上）轮到你走时、你的时间快用完时、这样的对局结束时、有人挑战你时。默认全部关闭；单独使用时显示你的设置`board` 会在每条“轮到你走棋”消息中附上你在棋盘上走棋的专用链接。
about-premove = 条件着法，在对手走棋期间使用：`premove e7e5 g1f3 b8c6 f1b5` 表示对手走 e7e5 就立即走 g1f3，再走 b8c6 就走 f1b5。每局可有多条着法线；对手走出任何着法线都没预料到的一步时全部清除；单独使用时列出你的着法线。只有你能看到：在 Matrix 上，请在与 Kibitz 的私聊房间里发送（`premove game:<id> ...`）
about-vacation = 在所有通信对局中暂停你的棋钟若干天，每年最多 30 天；对手能看到你不在；提前回来就用 `vacation end`；单独使用时显示你剩余的天数
about-tournament = 本频道的比赛：`tournament create variant:<variant> format:swiss|roundrobin|double [rounds:<n>] [days:<n>|hours:<n>|minutes:<n>] [name:<text>] [rated:yes|no] [max:<n>]` 开设比赛（组织者：Discord 上需要“管理服务器”或“管理活动”权限，Matrix 上需要 50 级权限）；开始前用 `join` 和 `leave`；`start` 和 `cancel`（组织者）；开始后用 `withdraw` 退赛；单独使用时显示比赛情况；`standings`、`pairings [round:<n>]`、`export`（TRF-16 报告和对局 PGN）。每轮自动配对（瑞士制：国际棋联荷兰制；循环制：伯格表），每局在自己的子区或频道中进行。频道有多个比赛时用 `id:<n>` 指定
about-adjudicate = 以版主身份结束被离开的棋手卡住的对局（Discord 上需要“管理频道”或“管理服务器”权限；Matrix 上需要 50 级权限）：`white` 或 `black` 获胜，或 `draw`；按裁决保存并计分，结束方式为 `adjudication`。这里的对局，或用 `game:<id>` 指定本房间子区里的对局
about-language = Kibitz 和你交流的语言：`language zh-CN`（或 `en`、`de`、`es`、`fr`、`pt-BR`、`ru`、`ja`），`language auto` 跟随本房间的语言。版主可用 `language room <code>` 设置房间的语言，用于这里主动发布的内容。在 Discord 上使用你客户端的语言
about-help = 这个列表，或某个命令的详细说明
