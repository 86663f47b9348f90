//! The evaluation's fitted terms: on top of each variant's own judgement (its file here), a
//! set of chess-like terms whose weights are fitted to game results, per variant, by `kibitz
//! tune` (Texel's method: the logistic of the score should predict the result). Each term has
//! a weight for the middlegame and one for the endgame, blended by how much material is left.
//!
//! The terms, each counted White's minus Black's, squares seen from the piece's own side:
//! a piece of each kind on each square; each kind's mobility (squares it attacks that its own
//! side does not hold); each kind in hand; passed pawns by rank; doubled and isolated pawns;
//! the bishop pair; pawns sheltering the king; enemy attacks next to the king. In Suction
//! alone: the enemy piece that would pull a king nearest its losing rank, by that distance and
//! by who has the move. In standard chess and Give & Take: threats (enemy pieces attacked, by
//! attacker and victim, and those left undefended), which in Give & Take's capture phase are
//! every move there is. In standard chess alone: rooks on open files, and the attacks next to
//! the king counted again in buckets; each piece's safe squares in a table by count, and what
//! each kind of enemy piece bears on the king (`attacks.rs`).

use super::attacks;
use crate::rules::bitboard::{king_attacks, Bitboard};
use crate::rules::{Board, Color, Hand, Piece, Position, Role, Square, Variant};

const ROLES: usize = Role::ALL.len();
const SQUARE: usize = 0;
const MOBILITY: usize = SQUARE + ROLES * 64;
const HAND: usize = MOBILITY + ROLES;
const PASSED: usize = HAND + ROLES;
const DOUBLED: usize = PASSED + 8;
const ISOLATED: usize = DOUBLED + 1;
const BISHOP_PAIR: usize = ISOLATED + 1;
const SHELTER: usize = BISHOP_PAIR + 1;
const KING_ZONE: usize = SHELTER + 1;
/// Suction's pulls: 8 distances with the king's side to move, then 8 with the puller's.
const SUCTION_PULL: usize = KING_ZONE + 1;
/// Standard chess, and Give & Take for the threats (after the others, so the other variants'
/// fitted files keep their numbers): enemy pieces attacked by a side's pawns, minor pieces
/// and rooks, by attacker and victim (the six chess roles); enemy pieces attacked and not
/// defended, by victim; rooks on open and half-open files; how many squares next to the king
/// the enemy attacks, 0 to 7 or more (the linear KING_ZONE above cannot say that the fifth
/// attacked square hurts more than the first).
const THREAT: usize = SUCTION_PULL + 16;
const HANGING: usize = THREAT + 3 * CHESS_ROLES;
const ROOK_OPEN: usize = HANGING + CHESS_ROLES;
const ROOK_HALF_OPEN: usize = ROOK_OPEN + 1;
const KING_ZONE_COUNT: usize = ROOK_HALF_OPEN + 1;
/// Standard chess alone (`attacks.rs`): each knight's, bishop's, rook's and queen's safe
/// squares in a table by count; what each kind of enemy piece bears on the king.
const MOBILITY_TABLE: usize = KING_ZONE_COUNT + 8;
const DANGER: usize = MOBILITY_TABLE + attacks::MOBILITY_TERMS;
/// How many terms there are.
pub const TERMS: usize = DANGER + attacks::DANGER_TERMS;

/// Pawn to king: the roles of standard chess, first in `Role::ALL`.
const CHESS_ROLES: usize = 6;

/// The most a position's phase can be: all the pieces of the start (24 as in chess).
pub const FULL_PHASE: i32 = 24;

/// A term's weights, in centipawns: (middlegame, endgame).
pub type Weights = [(i32, i32); TERMS];

/// How far from the endgame a position is: 24 with every piece of the start, 0 with none
/// besides pawns and kings. Pieces in hand count: they are to come.
pub fn phase(pos: &Position) -> i32 {
    let board = pos.board();
    let mut phase: i32 = Role::ALL
        .into_iter()
        .map(|r| phase_weight(r) * board.by_role(r).count() as i32)
        .sum();
    for color in Color::ALL {
        let hand: &Hand = pos.hand(color);
        phase += Hand::ROLES
            .into_iter()
            .map(|r| phase_weight(r) * i32::from(hand.count(r)))
            .sum::<i32>();
    }
    phase.min(FULL_PHASE)
}

fn phase_weight(role: Role) -> i32 {
    match role {
        Role::Pawn | Role::King | Role::Strongman => 0,
        Role::Knight | Role::Bishop | Role::Spearman | Role::Valiant | Role::Karateka => 1,
        Role::Rook | Role::UpsideDownRook | Role::Mage => 2,
        Role::Queen => 4,
    }
}

/// Calls `count(term, n)` for every term the position has, `n` being White's count minus
/// Black's. The evaluation sums weights with it, and the tuner collects the counts.
pub fn each(pos: &Position, count: &mut impl FnMut(usize, i32)) {
    let board = pos.board();
    let mut mobility = [0i32; ROLES];
    // The squares each side attacks (White's, Black's), for the attacks next to the kings.
    let mut attacked = [Bitboard::EMPTY; 2];
    // The squares each side's pawns, minor pieces and rooks attack (for the threats).
    let mut attacked_by = [[Bitboard::EMPTY; 3]; 2];
    // Standard chess's attack terms: the squares each side's pawns attack, and those each
    // side's knights, bishops, rooks and queens attack.
    let chess = pos.variant() == Variant::Standard;
    let pawn_cover = if chess {
        Color::ALL.map(|color| attacks::pawn_cover(board, color))
    } else {
        [Bitboard::EMPTY; 2]
    };
    let mut attacked_by_piece = [[Bitboard::EMPTY; 4]; 2];
    for (sq, piece) in board.pieces() {
        let sign = sign(piece.color);
        count(
            SQUARE + piece.role as usize * 64 + relative(sq, piece.color, board),
            sign,
        );
        let attacks = board.attacks_from(sq, piece);
        attacked[piece.color as usize] |= attacks;
        if let Some(class) = attacker_class(piece.role) {
            attacked_by[piece.color as usize][class] |= attacks;
        }
        if piece.role != Role::Pawn {
            let reach = attacks & !board.by_color(piece.color);
            mobility[piece.role as usize] += sign * reach.count() as i32;
            if let Some(index) = attacks::piece_index(piece.role).filter(|_| chess) {
                attacked_by_piece[piece.color as usize][index] |= attacks;
                let safe = reach & !pawn_cover[!piece.color as usize];
                let term = attacks::mobility_term(index, safe.count() as usize);
                count(MOBILITY_TABLE + term, sign);
            }
        }
    }
    for (role, &n) in mobility.iter().enumerate() {
        if n != 0 {
            count(MOBILITY + role, n);
        }
    }
    for color in Color::ALL {
        let hand: &Hand = pos.hand(color);
        for role in Hand::ROLES {
            let n = i32::from(hand.count(role));
            if n > 0 {
                count(HAND + role as usize, sign(color) * n);
            }
        }
    }
    for color in Color::ALL {
        pawns(board, color, &mut |term, n| count(term, sign(color) * n));
        let enemy = attacked[!color as usize];
        let king_zone_attacked = king(board, color, enemy, &mut |term, n| {
            count(term, sign(color) * n)
        });
        let bishops = board.by_piece(Piece::new(color, Role::Bishop));
        if bishops.more_than_one() {
            count(BISHOP_PAIR, sign(color));
        }
        if pos.variant() == Variant::Suction {
            if let Some(term) = suction_pull(pos, color) {
                count(term, sign(color));
            }
        }
        let mut count = |term, n| count(term, sign(color) * n);
        if matches!(pos.variant(), Variant::Standard | Variant::GiveAndTake) {
            threats(
                board,
                color,
                &attacked,
                &attacked_by[color as usize],
                &mut count,
            );
        }
        if chess {
            rooks(board, color, &mut count);
            if let Some(attacked) = king_zone_attacked {
                count(KING_ZONE_COUNT + attacked.min(7), 1);
            }
            let enemy = &attacked_by_piece[!color as usize];
            let defended = attacked[color as usize];
            attacks::danger(board, color, enemy, defended, &mut |term, n| {
                count(DANGER + term, n)
            });
        }
    }
}

/// Which of the threat terms' attackers a role is: pawn, minor piece or rook.
fn attacker_class(role: Role) -> Option<usize> {
    match role {
        Role::Pawn => Some(0),
        Role::Knight | Role::Bishop => Some(1),
        Role::Rook => Some(2),
        _ => None,
    }
}

/// The enemy pieces `color` attacks: by its pawns, minor pieces and rooks, by victim; and
/// those the enemy does not defend. `attacked` holds every square each side attacks.
fn threats(
    board: &Board,
    color: Color,
    attacked: &[Bitboard; 2],
    by_class: &[Bitboard; 3],
    count: &mut impl FnMut(usize, i32),
) {
    let defended = attacked[!color as usize];
    let targets = board.by_color(!color) & attacked[color as usize];
    for sq in targets {
        let Some(victim) = board.role_at(sq).map(|r| r as usize) else {
            continue;
        };
        if victim >= CHESS_ROLES {
            continue;
        }
        for (class, squares) in by_class.iter().enumerate() {
            if squares.contains(sq) {
                count(THREAT + class * CHESS_ROLES + victim, 1);
            }
        }
        if !defended.contains(sq) {
            count(HANGING + victim, 1);
        }
    }
}

/// `color`'s rooks on files without its own pawns: open (no pawns at all) or half open.
fn rooks(board: &Board, color: Color, count: &mut impl FnMut(usize, i32)) {
    let pawns = board.by_role(Role::Pawn);
    let ours = board.by_piece(Piece::new(color, Role::Pawn));
    for sq in board.by_piece(Piece::new(color, Role::Rook)) {
        let file = Bitboard::file(sq.file());
        if (file & pawns).is_empty() {
            count(ROOK_OPEN, 1);
        } else if (file & ours).is_empty() {
            count(ROOK_HALF_OPEN, 1);
        }
    }
}

/// Suction: the enemy piece that would pull `color`'s king nearest to the king's losing rank
/// (it lands on the capturer's square), by how many ranks that square is from the losing rank,
/// and apart for whether the puller has the move (it pulls now; at 0 that wins) or the king's
/// side has it (the king may step away). The search judges Suction's positions as they stand,
/// so which side is to move decides more than in the other variants.
fn suction_pull(pos: &Position, color: Color) -> Option<usize> {
    let nearest = super::suction::nearest_puller(pos.board(), color)? as usize;
    let puller_to_move = usize::from(pos.turn() != color);
    Some(SUCTION_PULL + puller_to_move * 8 + nearest.min(7))
}

fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The square as its owner sees it: the rank counted from its own back rank.
fn relative(sq: Square, color: Color, board: &Board) -> usize {
    let rank = match color {
        Color::White => sq.rank(),
        Color::Black => board.height() - 1 - sq.rank(),
    };
    usize::from(rank) * 8 + usize::from(sq.file())
}

/// Passed, doubled and isolated pawns of `color`.
fn pawns(board: &Board, color: Color, count: &mut impl FnMut(usize, i32)) {
    let ours = board.by_piece(Piece::new(color, Role::Pawn));
    let theirs = board.by_piece(Piece::new(!color, Role::Pawn));
    for sq in ours {
        let file = sq.file();
        let neighbours = adjacent_files(file);
        if (ours & neighbours).is_empty() {
            count(ISOLATED, 1);
        }
        let ahead = ahead_of(sq, color);
        if (ours & ahead & Bitboard::file(file)).any() {
            count(DOUBLED, 1);
        }
        let span = ahead & (neighbours | Bitboard::file(file));
        if (theirs & span).is_empty() {
            count(PASSED + relative(sq, color, board) / 8, 1);
        }
    }
}

/// Pawns in front of `color`'s king, and the squares around it that `enemy` (the squares the
/// other side attacks) covers; returns how many those are, `None` without a king.
fn king(
    board: &Board,
    color: Color,
    enemy: Bitboard,
    count: &mut impl FnMut(usize, i32),
) -> Option<usize> {
    let king = board.kings(color).first()?;
    let zone = king_attacks(king) & board.mask();
    let ours = board.by_piece(Piece::new(color, Role::Pawn));
    let front = zone & ahead_of(king, color);
    count(SHELTER, (front & ours).count() as i32);
    let attacked = (zone & enemy).count() as usize;
    count(KING_ZONE, attacked as i32);
    Some(attacked)
}

fn adjacent_files(file: u8) -> Bitboard {
    let left = if file > 0 {
        Bitboard::file(file - 1)
    } else {
        Bitboard::EMPTY
    };
    let right = if file < 7 {
        Bitboard::file(file + 1)
    } else {
        Bitboard::EMPTY
    };
    left | right
}

/// The squares on the ranks ahead of `sq`, as `color` moves.
fn ahead_of(sq: Square, color: Color) -> Bitboard {
    let rank = u32::from(sq.rank());
    match color {
        Color::White if rank < 7 => Bitboard(!0u64 << (8 * (rank + 1))),
        Color::Black if rank > 0 => Bitboard(!0u64 >> (8 * (8 - rank))),
        _ => Bitboard::EMPTY,
    }
}

/// The terms' score for White, blended by `phase`.
pub fn score(pos: &Position, weights: &Weights) -> i32 {
    let (mut mg, mut eg) = (0, 0);
    each(pos, &mut |term, n| {
        mg += weights[term].0 * n;
        eg += weights[term].1 * n;
    });
    let phase = phase(pos);
    (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE
}

/// Weights as `kibitz tune` writes them: a line per term that is not zero, "<term> <mg> <eg>".
pub fn parse(text: &str) -> Result<Box<Weights>, String> {
    let mut weights = Box::new([(0, 0); TERMS]);
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("line {}: '{line}' is not '<term> <mg> <eg>'", number + 1);
        let fields: Vec<i64> = line
            .split_whitespace()
            .map(|f| f.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        match fields[..] {
            [term, mg, eg] if (0..TERMS as i64).contains(&term) => {
                weights[term as usize] = (mg as i32, eg as i32);
            }
            _ => return Err(bad()),
        }
    }
    Ok(weights)
}

/// The text [`parse`] reads.
pub fn write(weights: &Weights) -> String {
    let mut out = String::new();
    for (term, &(mg, eg)) in weights.iter().enumerate() {
        if (mg, eg) != (0, 0) {
            out.push_str(&format!("{term} {mg} {eg}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms_of(variant: Variant, fen: &str) -> Vec<(usize, i32)> {
        let pos = Position::from_fen(variant, fen).unwrap();
        let mut found = Vec::new();
        each(&pos, &mut |term, n| found.push((term, n)));
        found.retain(|&(term, _)| (SUCTION_PULL..THREAT).contains(&term));
        found
    }

    #[test]
    fn suctions_pull_is_counted_by_distance_and_by_who_has_the_move() {
        // Black's rook on White's losing rank attacks White's king; White's rook would pull
        // Black's king to four ranks above Black's losing rank.
        let fen = |turn| format!("k3r3/8/8/R7/4K3/8/8/8 {turn} - - 0 1");
        let white_to_move = terms_of(Variant::Suction, &fen('w'));
        assert_eq!(
            white_to_move,
            vec![(SUCTION_PULL, 1), (SUCTION_PULL + 8 + 4, -1)]
        );
        let black_to_move = terms_of(Variant::Suction, &fen('b'));
        assert_eq!(
            black_to_move,
            vec![(SUCTION_PULL + 8, 1), (SUCTION_PULL + 4, -1)]
        );
        // Kings never pull, and the other variants have no such term.
        assert!(terms_of(Variant::Suction, "8/8/8/3k4/4K3/8/8/8 w - - 0 1").is_empty());
        let white_in_check = "k3r3/8/8/8/4K3/8/8/8 w - - 0 1";
        assert!(terms_of(Variant::Standard, white_in_check).is_empty());
    }

    #[test]
    fn chess_threats_open_files_and_the_king_zone_are_counted_for_each_side() {
        // White's pawn on d4 attacks Black's knight on e5, which nothing defends; White's
        // rook stands on the open a-file, Black's on the half-open h-file (White's h-pawn).
        let fen = "6kr/5pp1/8/4n3/3P4/8/5PPP/R5K1 w - - 0 1";
        let terms = |variant| {
            let mut found = Vec::new();
            let pos = Position::from_fen(variant, fen).unwrap();
            each(&pos, &mut |term, n| found.push((term, n)));
            found
        };
        let found = terms(Variant::Standard);
        let knight = Role::Knight as usize;
        assert!(found.contains(&(THREAT + knight, 1)), "{found:?}");
        assert!(found.contains(&(HANGING + knight, 1)), "{found:?}");
        assert!(found.contains(&(ROOK_OPEN, 1)) && found.contains(&(ROOK_HALF_OPEN, -1)));
        // Black's rook attacks h2, next to White's king; White attacks nothing next to Black's.
        assert!(found.contains(&(KING_ZONE_COUNT + 1, 1)));
        assert!(found.contains(&(KING_ZONE_COUNT, -1)));
        // Give & Take counts the threats alone (its capture phase's moves); the other
        // variants' fits have no such terms, and do not pay for them.
        let give_and_take = terms(Variant::GiveAndTake);
        let counted = |term| give_and_take.contains(&(term, 1));
        assert!(counted(THREAT + knight) && counted(HANGING + knight));
        assert!(give_and_take.iter().all(|&(term, _)| term < ROOK_OPEN));
        let suction = terms(Variant::Suction);
        assert!(suction.iter().all(|&(term, _)| term < THREAT));
    }

    #[test]
    fn chess_counts_each_pieces_safe_squares_and_what_bears_on_each_king() {
        // Black's queen on h4 attacks f2, h2 and h1 next to White's king, and could check it
        // from g4 or g5, which White does not attack (g3 is its pawn's, h2 and h1 its king's).
        // White's rook could check from e8, which Black does not attack.
        let fen = "6k1/8/8/8/7q/8/5P2/4R1K1 w - - 0 1";
        let pos = Position::from_fen(Variant::Standard, fen).unwrap();
        let mut found = Vec::new();
        each(&pos, &mut |term, n| found.push((term, n)));
        found.retain(|&(term, _)| term >= MOBILITY_TABLE);
        let (rook, queen) = (2, 3);
        let danger = |term| DANGER + term;
        let expected = vec![
            // The rook reaches 12 squares; the queen 20, but g3 is the pawn's.
            (MOBILITY_TABLE + attacks::mobility_term(rook, 12), 1),
            (MOBILITY_TABLE + attacks::mobility_term(queen, 19), -1),
            (danger(queen), 3),
            (danger(4 + queen), 2),
            (danger(4 + rook), -1),
        ];
        assert_eq!(found, expected);
        // No other variant counts them.
        let suction = Position::from_fen(Variant::Suction, fen).unwrap();
        each(&suction, &mut |term, _| assert!(term < MOBILITY_TABLE));
    }
}
