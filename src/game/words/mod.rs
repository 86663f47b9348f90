//! The words of replies, in English: what the use cases say happened, in types, becomes
//! words here and nowhere else — every refusal ([`Refusal`], in this file), a move played, the
//! words replies share (sides, results, dates, failures), and one module per area for the
//! rest. A use case builds no sentence, and nothing reads one back.

pub(super) mod analysis;
pub(super) mod challenges;
pub mod fluent;
pub(super) mod games;
pub(super) mod info;
pub(super) mod maps;
mod moves;
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
use crate::rules::{Color, Outcome, Reason, Role, Variant};
use crate::store::{GameRow, Offer, StoreError};
use crate::types::{BoardView, ChannelId, Lang, Platform, Reply};
use chrono::{Datelike, Timelike};
use fluent::t;
pub use fluent::Tr;

/// A message every part of Kibitz may have to say, whatever was asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fixed {
    /// The database cannot be reached: nothing was done.
    Unreachable,
    /// Handling a command failed unexpectedly (a bug, logged): whether it changed anything is
    /// not known, so the user is pointed at the board.
    Failed,
    /// Where a player's answer went when it could not be private where they asked (a Matrix
    /// room that others read).
    SentToDirectRoom,
    /// What a player is asked when they react 🏳️ to their game's board.
    ResignQuestion,
    /// A command that arrived too late.
    Offline,
    /// Commands sent faster than the rate limits allow.
    TooFast,
}

/// The words of `fixed` in `lang`.
pub fn fixed(lang: Lang, fixed: Fixed) -> String {
    Tr(lang).s(match fixed {
        Fixed::Unreachable => "unreachable",
        Fixed::Failed => "failed",
        Fixed::SentToDirectRoom => "sent-to-direct-room",
        Fixed::ResignQuestion => "resign-question",
        Fixed::Offline => "offline",
        Fixed::TooFast => "too-fast",
    })
}

/// The reply when handling a command failed unexpectedly with `error`, which is logged (never
/// shown: it says nothing a user can act on).
pub fn failed(lang: Lang, error: impl std::fmt::Display) -> Reply {
    tracing::error!(error = %error, "handling a command failed");
    Reply::error(fixed(lang, Fixed::Failed))
}

/// What is written under a board: a tournament game's round and board, who is away.
pub(super) fn board_note(tr: Tr, board: &BoardView) -> Option<String> {
    let tournament =
        (board.tournament_board).map(|(round, n)| tournaments::board_caption(tr, round, n));
    let away = vacation::away_caption(tr, &board.away);
    match (tournament, away) {
        (Some(t), Some(a)) => Some(format!("{t} · {a}")),
        (t, a) => t.or(a),
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

pub(super) fn side(tr: Tr, color: Color) -> String {
    tr.s(match color {
        Color::White => "side-white",
        Color::Black => "side-black",
    })
}

/// A variant's name: "Suction Chess".
pub(super) fn variant(tr: Tr, variant: Variant) -> String {
    tr.s(match variant {
        Variant::Standard => "variant-standard",
        Variant::Suction => "variant-suction",
        Variant::Shrink => "variant-shrink",
        Variant::Swapper => "variant-swapper",
        Variant::GiveAndTake => "variant-giveandtake",
        Variant::TradeUp => "variant-tradeup",
    })
}

/// A piece's name in texts: "knight", "Spearman".
pub(super) fn piece(tr: Tr, role: Role) -> String {
    tr.s(match role {
        Role::Pawn => "piece-pawn",
        Role::Knight => "piece-knight",
        Role::Bishop => "piece-bishop",
        Role::Rook => "piece-rook",
        Role::Queen => "piece-queen",
        Role::King => "piece-king",
        Role::Spearman => "piece-spearman",
        Role::Valiant => "piece-valiant",
        Role::Karateka => "piece-karateka",
        Role::Strongman => "piece-strongman",
        Role::Mage => "piece-mage",
        Role::UpsideDownRook => "piece-upside-down-rook",
    })
}

/// Why a game ended, as the end of "wins by ...": "checkmate".
pub(super) fn reason(tr: Tr, reason: Reason) -> String {
    tr.s(match reason {
        Reason::Checkmate => "reason-checkmate",
        Reason::Stalemate => "reason-stalemate",
        Reason::KingSucked => "reason-king-sucked",
        Reason::NoLegalMove => "reason-no-legal-move",
        Reason::InsufficientMaterial => "reason-insufficient-material",
        Reason::ThreefoldRepetition => "reason-threefold-repetition",
        Reason::HundredHalfMoves => "reason-hundred-half-moves",
        Reason::Resignation => "reason-resignation",
        Reason::Timeout => "reason-timeout",
        Reason::Agreement => "reason-agreement",
        Reason::Adjudication => "reason-adjudication",
    })
}

/// "Ann (White) wins by checkmate.", "Draw by agreement."
pub(super) fn result_sentence(tr: Tr, row: &GameRow, outcome: Outcome) -> String {
    let why = reason(tr, outcome.reason);
    match outcome.winner {
        Some(color) => t!(
            tr,
            "result-won",
            winner = row.player(color).name.as_str(),
            side = side(tr, color),
            reason = why
        ),
        None => t!(tr, "result-drawn", reason = why),
    }
}

/// A duration in its largest units: "3 days", "1 hour 5 minutes", "45 seconds".
pub(super) fn duration(tr: Tr, seconds: i64) -> String {
    let s = seconds.max(0);
    let (d, h, m) = (s / 86_400, s % 86_400 / 3600, s % 3600 / 60);
    let unit = |id: &str, n: i64| t!(tr, id, n = n);
    let pair = |larger: String, smaller: String| {
        t!(tr, "duration-pair", larger = larger, smaller = smaller)
    };
    match (d, h, m) {
        (0, 0, 0) => unit("duration-seconds", s),
        (0, 0, m) => unit("duration-minutes", m),
        (0, h, 0) => unit("duration-hours", h),
        (0, h, m) => pair(unit("duration-hours", h), unit("duration-minutes", m)),
        (d, 0, _) => unit("duration-days", d),
        (d, h, _) => pair(unit("duration-days", d), unit("duration-hours", h)),
    }
}

/// The parts of a moment that dates are worded from (UTC).
fn moment(tr: Tr, unix: i64) -> Option<fluent_bundle::FluentArgs<'static>> {
    let t = chrono::DateTime::<chrono::Utc>::from_timestamp(unix, 0)?;
    let mut args = fluent_bundle::FluentArgs::new();
    let weekday = t.weekday().number_from_monday();
    args.set("weekday", tr.s(&format!("weekday-{weekday}")));
    args.set("day", t.day());
    args.set("month", tr.s(&format!("month-{}", t.month())));
    args.set("year", t.year().to_string());
    args.set("time", format!("{:02}:{:02}", t.hour(), t.minute()));
    Some(args)
}

/// A moment as players read it: "Thu 3 Dec 2026, 14:00 UTC".
pub fn date(tr: Tr, unix: i64) -> String {
    moment(tr, unix).map_or_else(|| unix.to_string(), |args| tr.with("date-time", &args))
}

/// A day as players read it: "Thu 3 Dec 2026" (`day` counts days since 1970, UTC).
pub fn day(tr: Tr, day: i64) -> String {
    moment(tr, day * 86_400).map_or_else(|| day.to_string(), |args| tr.with("date-day", &args))
}

/// A day, short enough for the line under a board: "3 Dec".
pub(super) fn short_date(tr: Tr, unix: i64) -> String {
    moment(tr, unix).map_or_else(String::new, |args| tr.with("date-short", &args))
}

/// Items of a list, one after the other: "Ann, Bob".
pub(super) fn list(tr: Tr, items: &[impl AsRef<str>]) -> String {
    let separator = tr.s("list-separator");
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(&separator);
        }
        out.push_str(item.as_ref());
    }
    out
}

/// What is said to a user whose command was refused.
pub(super) fn refusal(tr: Tr, refusal: &Refusal) -> String {
    use Refusal::*;
    match refusal {
        Usage(usage) => usage.clone(),
        Tournament(why) => tournaments::refusal(tr, why),
        Team(why) => teams::refusal(tr, why),
        NoGameInProgress => t!(tr, "no-game-in-progress"),
        PlaysInThreads(threads) => {
            let mut text = t!(tr, "plays-in-threads", count = threads.len());
            for (thread, white, black, v) in threads {
                text.push_str("\n• ");
                text.push_str(&t!(
                    tr,
                    "plays-in-threads-line",
                    white = white.as_str(),
                    black = black.as_str(),
                    variant = variant(tr, *v),
                    link = link(thread)
                ));
            }
            text
        }
        AdjudicateForModerators => t!(tr, "adjudicate-for-moderators"),
        AdjudicateOwnGame => t!(tr, "adjudicate-own-game"),
        LanguageForModerators => t!(tr, "language-for-moderators"),
        NameTheGame(games) => games::name_the_game(tr, games),
        NoGamePlayedHere => t!(tr, "no-game-played-here"),
        NoGameToReplay => t!(tr, "no-game-to-replay"),
        NoFinishedGameHere { playing: true } => t!(tr, "still-playing-here"),
        NoFinishedGameHere { playing: false } => t!(tr, "no-finished-game-here"),
        StillPlayed(id) => t!(tr, "still-played", id = id.0),
        NoPuzzleHere => t!(tr, "no-puzzle-here"),
        DailyForModerators => t!(tr, "daily-for-moderators"),
        NoSuchTheme {
            variant,
            theme,
            themes,
        } => puzzles::no_such_theme(tr, *variant, theme, themes),
        NoPuzzleLeft { variant, theme } => puzzles::none_left(tr, *variant, theme.as_deref()),
        NothingToAnalyse(id) => t!(tr, "nothing-to-analyse", id = id.0),
        NoSuchGame(id) => t!(tr, "no-such-game", id = id.0),
        NoSuchGameHere(id) => t!(tr, "no-such-game-here", id = id.0),
        GameOver(id) => t!(tr, "game-over", id = id.0),
        NotAPlayer { white, black } => t!(
            tr,
            "not-a-player",
            white = white.as_str(),
            black = black.as_str()
        ),
        NotYourTurn { next, color } => t!(
            tr,
            "not-your-turn",
            next = next.as_str(),
            side = side(tr, *color)
        ),
        NoMoveWaiting => t!(tr, "no-move-waiting"),
        Illegal { text, error } => t!(
            tr,
            "illegal",
            text = shown(text, 40),
            error = moves::move_error(tr, error)
        ),
        MoveRaced => t!(tr, "move-raced"),
        PositionMoved => t!(tr, "position-moved"),
        GameChanged => t!(tr, "game-changed"),
        GameChangedLookAtBoard => t!(tr, "game-changed-look"),
        NotOnTheBoard(square) => t!(tr, "not-on-the-board", square = square.to_string()),
        NoPieceOn(square) => t!(tr, "no-piece-on", square = square.to_string()),
        OpponentsPiece {
            square,
            role,
            color,
        } => t!(
            tr,
            "opponents-piece",
            piece = piece(tr, *role),
            square = square.to_string(),
            owner = side(tr, *color),
            to_move = side(tr, !*color)
        ),
        PieceCannotMove { square, role } => t!(
            tr,
            "piece-cannot-move",
            piece = piece(tr, *role),
            square = square.to_string()
        ),
        NoDrop(role) => t!(tr, "no-drop", piece = piece(tr, *role)),
        OwnChallenge => t!(tr, "own-challenge"),
        GameHere { white, black } => t!(
            tr,
            "game-here",
            white = white.as_str(),
            black = black.as_str()
        ),
        GameThere { white, black } => t!(
            tr,
            "game-there",
            white = white.as_str(),
            black = black.as_str()
        ),
        ChallengeYourself => t!(tr, "challenge-yourself"),
        ChallengeWaiting { variant: v, to } => t!(
            tr,
            "challenge-waiting",
            variant = variant(tr, *v),
            to = to.clone().unwrap_or_else(|| tr.s("anyone"))
        ),
        TooManyChallenges(most) => t!(tr, "too-many-challenges", most = *most),
        ChallengedJustNow => t!(tr, "challenged-just-now"),
        NoChallengeToAccept => t!(tr, "no-challenge-to-accept"),
        NoChallengeToDecline => t!(tr, "no-challenge-to-decline"),
        NoChallengeToCancel => t!(tr, "no-challenge-to-cancel"),
        ChallengesForOthers { names, action } => t!(
            tr,
            "challenges-for-others",
            names = list(tr, names),
            action = verb(*action)
        ),
        ChallengeForOther { name, action } => t!(
            tr,
            "challenge-for-other",
            name = name.as_str(),
            action = verb(*action)
        ),
        ChallengeJustTaken => t!(tr, "challenge-just-taken"),
        OpenChallengeNotDeclined => t!(tr, "open-challenge-not-declined"),
        OnlyChallengerCancels(challenger) => t!(
            tr,
            "only-challenger-cancels",
            challenger = challenger.as_str()
        ),
        ChallengeGone => t!(tr, "challenge-gone"),
        NoOwnChallenge => t!(tr, "no-own-challenge"),
        ChallengeNoLongerWaiting => t!(tr, "challenge-no-longer-waiting"),
        NoChallengeFrom(name) => t!(tr, "no-challenge-from", name = name.as_str()),
        NotOffered { kind, by } => match kind {
            Offer::Draw => t!(tr, "draw-not-offered", by = by.as_str()),
            Offer::Takeback => t!(tr, "takeback-not-asked", by = by.as_str()),
        },
        AlreadyOffered { kind, to } => match kind {
            Offer::Draw => t!(tr, "draw-already-offered", to = to.as_str()),
            Offer::Takeback => t!(tr, "takeback-already-asked", to = to.as_str()),
        },
        NothingToDecline { kind, from } => match kind {
            Offer::Draw => t!(tr, "no-draw-offer-from", from = from.as_str()),
            Offer::Takeback => t!(tr, "no-takeback-request-from", from = from.as_str()),
        },
        NoOwnMoveToTakeBack => t!(tr, "no-own-move-to-take-back"),
        NoMoveToTakeBack => t!(tr, "no-move-to-take-back"),
        WhichVariant { topic } => t!(
            tr,
            "which-variant",
            topic = topic.as_str(),
            variants = list(tr, &Variant::ALL.map(|v| format!("`{}`", v.key())))
        ),
        NoSuchTopic {
            variant: v,
            topic,
            topics,
        } => t!(
            tr,
            "no-such-topic",
            variant = variant(tr, *v),
            topic = topic.as_str(),
            topics = list(
                tr,
                &topics.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>()
            )
        ),
        PictureUnavailable => t!(tr, "picture-unavailable"),
        LineNotInPairs => t!(tr, "line-not-in-pairs"),
        LineTooLong(most) => t!(tr, "line-too-long", most = *most),
        YourMoveNow => t!(tr, "your-move-now"),
        LineOutlastsGame { at, text } => {
            t!(tr, "line-outlasts-game", at = *at, text = text.as_str())
        }
        LineIllegal {
            at,
            by,
            text,
            error,
        } => {
            let error = moves::move_error(tr, error);
            match by {
                None => t!(
                    tr,
                    "line-illegal-yours",
                    at = *at,
                    text = shown(text, 20),
                    error = error
                ),
                Some(by) => t!(
                    tr,
                    "line-illegal-theirs",
                    at = *at,
                    by = by.as_str(),
                    text = shown(text, 20),
                    error = error
                ),
            }
        }
        LineStored => t!(tr, "line-stored"),
        LineConflict { after, stored, new } => t!(
            tr,
            "line-conflict",
            after = after.as_str(),
            stored = stored.as_str(),
            new = new.as_str()
        ),
        TooManyLines(most) => t!(tr, "too-many-lines", most = *most),
        GameMovedOn => t!(tr, "game-moved-on"),
        NotOnVacation => t!(tr, "not-on-vacation"),
        OnVacationUntil(until) => t!(tr, "on-vacation-until", until = date(tr, *until)),
        VacationLength(most) => t!(tr, "vacation-length", most = *most),
        VacationDaysLeft {
            left,
            used,
            per_year,
        } => t!(
            tr,
            "vacation-days-left",
            left = *left,
            used = *used,
            per_year = *per_year
        ),
        Store(StoreError::AlreadyHandled) => t!(tr, "already-handled"),
        Store(StoreError::Unavailable(_)) => t!(tr, "unreachable"),
        Store(_) => t!(tr, "not-saved"),
    }
}

/// "ann played e2e4. bob (Black) to move, 3 days left.", "Ann (White) played d7d5, a
/// conditional move. Check! ...", "... Bob (Black) wins by checkmate."
pub(super) fn move_played(tr: Tr, m: &MovePlayed) -> String {
    let notation = m.notation.as_str();
    let mut text = match m.by {
        MoveBy::Player => t!(
            tr,
            "move-played",
            mover = m.mover.as_str(),
            notation = notation
        ),
        MoveBy::Conditional(color) => t!(
            tr,
            "move-played-conditional",
            mover = m.mover.as_str(),
            side = side(tr, color),
            notation = notation
        ),
    };
    match m.outcome {
        Some(outcome) => {
            text.push(' ');
            text.push_str(&result_sentence(tr, &m.row, outcome));
        }
        None => {
            if m.check {
                text.push(' ');
                text.push_str(&t!(tr, "check"));
            }
            text.push(' ');
            text.push_str(&t!(
                tr,
                "to-move-left",
                player = m.row.player(m.to_move).name.as_str(),
                side = side(tr, m.to_move),
                left = duration(tr, m.seconds_left)
            ));
            if let Some(away) = away_note(tr, &m.away) {
                text.push_str(&format!(" {away}."));
            }
        }
    }
    text
}

/// "Bob is on vacation until ...", for the players away in a correspondence game.
pub(super) fn away_note(tr: Tr, away: &[(String, i64)]) -> Option<String> {
    let notes: Vec<String> = away
        .iter()
        .map(|(name, until)| {
            t!(
                tr,
                "away-until",
                name = name.as_str(),
                until = date(tr, *until)
            )
        })
        .collect();
    (!notes.is_empty()).then(|| notes.join(&tr.s("away-separator")))
}

/// Where `language` stands (see [`crate::game::events::Event::Languages`]).
fn languages(
    tr: Tr,
    mine: Option<Lang>,
    room: Option<Lang>,
    saved: bool,
    from_client: bool,
) -> String {
    let name = |lang: Lang| format!("{} (`{}`)", lang.endonym(), lang.code());
    let mut lines = Vec::new();
    if saved {
        lines.push(t!(tr, "language-saved"));
    }
    lines.push(match (mine, from_client) {
        (Some(lang), true) => t!(tr, "language-from-client", language = name(lang)),
        (Some(lang), false) => t!(tr, "language-yours", language = name(lang)),
        (None, _) => t!(
            tr,
            "language-following-room",
            language = name(room.unwrap_or_default())
        ),
    });
    lines.push(match room {
        Some(lang) => t!(tr, "language-room", language = name(lang)),
        None => t!(tr, "language-room-none"),
    });
    let all: Vec<String> = Lang::ALL.into_iter().map(name).collect();
    lines.push(t!(tr, "language-spoken", languages = list(tr, &all)));
    lines.join(" ")
}

/// The key a message selects its verb by.
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
            assert_eq!(super::refusal(Tr::EN, &refusal), text);
        }
    }
}
