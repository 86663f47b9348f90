//! The board drawn in text, for terminals and clients without images.

use crate::rules::{Color, Hand, Piece, Position, Square};

/// A diagram of the board (White at the bottom), with the hands and whose turn it is.
///
/// ```text
///   +-----------------+
/// 8 | r n b q k b n r |
/// ...
/// 1 | R N B Q K B N R |
///   +-----------------+
///     a b c d e f g h
/// ```
pub fn board_text(pos: &Position) -> String {
    let board = pos.board();
    let (w, h) = (board.width(), board.height());
    let rule = format!("  +{}+\n", "-".repeat(2 * w as usize + 1));
    let mut out = String::new();
    if pos.variant().has_hands() {
        out.push_str(&hand_line(pos.hand(Color::Black), Color::Black));
    }
    out.push_str(&rule);
    for rank in (0..h).rev() {
        out.push_str(&format!("{} |", rank + 1));
        for file in 0..w {
            let c = board
                .piece_at(Square::new(rank * 8 + file))
                .map_or('.', Piece::char);
            out.push(' ');
            out.push(c);
        }
        out.push_str(" |\n");
    }
    out.push_str(&rule);
    out.push_str("   ");
    for file in 0..w {
        out.push(' ');
        out.push((b'a' + file) as char);
    }
    out.push('\n');
    if pos.variant().has_hands() {
        out.push_str(&hand_line(pos.hand(Color::White), Color::White));
    }
    out
}

fn hand_line(hand: &Hand, color: Color) -> String {
    let pieces: Vec<String> = Hand::ROLES
        .iter()
        .filter(|&&r| hand.count(r) > 0)
        .map(|&r| format!("{}x{}", Piece::new(color, r).char(), hand.count(r)))
        .collect();
    let shown = if pieces.is_empty() {
        "empty".to_string()
    } else {
        pieces.join(" ")
    };
    format!("  {color} hand: {shown}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn start_position_and_a_shrunk_board() {
        let text = board_text(&Position::start(Variant::Standard));
        assert!(text.contains("8 | r n b q k b n r |") && text.contains("    a b c d e f g h"));
        let shrunk = Position::from_fen(Variant::Shrink, "K1p1k/1P3 w - - 0 1").unwrap();
        assert_eq!(
            board_text(&shrunk),
            "  +-----------+\n2 | K . p . k |\n1 | . P . . . |\n  +-----------+\n    a b c d e\n"
        );
        let hands = board_text(&Position::start(Variant::TradeUp));
        assert!(hands.contains("black hand: qx1 rx2 bx2 nx2 px8"));
    }
}
