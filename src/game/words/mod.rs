//! The words of replies, in the reader's language: what the use cases say happened, in types,
//! becomes words here and nowhere else — a move played, the words replies share (sides,
//! results, dates, durations), the refusals (`refusals.rs`), and one module per area for the
//! rest. Each sentence is a Fluent message of `assets/i18n/<code>/` ([`fluent`]), filled with
//! variables, never assembled from pieces of sentences, so that each language orders its own
//! words. A use case builds no sentence, and nothing reads one back.

pub(super) mod analysis;
pub(super) mod challenges;
mod console;
pub mod fluent;
pub(super) mod games;
#[cfg(test)]
mod golden_test;
mod help;
pub(super) mod info;
pub(super) mod maps;
mod moves;
#[cfg(test)]
mod moves_test;
pub(super) mod offers;
pub(super) mod pages;
pub(super) mod picker;
pub(super) mod play_page;
pub(super) mod premoves;
pub(super) mod puzzles;
pub(super) mod ratings;
mod refusals;
#[cfg(test)]
mod refusals_test;
mod say;
#[cfg(test)]
mod sayings_samples;
#[cfg(test)]
mod sayings_test;
mod status;
pub(super) mod teams;
pub(super) mod tournaments;
mod usage;
pub(super) mod vacation;

pub use console::{console_says, ConsoleSays};
pub(super) use refusals::not_done;
pub(super) use say::said;
pub use status::board_caption;
pub(super) use status::status_line;
pub use usage::unreadable;

use super::events::{MoveBy, MovePlayed};
use crate::game::events::GameView;
use crate::rules::{Color, Outcome, Reason, Role, Variant};
use crate::types::{BoardView, ChannelId, Lang, Platform, Reply, Time};
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
    /// The labels of buttons and of a board's fields, where platforms show them.
    ResignButton,
    MoveButton,
    /// The button under a board for a player's own link to play on its board page.
    PlayOnBoardButton,
    OfferDrawButton,
    NextGameButton,
    ShowSolutionButton,
    AcceptButton,
    DeclineButton,
    JoinButton,
    LeaveButton,
    LastMoveField,
    ToMoveField,
    TimeLeftField,
    /// A resignation by button, asked again, and its answers.
    ResignQuestionShort,
    YesResignButton,
    NoPlayOnButton,
    PlayOn,
    /// Refusals of options Discord's slash commands give.
    TimeRange,
    OneTimeUnit,
    OtherBots,
    BotLevelRange,
    TournamentInThread,
    LevelIsForBot,
    NotifyModeWithEvent,
    VacationDaysOrEnd,
    /// A reply posted without its board (that could not be sent), and where to see it.
    BoardNotShown,
    /// A game begun in a thread whose board could not be posted there.
    BoardNotInThread,
    TeamOptionsStray,
    /// The room's board widget could not be written (Kibitz lacks the power).
    WidgetNotSet,
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
        Fixed::ResignButton => "button-resign",
        Fixed::MoveButton => "button-move",
        Fixed::PlayOnBoardButton => "button-play-on-board",
        Fixed::OfferDrawButton => "button-offer-draw",
        Fixed::NextGameButton => "button-next-game",
        Fixed::ShowSolutionButton => "button-show-solution",
        Fixed::AcceptButton => "button-accept",
        Fixed::DeclineButton => "button-decline",
        Fixed::JoinButton => "button-join",
        Fixed::LeaveButton => "button-leave",
        Fixed::LastMoveField => "field-last-move",
        Fixed::ToMoveField => "field-to-move",
        Fixed::TimeLeftField => "field-time-left",
        Fixed::ResignQuestionShort => "resign-question-short",
        Fixed::YesResignButton => "button-yes-resign",
        Fixed::NoPlayOnButton => "button-no-play-on",
        Fixed::PlayOn => "play-on",
        Fixed::TimeRange => "time-range",
        Fixed::OneTimeUnit => "one-time-unit",
        Fixed::OtherBots => "other-bots",
        Fixed::BotLevelRange => "bot-level-range",
        Fixed::TournamentInThread => "tournament-in-thread",
        Fixed::LevelIsForBot => "level-is-for-bot",
        Fixed::NotifyModeWithEvent => "notify-mode-with-event",
        Fixed::VacationDaysOrEnd => "vacation-days-or-end",
        Fixed::TeamOptionsStray => "team-options-stray",
        Fixed::WidgetNotSet => "widget-not-set",
        Fixed::BoardNotShown => "board-not-shown",
        Fixed::BoardNotInThread => "board-not-in-thread",
    })
}

/// Where a game begun in a thread of its own is, for the one who began it: "The game is in
/// <thread>." (`thread` as the platform links it).
pub fn game_in_thread(lang: Lang, thread: &str) -> String {
    t!(Tr(lang), "game-in-thread", thread = thread)
}

/// The line that ends a text cut short for a message: the whole of it is in `file`.
pub fn whole_text_in_file(lang: Lang, file: &str) -> String {
    t!(Tr(lang), "whole-text-in-file", file = file)
}

/// A game's title as a board's embed shows it: "Ann v Bob · Suction Chess".
pub fn board_title(lang: Lang, white: &str, black: &str, v: Variant) -> String {
    let tr = Tr(lang);
    t!(
        tr,
        "board-title",
        white = white,
        black = black,
        variant = variant(tr, v)
    )
}

/// The time left to move, as a board's field shows it: "2 days 3 hours", or a chess clock's
/// "White 4:53 · Black 5:00".
pub fn time_left(lang: Lang, game: &crate::types::GameSummary) -> Option<String> {
    match (game.clocks, game.seconds_left) {
        (Some(ms), _) => Some(clocks(Tr(lang), ms)),
        (None, Some(seconds)) => Some(duration(Tr(lang), seconds)),
        (None, None) => None,
    }
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
    let clocks = board.clocks.map(|ms| clocks(tr, ms));
    let notes: Vec<String> = [tournament, clocks, away].into_iter().flatten().collect();
    (!notes.is_empty()).then(|| notes.join(" · "))
}

/// "White 4:53 · Black 5:00": what each side has left on a chess clock, [White, Black] in
/// milliseconds.
pub(super) fn clocks(tr: Tr, ms: [i64; 2]) -> String {
    [Color::White, Color::Black]
        .map(|color| {
            let left = clock_face(tr, ms[color as usize]);
            t!(tr, "status-clock", side = side(tr, color), left = left)
        })
        .join(" · ")
}

/// A chess clock's time left as it shows it: "4:53", "1:02:03", "0:07.3" in the last 20
/// seconds (rounded down, as a clock does); days as a duration ("2 days 3 hours").
pub(super) fn clock_face(tr: Tr, ms: i64) -> String {
    let ms = ms.max(0);
    let s = ms / 1000;
    match s {
        86_400.. => duration(tr, s),
        3600.. => format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60),
        20.. => format!("{}:{:02}", s / 60, s % 60),
        _ => format!("0:{:02}.{}", s, ms % 1000 / 100),
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
pub(super) fn result_sentence(tr: Tr, game: &GameView, outcome: Outcome) -> String {
    let why = reason(tr, outcome.reason);
    match outcome.winner {
        Some(color) => t!(
            tr,
            "result-won",
            winner = game.player(color).name.as_str(),
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
pub fn date(tr: Tr, time: Time) -> String {
    let unix = time.unix();
    moment(tr, unix).map_or_else(|| unix.to_string(), |args| tr.with("date-time", &args))
}

/// A day as players read it: "Thu 3 Dec 2026" (`day` counts days since 1970, UTC).
pub fn day(tr: Tr, day: i64) -> String {
    moment(tr, day * 86_400).map_or_else(|| day.to_string(), |args| tr.with("date-day", &args))
}

/// A day, short enough for the line under a board: "3 Dec".
pub(super) fn short_date(tr: Tr, time: Time) -> String {
    moment(tr, time.unix()).map_or_else(String::new, |args| tr.with("date-short", &args))
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

/// "ann played e2e4. bob (Black) to move, 3 days left.", "Ann (White) played d7d5, a
/// conditional move. Check! ...", "... Bob (Black) wins by checkmate."
pub(super) fn move_played(tr: Tr, m: &MovePlayed) -> String {
    let notation = m.san.as_str();
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
            text.push_str(&result_sentence(tr, &m.game, outcome));
        }
        None => {
            if m.check {
                text.push(' ');
                text.push_str(&t!(tr, "check"));
            }
            text.push(' ');
            let left = match m.clocks {
                Some(ms) => clock_face(tr, ms[m.to_move as usize]),
                None => duration(tr, m.seconds_left),
            };
            text.push_str(&t!(
                tr,
                "to-move-left",
                player = m.game.player(m.to_move).name.as_str(),
                side = side(tr, m.to_move),
                left = left
            ));
            if let Some(away) = away_note(tr, &m.away) {
                text.push_str(&format!(" {away}."));
            }
        }
    }
    text
}

/// "Bob is on vacation until ...", for the players away in a correspondence game.
pub(super) fn away_note(tr: Tr, away: &[(String, Time)]) -> Option<String> {
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

/// Where `language` stands (see [`crate::game::events::View::Languages`]).
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

/// A game record's event, its `Event` tag: "Kibitz game 12".
pub(super) fn pgn_event(lang: Lang, id: crate::types::GameId) -> String {
    t!(Tr(lang), "pgn-event", id = id.0.to_string())
}

/// A side's name in `lang` ("White"), for a picture of a position without players.
pub fn side_name(lang: Lang, color: Color) -> String {
    side(Tr(lang), color)
}
