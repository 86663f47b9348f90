# Why a move is not legal: what follows "`e2e5` is not a legal move: ". Move text and piece
# letters stay as players type them (English letters, as lichess keeps UCI input).

## Reading the move

move-empty = no move given
move-too-long = '{ $text }' is too long to be a move
move-syntax = '{ $text }' is not a move: write it as e4, Nf3, exd5, O-O, e8=Q or N@e4 (or in coordinates: e2e4, e7e8q, two pawns as P@a2,P@b3)
move-promotion-letter = '{ $letter }' is not a piece letter for a promotion (use q, r, b, n, or for Swapper s, v, a, t, m; lowercase)
move-drop-letter = '{ $letter }' is not a piece letter for a drop (use K, Q, R, B, N, P, S, V, A, T, M or U; uppercase)
move-double-drop-order = write the two pawn squares in string order: { $text }
move-double-drop-same = the two pawns must go on different squares

## Any variant

move-game-over-won = the game is over: { $side } wins by { $reason }
move-game-over-drawn = the game is over: draw by { $reason }
move-off-board = { $square } is not on the board (the board is now { $width }x{ $height }, a1 to { $corner })
move-no-piece = there is no piece on { $square }
move-not-your-piece = the { $color ->
    [white] white
   *[black] black
} { $piece } on { $square } is not yours
move-cannot-move = a { $piece } on { $from } cannot move to { $to }
move-ambiguous = it could be { $choices }: say which
move-none-can-reach = no { $piece } of yours can move to { $square }
move-no-such-move = no move here is written that way
move-leaves-king-in-check = { $text } would leave your king in check
move-own-piece = { $square } holds your own piece
move-occupied = { $square } is occupied
move-not-allowed-here = { $text } is not allowed here
move-no-drops = { $variant } has no drops
move-not-in-hand = you have no { $piece } in hand

## Promotion

move-promotion-missing = the pawn promotes: add one of the letters { $letters } ({ $example }, say)
move-not-a-promotion = { $text } is not a promotion: write it without a piece letter
move-cannot-promote-to = a pawn cannot promote to a { $piece } here

## Shrink Chess

move-no-shrink-promotions = { $variant } has no promotions by shrinking the board: write the move without '=' ({ $example }, say)
move-promotes-no-pawn-by-shrinking = this move promotes no pawn by shrinking the board: write it without '=' ({ $example }, say)
move-shrink-promotion-letters = this move shrinks the board and promotes { $count ->
    [one] 1 pawn
   *[other] { $count } pawns
}: after '=' give one letter (q, r, b, n) per pawn, in the order of their squares from a1 ({ $example }, say)

## Suction Chess

move-kings-never-move = kings never move in Suction Chess

## Swapper Superheroes Chess

move-swapper-reply = the Black reply must be a { $piece } dropped on an empty square of rank 6 ({ $letter }@e6, say)
move-setup-over = the setup phase is over: swappers can no longer be dropped
move-only-swappers-dropped = only swapper pieces (S, V, A, T, M) are dropped in the setup phase
move-swapper-drop-rank = White drops swappers on rank 3
move-strongman-uncapturable = a Strongman can never be captured

## Give & Take Chess

move-drop-phase = in the drop phase every move drops a piece from your hand (N@e4, say)
move-capture-phase = the drop phase is over: every move now is a capture
move-must-capture = in the capture phase every move must capture an enemy piece
move-pawn-drop-rank = a pawn may not be dropped on rank 1 or 8
move-drop-not-attacked = { $square } is not attacked by the enemy: every drop after White's first must go on an attacked square
move-too-few-attacked = after the drop your pieces must attack at least { $needed } empty squares; they would attack { $would }

## Trade-up Chess

move-first-placement = White's first turn must place exactly one pawn on rank 2 or 3 (P@e3, say)
move-no-double-drops = { $variant } has no two-pawn placements
move-two-pawns-needed = you need two pawns in hand to place two
move-placement-rank = pawns are placed on your own 2nd or 3rd rank (rank { $color ->
    [white] 2 or 3
   *[black] 7 or 6
}), not on { $square }
move-placement-not-allowed = placing a pawn is not allowed now
move-only-own-rook-flips = only your own rook can be turned upside down (U@square)
move-replaces-only = a { $piece } from hand replaces your { $kind ->
    [rook] knight or bishop
    [queen] upside-down rook
   *[other] pawn
}
move-not-a-trade-up = that is not a trade-up: place P, replace with N, B, R or Q, or flip a rook with U
# The move picker (Discord's select menus): its prompts and choices.
picker-piece = Your move: pick a piece.
picker-from = Your move with the piece on { $square }:
picker-hand = Where the { $piece } from your hand goes:
picker-promotion = What the pawn becomes:
picker-piece-on = { $piece } on { $square }
picker-piece-in-hand = { $piece } from the hand
picker-promotes = { $san } (promotes)
