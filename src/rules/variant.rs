//! The variants, the hands of Give & Take and Trade-up, and Swapper's setup phase: plain values.

use super::types::Role;
use std::fmt;
use std::str::FromStr;

/// The six games Kibitz hosts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    Standard,
    Suction,
    Shrink,
    Swapper,
    GiveAndTake,
    TradeUp,
}

impl Variant {
    pub const ALL: [Variant; 6] = [
        Variant::Standard,
        Variant::Suction,
        Variant::Shrink,
        Variant::Swapper,
        Variant::GiveAndTake,
        Variant::TradeUp,
    ];

    /// The name used on the command line and in commands: `giveandtake`.
    pub fn key(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Suction => "suction",
            Variant::Shrink => "shrink",
            Variant::Swapper => "swapper",
            Variant::GiveAndTake => "giveandtake",
            Variant::TradeUp => "tradeup",
        }
    }

    /// The name a person reads: "Give & Take Chess".
    /// Whether its games begin from the standard array of pieces (Give & Take and Trade-up
    /// begin with the pieces in hand).
    pub fn starts_from_standard_array(self) -> bool {
        !matches!(self, Variant::GiveAndTake | Variant::TradeUp)
    }

    pub fn title(self) -> &'static str {
        match self {
            Variant::Standard => "Standard Chess",
            Variant::Suction => "Suction Chess",
            Variant::Shrink => "Shrink Chess",
            Variant::Swapper => "Swapper Superheroes Chess",
            Variant::GiveAndTake => "Give & Take Chess",
            Variant::TradeUp => "Trade-up Chess",
        }
    }

    /// The FEN of the starting position.
    pub fn start_fen(self) -> &'static str {
        match self {
            Variant::Standard | Variant::Shrink => {
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
            // No castling in Suction Chess.
            Variant::Suction => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            Variant::Swapper => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup",
            Variant::GiveAndTake => "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
            Variant::TradeUp => "4k3/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1",
        }
    }

    /// Whether the players keep pieces in hand (written in brackets in the FEN).
    pub fn has_hands(self) -> bool {
        matches!(self, Variant::GiveAndTake | Variant::TradeUp)
    }

    /// Whether the board loses emptied edge ranks and files (and so may be smaller than 8x8).
    pub fn board_shrinks(self) -> bool {
        self == Variant::Shrink
    }

    /// Whether rooks may castle with the king.
    pub fn has_castling(self) -> bool {
        matches!(self, Variant::Standard | Variant::Shrink | Variant::Swapper)
    }

    /// Whether a pawn's double step may be taken en passant.
    pub fn has_en_passant(self) -> bool {
        self != Variant::GiveAndTake
    }

    /// Whether the game starts with a setup phase (the seventh FEN field).
    pub fn has_setup_phase(self) -> bool {
        self == Variant::Swapper
    }

    /// Whether pieces of `role` exist in this variant: the swappers only in Swapper
    /// Superheroes, the upside-down rook only in Trade-up.
    pub fn has_role(self, role: Role) -> bool {
        if Role::SWAPPERS.contains(&role) {
            self == Variant::Swapper
        } else {
            role != Role::UpsideDownRook || self == Variant::TradeUp
        }
    }

    /// Whether a king may never be left attacked (check and checkmate exist).
    pub fn has_royal_king(self) -> bool {
        !matches!(self, Variant::Suction | Variant::GiveAndTake)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant '{0}' (choose standard, suction, shrink, swapper, giveandtake or tradeup)"
)]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let key: String = s
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect();
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == key || (key == "chess" && *v == Variant::Standard))
            .ok_or_else(|| ParseVariantError(s.chars().take(32).collect()))
    }
}

/// Pieces in one player's hand: a count per role (pawn to king). Hands may hold more than
/// their starting count (Trade-up sends promoted pieces back).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand([u8; 6]);

impl Hand {
    /// The roles a hand can hold, in FEN order.
    pub const ROLES: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    pub fn count(&self, role: Role) -> u8 {
        self.0.get(role.index()).copied().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    /// Adds one piece; `false` if the role cannot be held or the count would overflow.
    pub fn add(&mut self, role: Role) -> bool {
        match self.0.get_mut(role.index()) {
            Some(n) if *n < u8::MAX => {
                *n += 1;
                true
            }
            _ => false,
        }
    }

    /// # Panics
    /// If the hand holds no piece of `role` (callers check first).
    pub fn take(&mut self, role: Role) {
        let n = &mut self.0[role.index()];
        assert!(*n > 0, "hand holds no {role}");
        *n -= 1;
    }
}

/// Where a Swapper Superheroes game stands in its setup phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SwapperSetup {
    /// White may drop another swapper on rank 3, or make a normal move to end the setup.
    Open,
    /// Black must drop this kind on rank 6.
    Reply(Role),
    /// The game proper (and every other variant).
    Over,
}
