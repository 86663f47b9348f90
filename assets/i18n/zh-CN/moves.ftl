# 着法为何不合法：接在“`e2e5` 不是合法着法：”之后的内容。着法文本和棋子字母保持玩家输入的样子（英文字母）。

## Reading the move

move-empty = 没有给出着法
move-too-long = “{ $text }”太长，不是着法
move-syntax = “{ $text }”不是着法：请写作 e4、Nf3、exd5、O-O、e8=Q 或 N@e4（也可用坐标：e2e4、e7e8q，两个兵写作 P@a2,P@b3）
move-promotion-letter = “{ $letter }”不是升变用的棋子字母（用 q、r、b、n，换位变体用 s、v、a、t、m；小写）
move-drop-letter = “{ $letter }”不是打入用的棋子字母（用 K、Q、R、B、N、P、S、V、A、T、M 或 U；大写）
move-double-drop-order = 请按字母顺序写两个兵的格子：{ $text }
move-double-drop-same = 两个兵必须放在不同的格子上

## Any variant

move-game-over-won = 对局已结束：{ $side }因{ $reason }获胜
move-game-over-drawn = 对局已结束：因{ $reason }和棋
move-off-board = { $square } 不在棋盘上（棋盘现在是 { $width }x{ $height }，从 a1 到 { $corner }）
move-no-piece = { $square } 上没有棋子
move-not-your-piece = { $square } 上的{ $color ->
    [white] 白色
   *[black] 黑色
}{ $piece }不是你的
move-cannot-move = { $from } 上的{ $piece }不能走到 { $to }
move-ambiguous = 可能是 { $choices }：请指明是哪一个
move-none-can-reach = 你没有能走到 { $square } 的{ $piece }
move-no-such-move = 这里没有这样写的着法
move-leaves-king-in-check = { $text } 会让你的王处于被将军状态
move-own-piece = { $square } 上是你自己的棋子
move-occupied = { $square } 已被占据
move-not-allowed-here = 这里不允许 { $text }
move-no-drops = { $variant } 没有打入
move-not-in-hand = 你手中没有{ $piece }

## Promotion

move-promotion-missing = 兵要升变：请加上字母 { $letters } 之一（例如 { $example }）
move-not-a-promotion = { $text } 不是升变：请不带棋子字母书写
move-cannot-promote-to = 兵在这里不能升变为{ $piece }

## Shrink Chess

move-no-shrink-promotions = { $variant } 没有缩盘升变：请不带“=”书写着法（例如 { $example }）
move-promotes-no-pawn-by-shrinking = 这步棋缩盘时没有兵升变：请不带“=”书写（例如 { $example }）
move-shrink-promotion-letters = 这步棋会缩小棋盘并让 { $count } 个兵升变：在“=”后为每个兵写一个字母（q、r、b、n），按它们从 a1 起的格子顺序（例如 { $example }）

## Suction Chess

move-kings-never-move = 在吸引国际象棋中王永远不动

## Swapper Superheroes Chess

move-swapper-reply = 黑方的应对必须是把{ $piece }打入第 6 横排的空格（例如 { $letter }@e6）
move-setup-over = 布阵阶段已结束：不能再打入换位棋子
move-only-swappers-dropped = 布阵阶段只能打入换位棋子（S、V、A、T、M）
move-swapper-drop-rank = 白方把换位棋子打入第 3 横排
move-strongman-uncapturable = 大力士永远不能被吃

## Give & Take Chess

move-drop-phase = 在打入阶段，每步都要从手中打入一枚棋子（例如 N@e4）
move-capture-phase = 打入阶段已结束：现在每步都是吃子
move-must-capture = 在吃子阶段，每步都必须吃掉一枚对方棋子
move-pawn-drop-rank = 兵不能打入第 1 或第 8 横排
move-drop-not-attacked = { $square } 没有受到对方攻击：白方第一次打入之后，每次打入都必须落在受攻击的格子上
move-too-few-attacked = 打入后你的棋子必须至少攻击 { $needed } 个空格；实际会攻击 { $would } 个

## Trade-up Chess

move-first-placement = 白方第一回合必须恰好在第 2 或第 3 横排放一个兵（例如 P@e3）
move-no-double-drops = { $variant } 不能一次放两个兵
move-two-pawns-needed = 要放两个兵，你手中需要有两个兵
move-placement-rank = 兵要放在你自己的第 2 或第 3 横排（第 { $color ->
    [white] 2 或 3
   *[black] 7 或 6
} 横排），不能放在 { $square }
move-placement-not-allowed = 现在不能放兵
move-only-own-rook-flips = 只有你自己的车可以倒置（U@格子）
move-replaces-only = 手中的{ $piece }只能替换你的{ $kind ->
    [rook] 马或象
    [queen] 倒置的车
   *[other] 兵
}
move-not-a-trade-up = 这不是升级：放下 P，替换为 N、B、R 或 Q，或用 U 倒置一个车
picker-piece = 轮到你走：请选择一个棋子。
picker-from = { $square } 上棋子的着法：
picker-hand = 手中的{ $piece }放在哪里：
picker-promotion = 兵升变为：
picker-piece-on = { $square } 上的{ $piece }
picker-piece-in-hand = 手中的{ $piece }
picker-promotes = { $san }（升变）
