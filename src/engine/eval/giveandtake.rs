//! Give & Take Chess. In the drop phase every drop but White's first must land on a square the
//! enemy attacks, so the empty squares each side attacks are the other side's room to drop:
//! count them. In the capture phase every move is a capture and a side with none loses, so
//! the captures each side has are its life; material follows (kings are ordinary pieces).

use super::{sign, value};
use crate::rules::bitboard::Bitboard;
use crate::rules::{Board, Color, Hand, Position, Role};

/// A king here is just a piece that moves one step: worth about a minor piece.
fn worth(role: Role) -> i32 {
    match role {
        Role::King => 300,
        role => value(role),
    }
}

pub fn evaluate(pos: &Position) -> i32 {
    let board = pos.board();
    let attacked = |color: Color| attacks(board, color);
    let (white_attacks, black_attacks) = (attacked(Color::White), attacked(Color::Black));
    let mut score: i32 = board
        .pieces()
        .map(|(_, p)| sign(p.color) * worth(p.role))
        .sum();
    for color in Color::ALL {
        let hand: &Hand = pos.hand(color);
        score += sign(color)
            * Hand::ROLES
                .into_iter()
                .map(|r| worth(r) * hand.count(r) as i32)
                .sum::<i32>();
    }
    let captures = |by: Bitboard, targets: Color| (by & board.by_color(targets)).count() as i32;
    let capture_balance =
        captures(white_attacks, Color::Black) - captures(black_attacks, Color::White);
    if pos.in_drop_phase() {
        let empty = !board.occupied() & board.mask();
        // White may drop where Black attacks, and the other way round.
        let room = (empty & black_attacks).count() as i32 - (empty & white_attacks).count() as i32;
        score += 4 * room + 8 * capture_balance;
    } else {
        score += 25 * capture_balance;
    }
    score
}

/// Every square `color` attacks by the capture patterns.
fn attacks(board: &Board, color: Color) -> Bitboard {
    board
        .pieces()
        .filter(|(_, p)| p.color == color)
        .fold(Bitboard::EMPTY, |all, (sq, p)| {
            all | board.attacks_from(sq, p)
        })
}
