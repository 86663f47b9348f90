# The rules of each variant, as `rules <variant>` shows them, and the rules' diagrams:
# `diagram-<variant>-<topic>` is a picture's title, its `.text` what it shows. The pictures'
# positions and moves are in `assets/rules/<variant>.md`.

variant-rules-common = **In every variant:** threefold repetition (same placement, hands, side to move, castling rights, board size, setup state, and an en-passant square only when a capture there is legal) and 100 half-moves without a capture, pawn move, drop, trade-up or Mage conversion are automatic draws. Players may agree a draw (`draw`) and either may resign (`resign`). A takeback (`takeback`) needs the opponent's consent. Each game has a time per move; a player who lets it run out loses on time.

variant-rules-standard = **{ variant-standard }** — the FIDE rules, the control game.
    • Checkmate wins; stalemate is a draw.
    • Castling, en passant and promotion (to queen, rook, bishop or knight) as usual.
    • Draws: threefold repetition (same placement, side to move, castling rights and a capturable en-passant square) and 100 half-moves without a capture or pawn move are automatic; K v K, K+B v K and K+N v K are drawn for lack of material; players may agree a draw; either may resign.
    Moves are written from-to: `e2e4`, castling as the king's move `e1g1`, promotion `e7e8q`.
diagram-standard-castling = Castling: the king two squares, the rook over it
    .text = The king goes two squares toward the rook (written as the king's move, `e1g1`) and the rook lands on the square the king crossed. Neither may have moved, the squares between must be empty, and the king may not be in check, cross an attacked square or land on one.
diagram-standard-en-passant = En passant: taking a pawn that stepped twice
    .text = Black's pawn has just stepped from d7 to d5, past d6. On the very next move the pawn on e5 may take it as if it had stepped once: `e5d6`, and the pawn on d5 leaves the board.
diagram-standard-promotion = Promotion on the last rank
    .text = A pawn reaching its last rank becomes a queen, rook, bishop or knight of its side: the letter follows the move, `b7b8q`.

variant-rules-suction = **{ variant-suction }** (Nathaniel Virgo) — captured pieces are not removed: they are sucked to the square the capturer came from.
    • Standard setup. A capture swaps the two pieces. En passant: the capturing pawn lands on the square passed over, the captured pawn goes to the capturing pawn's starting square.
    • Kings never move and never capture, and there is no castling. A king can be captured like any piece: it then moves to the capturer's starting square. There is no check, checkmate or stalemate.
    • You win at once when the enemy king stands on your first rank (Black's king on rank 1: White wins; White's king on rank 8: Black wins).
    • Pawns step one square forward, or two from their own second rank at any time (even after being sucked back there), only one from their own first rank; they capture diagonally, en passant after a two-step. Pawns never promote: a pawn on its last rank (reached by a step or a capture) stays there with no move.
    • A side with no legal move: the game is drawn. Threefold repetition and 100 half-moves without a capture (a suction capture counts) or pawn move are draws.
diagram-suction-capture = A capture swaps the two pieces
    .text = White's pawn takes on d5 (green) and the black pawn is sucked back to e4, the square White's pawn came from (blue). Nothing leaves the board.
diagram-suction-first-rank = The enemy king sucked to your first rank: you win
    .text = The rook on h1 captures the king on h8, so the king is sucked back to h1, White's first rank: White wins at once.

variant-rules-shrink = **{ variant-shrink }** (Pepijn van Erp) — the board shrinks as lines empty.
    • FIDE rules, plus: after a move, every row and every column that held at least one piece before the move and holds none after it is removed. Lines that were already empty (ranks 3–6 at the start) stay. The board shrinks toward a1: columns to the right shift left, rows above shift down; several lines can go at once. Squares are always named on the board as it is, from a1.
    • A move is legal only if your king is not in check after the shrink.
    • Pawns may step twice only while the board still has 8 rows. En passant uses the shrunk coordinates; after a two-step that itself shrinks the board, the en-passant square is kept, renamed with the shrink.
    • Castling: king and rook unmoved (a shift by a shrink is not a move), on the first rank, with exactly 2 or 3 empty squares between them; the king is not in check and does not cross an attacked square (judged before the move); the king moves two squares toward the rook and the rook lands on the square it crossed.
    • Promotion is on the top row for White and row 1 for Black, of the board as it is. A pawn that stands on its promotion rank after a shrink promotes at once, and the player who moved chooses its piece (queen, rook, bishop or knight of the pawn's own colour), also for the opponent's pawns. Write the choices after `=`, one letter per pawn in the order of their squares from a1: `c2c3=nq`; a move's own promotion letter comes first: `e7e8q=n`. Each combination is judged on its own.
    • Checkmate wins, stalemate draws; repetition and the 100-half-move rule as usual.
diagram-shrink-vanishing-lines = Emptied lines vanish: the board shrinks toward a1
    .text = The knight was the only piece on file c and on rank 3. When it leaves, both lines vanish (the red bars mark where they were): the files right of c shift left, the ranks above 3 shift down, and the knight on d5 is now on c4. Lines that were empty before the move stay.
diagram-shrink-shrink-promotion = Promotion by shrinking
    .text = The rook leaves rank 8, its only piece, so rank 8 vanishes and rank 7 becomes the top row: the pawn on b7 now stands on its promotion rank and promotes at once. The player who moved chooses, after `=`: `a8a3=q`.

variant-rules-swapper = **{ variant-swapper }** (Martin Nilsson) — chess with five pieces that swap places.
    • Setup phase: from the standard setup, White either drops a swapper of any kind (unlimited supply) on an empty square of rank 3, `V@d3`, or makes a normal move, which ends the setup for good. After each White drop, Black must drop the same kind on an empty square of rank 6 (nothing else is legal then). When rank 3 is full White moves normally.
    • Spearman (S): one orthogonal step to an empty square or onto an enemy (capturing); onto a friendly piece it swaps. Valiant (V): the same with a knight's leap. Karateka (A): one diagonal step to an empty square or onto an enemy (capturing); one orthogonal step onto any piece of either colour swaps (never to an empty square). Strongman (T): one step in any direction to an empty square, or onto any piece of either colour to swap; it never captures and can never be captured. Mage (M): one orthogonal step to an empty square, or onto any piece to swap; a swapped enemy piece turns to the Mage's side. A Mage can be captured.
    • Swaps are written like moves: `d4d3`. Spearmen and Valiants can neither capture nor swap with an enemy Strongman; Karateka, Strongman and Mage may swap with the enemy king. Friendly kings may be swapped.
    • Check: a king is attacked by the usual capture patterns and by a Spearman or Mage one orthogonal step away, a Valiant a knight's leap away, a Karateka one diagonal step away. A Strongman attacks nothing. No move may leave any of your kings attacked. Checkmate wins, stalemate draws.
    • Pawns step twice from their own second rank at any time, never from the first; en passant after a two-step. A pawn reaching its last rank by its own move promotes to Q, R, B, N, S, V, A, T or M (`e7e8m`); one put there by a swap stays a pawn. A pawn converted by a Mage moves in its new owner's direction.
    • Castling as usual, but a king or rook displaced by a swap (by either side) loses its right: any move that starts or ends on a king's or rook's starting square ends the rights tied to it.
    • Draws by repetition (the setup state counts) and 100 half-moves without a capture, pawn move, drop or Mage conversion (swaps do not reset it).
diagram-swapper-setup = Setup: White drops a swapper, Black answers in kind
    .text = White drops a Valiant on rank 3 (`V@d3`); Black must now drop a Valiant on an empty square of rank 6 (shaded). White's first ordinary move ends the setup for good.
diagram-swapper-spearman = Spearman: one orthogonal step; onto a friend it swaps
    .text = The Spearman steps one square up, down or sideways: to an empty square, onto an enemy to capture it, or onto a friendly piece to trade places with it, as here with the knight (`d4d3`).
diagram-swapper-valiant = Valiant: a knight's leap; onto a friend it swaps
    .text = The Valiant leaps like a knight: to an empty square, onto an enemy to capture it, or onto a friendly piece to swap with it, as with the bishop here (`d4f3`).
diagram-swapper-karateka = Karateka: diagonal steps, orthogonal swaps with anyone
    .text = The Karateka moves or captures one step diagonally, and swaps one step orthogonally with any piece of either colour: here it throws the black pawn from d5 back to d4.
diagram-swapper-strongman = Strongman: swaps with anyone, never captures, never captured
    .text = The Strongman steps one square in any direction to an empty square, or onto any piece of either colour to swap with it (the black knight here). It never captures and no piece can capture it.
diagram-swapper-mage = Mage: a swapped enemy changes sides
    .text = The Mage steps one square orthogonally to an empty square, or onto any piece to swap with it; an enemy piece it swaps with turns to the Mage's side: the black rook on d5 is now a white rook on d4.

variant-rules-giveandtake = **{ variant-giveandtake }** (J. Mark Thompson) — drop your whole army, then every move captures.
    • The board starts empty; each hand holds K Q R R B B N N and 8 pawns. Drop phase first: White, then Black, each drop a piece from hand on an empty square (`N@e4`) until both hands are empty.
    • A drop is legal only if: a pawn is not put on rank 1 or 8; after the drop your pieces attack at least 3 distinct empty squares (pawn attacks count); and, for every drop except White's very first, the square was attacked by the enemy just before the drop. Attack means the capture pattern: pawns diagonally forward, sliding pieces stopped by the first piece.
    • Capture phase: every move is a capture by the usual patterns. No plain moves, no en passant, no castling. A pawn capturing onto its last rank must promote to queen, rook, bishop, knight or king.
    • Kings are ordinary pieces: there is no check, a king may be captured, and a side may have none.
    • The side to move with no legal move loses, in either phase.
diagram-giveandtake-drop = A drop: on an attacked square, attacking 3 empty squares
    .text = Black drops a knight on f6, a square White's knight attacks; afterwards Black's pieces attack 7 empty squares (red), at least the 3 a drop needs. Only White's very first drop may go on a square the enemy does not attack.
diagram-giveandtake-captures = After the drops, every move captures
    .text = Once both hands are empty, every move must be a capture: the queen takes the rook. Black has no capture left, so Black has no legal move and loses. Kings are ordinary pieces: there is no check.

variant-rules-tradeup = **{ variant-tradeup }** (Oliver Clarke) — kings alone on the board; the army comes in trade by trade.
    • White king e1, Black king e8. Each hand: Q R R B B N N and 8 pawns.
    • A turn is a normal chess move (captured pieces leave the game; promotion pieces come from outside the hand) or one trade-up:
      1. place one or two pawns from hand on empty squares of your own 2nd or 3rd rank: `P@e3`, or `P@a2,P@b3` (squares in string order);
      2. replace your pawn with a knight or bishop from hand: `N@e3`, `B@e3`;
      3. replace your knight or bishop with a rook from hand: `R@e3`;
      4. turn your rook upside down (no hand involved): `U@e3`;
      5. replace your upside-down rook with a queen from hand: `Q@e3`.
      The replaced piece goes back to your hand (an upside-down rook returns as a rook). Promoted pieces may be traded up too, and a hand may hold more than it started with. Only an ordinary rook can be turned over; promotion never gives one.
    • White's first turn must place exactly one pawn.
    • Check, checkmate (wins) and stalemate (draws) as in chess: no trade-up may leave your king in check, and placing pawns between a checker and your king is a way out of check (two pawns are judged as a whole). A placement may give check. Pawns on the 2nd rank may step twice. There is no castling.
    • Draws by repetition (hands count) and 100 half-moves without a capture, pawn move or trade-up.
diagram-tradeup-two-pawns = Placing two pawns at once
    .text = A turn may place one or two pawns from the hand on empty squares of your own 2nd or 3rd rank (Black's 7th and 6th): `P@d6,P@e7`, the squares in string order. White's very first turn places exactly one.
diagram-tradeup-trade-up = A trade-up: a pawn becomes a knight
    .text = A knight from the hand replaces the pawn on e3 (`N@e3`) and the pawn goes back to the hand. Pawns trade up to knights or bishops, knights and bishops to rooks, and an upside-down rook to a queen.
diagram-tradeup-upside-down-rook = Turning a rook upside down
    .text = A turn may turn your rook upside down (`U@d3`); it still moves as a rook, and only an upside-down rook can be traded up to a queen from the hand (`Q@d3`).
