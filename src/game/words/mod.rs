//! The words of replies, in English: what the use cases say happened, in types, becomes
//! words here and nowhere else — every refusal ([`Refusal`], in this file), a move played, the
//! words replies share (sides, results, dates, failures), and one module per area for the
//! rest. A use case builds no sentence, and nothing reads one back.

pub(super) mod analysis;
pub(super) mod challenges;
pub(super) mod games;
pub(super) mod info;
pub(super) mod maps;
pub(super) mod offers;
pub(super) mod pages;
pub(super) mod premoves;
pub(super) mod puzzles;
pub(super) mod ratings;
mod say;
pub(super) mod teams;
pub(super) mod tournaments;
pub(super) mod vacation;

pub(super) use say::said;

use super::events::{MoveBy, MovePlayed};
use super::handled::{ChallengeAction, Refusal};
use crate::rules::{Color, Outcome, Role, Variant};
use crate::store::{GameRow, Offer, StoreError};
use crate::types::{human_duration, BoardView, ChannelId, Platform, Reply};

/// What a user is told while the database cannot be reached.
pub const UNREACHABLE: &str =
    "The database is unreachable, so nothing was done; try again shortly.";

/// What a user is told when handling their command failed unexpectedly (a bug, logged):
/// whether it changed anything is not known, so they are pointed at the board.
pub const FAILED: &str =
    "Something went wrong on Kibitz's side; look at the `board` before trying again.";

/// The reply when handling a command failed unexpectedly with `error`, which is logged (never
/// shown: it says nothing a user can act on).
pub fn failed(error: impl std::fmt::Display) -> Reply {
    tracing::error!(error = %error, "handling a command failed");
    Reply::error(FAILED)
}

/// What is written under a board: a tournament game's round and board, who is away.
pub(super) fn board_note(board: &BoardView) -> Option<String> {
    let tournament =
        (board.tournament_board).map(|(round, n)| tournaments::board_caption(round, n));
    let away = vacation::away_caption(&board.away);
    match (tournament, away) {
        (Some(t), Some(a)) => Some(format!("{t} · {a}")),
        (t, a) => t.or(a),
    }
}

/// The ending of a counted English noun: "" for one, "s" for any other count.
pub(super) fn plural(count: usize) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// How to point at `channel` in a message: on Discord a channel mention, which is a jump
/// link; on Matrix a matrix.to link to the room; on the console its name.
pub(super) fn link(channel: &ChannelId) -> String {
    match channel.platform() {
        Platform::Discord => format!("<#{}>", channel.key()),
        Platform::Matrix => format!("https://matrix.to/#/{}", channel.key()),
        Platform::Console => channel.key().to_string(),
    }
}

pub(super) fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "Ann (White) wins by checkmate", "Draw by agreement".
pub(super) fn result_sentence(row: &GameRow, outcome: Outcome) -> String {
    match outcome.winner {
        Some(color) => format!(
            "{} ({}) wins by {}.",
            row.player(color).name,
            side(color),
            outcome.reason
        ),
        None => format!("Draw by {}.", outcome.reason),
    }
}

/// A moment as players read it: "Thu 3 Dec 2026, 14:00 UTC".
pub fn date(unix: i64) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp(unix, 0)
        .map(|t| t.format("%a %-d %b %Y, %H:%M UTC").to_string())
        .unwrap_or_else(|| unix.to_string())
}

/// A day as players read it: "Thu 3 Dec 2026" (`day` counts days since 1970, UTC).
pub fn day(day: i64) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp(day * 86_400, 0)
        .map(|t| t.format("%a %-d %b %Y").to_string())
        .unwrap_or_else(|| day.to_string())
}

/// Where a player's answer went when it could not be private where they asked (a Matrix room
/// that others read).
pub const SENT_TO_DIRECT_ROOM: &str =
    "Everyone here reads this room, so I sent you the answer in our direct room.";

/// What a player is asked when they react 🏳️ to their game's board.
pub const RESIGN_QUESTION: &str = "Really resign this game? React 🏳️ to this message to confirm.";

/// What a user is told about a command that arrived too late.
pub const OFFLINE: &str = "I was offline when you sent this; please send it again.";

/// What is said to a user whose command was refused.
pub(super) fn refusal(refusal: &Refusal) -> String {
    use Refusal::*;
    match refusal {
        Usage(usage) => usage.clone(),
        Tournament(why) => tournaments::refusal(why),
        Team(why) => teams::refusal(why),
        NoGameInProgress => "There is no game in progress here. Start one with `challenge`.".into(),
        PlaysInThreads(threads) => {
            let mut text = format!(
                "You play {} games in threads of this room; send your command in the thread of the game it is for:",
                threads.len()
            );
            for (thread, white, black, variant) in threads {
                text.push_str(&format!("\n• {white} v {black} ({}): {}", variant.title(), link(thread)));
            }
            text
        }
        AdjudicateForModerators => "Only moderators end other players' games (on Discord Manage Channels or Manage Server; on Matrix a power level of 50). Nothing was changed.".into(),
        AdjudicateOwnGame => "You play in this game, so it is not yours to decide: resign or offer a draw instead. Nothing was changed.".into(),
        NameTheGame(games) => games::name_the_game(games),
        NoGamePlayedHere => "No game has been played here yet. Start one with `challenge`.".into(),
        NoGameToReplay => "No game has been played here yet.".into(),
        NoFinishedGameHere { playing: true } => "The game here is still being played: its analysis comes once it has ended (the engine's help is not for games in progress).".into(),
        NoFinishedGameHere { playing: false } => "No game has ended here yet. Name another with `analysis game:<id>`.".into(),
        StillPlayed(id) => format!("Game {id} is still being played: its analysis comes once it has ended (the engine's help is not for games in progress)."),
        NoPuzzleHere => "There is no puzzle here to solve. `puzzle` shows one.".into(),
        DailyForModerators => "Only moderators turn the daily puzzle on or off (on Discord Manage Server or Manage Channels; on Matrix a power level of 50).".into(),
        NoSuchTheme {
            variant,
            theme,
            themes,
        } => puzzles::no_such_theme(*variant, theme, themes),
        NoPuzzleLeft { variant, theme } => puzzles::none_left(*variant, theme.as_deref()),
        NothingToAnalyse(id) => format!("Game {id} ended before its first move: there is nothing to analyse."),
        NoSuchGame(id) => format!("There is no game {id}."),
        NoSuchGameHere(id) => format!("There is no game {id} here."),
        GameOver(id) => format!("Game {id} is over."),
        NotAPlayer { white, black } => {
            format!("Only the players ({white} and {black}) can do that in this game.")
        }
        NotYourTurn { next, color } => {
            format!("It is not your turn: {next} ({}) is to move.", side(*color))
        }
        NoMoveWaiting => "It is not your move in any game. `games` lists them.".into(),
        Illegal { text, error } => format!("`{}` is not a legal move: {error}.", shown(text, 40)),
        MoveRaced => "The position changed while your move was being checked (another move came first). Look at the `board` and try again.".into(),
        PositionMoved => "The position changed while the move was being thought out.".into(),
        GameChanged => "The game changed just now; try again.".into(),
        GameChangedLookAtBoard => {
            "The game changed just now; look at the `board` and try again.".into()
        }
        NotOnTheBoard(square) => format!("{square} is not on the board."),
        NoPieceOn(square) => format!("There is no piece on {square}."),
        OpponentsPiece {
            square,
            role,
            color,
        } => format!(
            "The {} on {square} is {}'s, and it is {}'s turn.",
            role.name(),
            side(*color),
            side(!*color)
        ),
        PieceCannotMove { square, role } => {
            format!("The {} on {square} has no legal move.", role.name())
        }
        NoDrop(role) => format!("No {} can come from the hand now.", Role::name(*role)),
        OwnChallenge => "That is your own challenge; `cancel` withdraws it.".into(),
        GameHere { white, black } => format!(
            "A game is already being played here ({white} v {black}). Start yours in another channel or thread."
        ),
        GameThere { white, black } => format!(
            "A game is already being played there ({white} v {black}); accept when it is over, or play in another channel."
        ),
        ChallengeYourself => "You cannot challenge yourself.".into(),
        ChallengeWaiting { variant, to } => format!(
            "You already have a challenge waiting here ({} to {}); `cancel` it first.",
            variant.title(),
            to.as_deref().unwrap_or("anyone")
        ),
        TooManyChallenges(most) => format!(
            "{most} challenges are already waiting here; accept one, or wait until some are answered or expire."
        ),
        ChallengedJustNow => "You made a challenge here just now; `cancel` it first.".into(),
        NoChallengeToAccept => {
            "There is no challenge here to accept. Make one with `challenge`.".into()
        }
        NoChallengeToDecline => "There is no challenge here to decline.".into(),
        NoChallengeToCancel => "There is no challenge here to cancel.".into(),
        ChallengesForOthers { names, action } => format!(
            "The challenges here are made to others ({}); only they can {} them.",
            names.join(", "),
            verb(*action)
        ),
        ChallengeForOther { name, action } => format!(
            "This challenge is for {name}; only they can {} it.",
            verb(*action)
        ),
        ChallengeJustTaken => "That challenge was just taken or withdrawn.".into(),
        OpenChallengeNotDeclined => {
            "An open challenge cannot be declined; its challenger withdraws it with `cancel`."
                .into()
        }
        OnlyChallengerCancels(challenger) => {
            format!("Anyone may accept this open challenge; only {challenger} can cancel it.")
        }
        ChallengeGone => "That challenge is already gone.".into(),
        NoOwnChallenge => {
            "You have no challenge waiting here; only a challenger can cancel their challenge."
                .into()
        }
        ChallengeNoLongerWaiting => "That challenge is no longer waiting: it was accepted, withdrawn or expired. `challenges` lists those waiting here.".into(),
        NoChallengeFrom(name) => {
            format!("{name} has no challenge waiting here. `challenges` lists those waiting.")
        }
        NotOffered { kind, by } => match kind {
            Offer::Draw => format!("{by} has not offered a draw. `draw` offers one."),
            Offer::Takeback => format!("{by} has not asked for a takeback."),
        },
        AlreadyOffered { kind, to } => {
            let (already, command) = match kind {
                Offer::Draw => ("You have already offered a draw", "draw"),
                Offer::Takeback => ("You have already asked", "takeback"),
            };
            format!("{already}; {to} can `{command} accept` or `{command} decline`.")
        }
        NothingToDecline { kind, from } => match kind {
            Offer::Draw => format!("There is no draw offer from {from} to decline."),
            Offer::Takeback => format!("There is no takeback request from {from} to decline."),
        },
        NoOwnMoveToTakeBack => "You have no move to take back.".into(),
        NoMoveToTakeBack => "There is no move to take back.".into(),
        WhichVariant { topic } => format!(
            "Which variant's '{topic}'? Say `rules <variant> {topic}`; the variants are {}.",
            Variant::ALL.map(|v| format!("`{}`", v.key())).join(", ")
        ),
        NoSuchTopic {
            variant,
            topic,
            topics,
        } => format!(
            "{} has no topic '{topic}'. Its topics: {}.",
            variant.title(),
            topics
                .iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        PictureUnavailable => "That picture cannot be drawn right now, sorry.".into(),
        LineNotInPairs => "A line is your opponent's move and your reply, in pairs: `premove e7e5 g1f3 b8c6 f1b5`.".into(),
        LineTooLong(most) => format!("A line has at most {most} moves."),
        YourMoveNow => "It is your move: play it with `move`. Conditional moves are for your opponent's turn.".into(),
        LineOutlastsGame { at, text } => {
            format!("The game would be over before move {at} of the line, `{text}`.")
        }
        LineIllegal {
            at,
            by,
            text,
            error,
        } => {
            let whose = by.as_ref().map_or("your".to_string(), |by| format!("{by}'s"));
            format!(
                "Move {at} of the line ({whose} move), `{}`, is not legal there: {error}.",
                shown(text, 20)
            )
        }
        LineStored => "You have stored that line already.".into(),
        LineConflict { after, stored, new } => format!(
            "A stored line answers {after} with {stored}, this one with {new}: one answer per move. `premove clear` first to change it."
        ),
        TooManyLines(most) => {
            format!("You have {most} lines in this game already; `premove clear` first.")
        }
        GameMovedOn => "The game moved on just now; look at the `board` and try again.".into(),
        NotOnVacation => "You are not on vacation.".into(),
        OnVacationUntil(until) => format!(
            "You are on vacation until {} already; `vacation end` first to take another.",
            date(*until)
        ),
        VacationLength(most) => format!("A vacation lasts 1 to {most} days."),
        VacationDaysLeft {
            left,
            used,
            per_year,
        } => format!(
            "You have {left} days of vacation left this year ({per_year} a year, {used} used)."
        ),
        Store(StoreError::AlreadyHandled) => "This message was handled already.".into(),
        Store(StoreError::Unavailable(_)) => UNREACHABLE.into(),
        Store(_) => {
            "Something went wrong saving that, so nothing was changed. Please try again.".into()
        }
    }
}

/// "ann played e2e4. bob (Black) to move, 3 days left.", "Ann (White) played d7d5, a
/// conditional move. Check! ...", "... Bob (Black) wins by checkmate."
pub(super) fn move_played(m: &MovePlayed) -> String {
    let mut text = match m.by {
        MoveBy::Player => format!("{} played {}.", m.mover, m.notation),
        MoveBy::Conditional(color) => format!(
            "{} ({}) played {}, a conditional move.",
            m.mover,
            side(color),
            m.notation
        ),
    };
    match m.outcome {
        Some(outcome) => {
            text.push(' ');
            text.push_str(&result_sentence(&m.row, outcome));
        }
        None => {
            let check = if m.check { " Check!" } else { "" };
            text.push_str(&format!(
                "{check} {} ({}) to move, {} left.",
                m.row.player(m.to_move).name,
                side(m.to_move),
                human_duration(m.seconds_left)
            ));
            if let Some(away) = away_note(&m.away) {
                text.push_str(&format!(" {away}."));
            }
        }
    }
    text
}

/// "Bob is on vacation until ...", for the players away in a correspondence game.
pub(super) fn away_note(away: &[(String, i64)]) -> Option<String> {
    let notes: Vec<String> = away
        .iter()
        .map(|(name, until)| format!("{name} is on vacation until {}", date(*until)))
        .collect();
    (!notes.is_empty()).then(|| notes.join("; "))
}

fn verb(action: ChallengeAction) -> &'static str {
    match action {
        ChallengeAction::Accept => "accept",
        ChallengeAction::Decline => "decline",
    }
}

/// The start of what a user typed, as it is quoted back.
fn shown(text: &str, chars: usize) -> String {
    text.chars().take(chars).collect()
}

#[cfg(test)]
mod tests {
    //! A few golden texts: the words the service's tests and users know, kept as they are.
    use super::*;
    use crate::rules::{Color, MoveError, Square};

    #[test]
    fn refusals_are_worded_from_what_they_carry() {
        let e4: Square = "e4".parse().unwrap();
        let cases = [
            (
                Refusal::NotYourTurn {
                    next: "Bob".into(),
                    color: Color::Black,
                },
                "It is not your turn: Bob (Black) is to move.",
            ),
            (
                Refusal::Illegal {
                    text: "e4e5".repeat(20),
                    error: MoveError::NoPiece(e4),
                },
                "`e4e5e4e5e4e5e4e5e4e5e4e5e4e5e4e5e4e5e4e5` is not a legal move: there is no piece on e4.",
            ),
            (
                Refusal::OpponentsPiece {
                    square: e4,
                    role: Role::Knight,
                    color: Color::White,
                },
                "The knight on e4 is White's, and it is Black's turn.",
            ),
            (
                Refusal::ChallengesForOthers {
                    names: vec!["Ann".into(), "Bob".into()],
                    action: ChallengeAction::Decline,
                },
                "The challenges here are made to others (Ann, Bob); only they can decline them.",
            ),
            (
                Refusal::AlreadyOffered {
                    kind: Offer::Takeback,
                    to: "Bob".into(),
                },
                "You have already asked; Bob can `takeback accept` or `takeback decline`.",
            ),
            (
                Refusal::Store(StoreError::Unavailable("gone".into())),
                "The database is unreachable, so nothing was done; try again shortly.",
            ),
        ];
        for (refusal, text) in cases {
            assert_eq!(super::refusal(&refusal), text);
        }
    }
}
