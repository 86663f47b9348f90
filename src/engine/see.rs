//! Static exchange evaluation: what a capture wins once every piece that can take part on its
//! square has recaptured, cheapest first, each side free to stop when going on would lose.
//! It holds where captured pieces leave the board and the board stays as it is (standard
//! chess, Trade-up); [`super::pruning::Pruning::exchanges`] says where the search uses it.

use super::eval::value;
use crate::rules::{Move, Position, Role};

/// A king takes part last, and only when nothing of the other side can take it back.
const KING: i32 = 20_000;

/// The roles in the order they are sent into an exchange: the cheapest first.
const CHEAPEST_FIRST: [Role; 7] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::UpsideDownRook,
    Role::Queen,
    Role::King,
];

fn worth(role: Role) -> i32 {
    if role == Role::King {
        KING
    } else {
        value(role)
    }
}

/// What `mv`, a capture or a quiet move, wins or loses on its square for the side playing
/// it, in centipawns: the victim, minus the mover if the square is defended and taking it back
/// pays, and so on. Other kinds of move (promotions, en passant, drops) count as even.
pub fn exchange(pos: &Position, mv: Move) -> i32 {
    let board = pos.board();
    let (from, to, role) = match mv {
        Move::Normal {
            from,
            to,
            role,
            promotion: None,
            ..
        } => (from, to, role),
        _ => return 0,
    };
    let victim = board.role_at(to).map_or(0, worth);
    let mut gains = [0i32; 32];
    gains[0] = victim;
    let mut depth = 0;
    let mut occupied = board.occupied().without(from);
    let mut on_square = worth(role);
    let mut side = !pos.turn();
    loop {
        let attackers = board.attackers_to(to, side, occupied) & occupied;
        let Some((sq, next)) = CHEAPEST_FIRST.iter().find_map(|&r| {
            (attackers & board.by_role(r))
                .first()
                .map(|sq| (sq, worth(r)))
        }) else {
            break;
        };
        depth += 1;
        gains[depth] = on_square - gains[depth - 1];
        if depth == gains.len() - 1 {
            break;
        }
        occupied = occupied.without(sq);
        on_square = next;
        side = !side;
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn exchange_of(fen: &str, mv: &str) -> i32 {
        let pos = Position::from_fen(Variant::Standard, fen).unwrap();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == mv)
            .unwrap();
        exchange(&pos, mv)
    }

    #[test]
    fn an_undefended_piece_is_won_whole() {
        assert_eq!(exchange_of("4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1", "d1d5"), 500);
    }

    #[test]
    fn a_defended_pawn_taken_by_a_queen_loses_the_queen() {
        assert_eq!(
            exchange_of("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"),
            100 - 900
        );
    }

    #[test]
    fn pieces_behind_the_first_attacker_take_part() {
        // Rooks doubled on the d-file against a rook and a pawn guarding d5: the rook takes
        // the knight and the pawn takes back; the second rook stops, as Black's rook would
        // take it.
        let n = exchange_of("3rk3/8/2p5/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert_eq!(n, 320 - 500);
        // Without Black's rook the second rook wins the pawn back.
        let n = exchange_of("4k3/8/2p5/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5");
        assert_eq!(n, 320 - 500 + 100);
        // An undefended knight behind a battery is simply won.
        assert_eq!(
            exchange_of("4k3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5"),
            320
        );
    }

    #[test]
    fn a_side_stops_when_recapturing_loses() {
        // Bxe5 dxe5 would cost Black nothing: the knight is defended by a pawn, so a bishop
        // takes it for the bishop and gets a pawn's worth less.
        assert_eq!(
            exchange_of("4k3/8/3p4/4n3/8/8/1B6/4K3 w - - 0 1", "b2e5"),
            320 - 330
        );
        // A quiet move onto a square a pawn guards loses the piece.
        assert_eq!(
            exchange_of("4k3/8/3p4/8/8/8/1B6/4K3 w - - 0 1", "b2e5"),
            -330
        );
    }
}
