//! What is said to a user whose command was refused: every [`Refusal`], and a tournament's;
//! and what is said when the database failed ([`NotDone::Failed`]).
//! Each says what stands in the way and, where there is one, what to do instead.

use super::fluent::t;
use super::{date, games, link, list, moves, piece, puzzles, side, teams, variant, Tr};
use crate::game::handled::{ChallengeAction, NotDone, Refusal};
use crate::game::tournaments::told::TournamentRefusal;
use crate::rules::Variant;
use crate::store::{Offer, StoreError, TournamentState};

/// What is said to a user whose command was refused.
pub(in crate::game) fn refusal(tr: Tr, refusal: &Refusal) -> String {
    use Refusal::*;
    match refusal {
        Usage(usage) => super::unreadable(tr.0, usage),
        Tournament(why) => tournament(tr, why),
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
        OutOfTime => t!(tr, "move-out-of-time"),
        WidgetsInMatrixRooms => t!(tr, "widgets-in-matrix-rooms"),
        WidgetForModerators => t!(tr, "widget-for-moderators"),
        PositionMoved => t!(tr, "position-moved"),
        PickExpired => t!(tr, "pick-expired"),
        NoBoardPages => t!(tr, "no-board-pages"),
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
    }
}

/// What is said to a user whose command was not carried out: why it was refused, or that the
/// database failed and nothing was done.
pub(in crate::game) fn not_done(tr: Tr, not_done: &NotDone) -> String {
    match not_done {
        NotDone::Refused(why) => refusal(tr, why),
        NotDone::Failed(StoreError::AlreadyHandled) => t!(tr, "already-handled"),
        NotDone::Failed(StoreError::Unavailable(_)) => t!(tr, "unreachable"),
        NotDone::Failed(_) => t!(tr, "not-saved"),
    }
}

/// Why a tournament command was refused.
fn tournament(tr: Tr, why: &TournamentRefusal) -> String {
    use TournamentRefusal as R;
    match why {
        R::NoneHere => t!(tr, "tournament-none-here"),
        R::NoSuch(id) => t!(tr, "tournament-no-such", id = id.0),
        R::Which(several) => {
            let items: Vec<String> = several
                .iter()
                .map(|(id, name)| t!(tr, "tournament-which-item", name = name.as_str(), id = id.0))
                .collect();
            t!(tr, "tournament-which", list = list(tr, &items))
        }
        R::OrganisersOnly => t!(tr, "tournament-organisers-only"),
        R::NotOrganiser(name) => t!(tr, "tournament-not-organiser", name = name.as_str()),
        R::AlreadyIn(name) => t!(tr, "tournament-already-in", name = name.as_str()),
        R::NotIn(name) => t!(tr, "tournament-not-in", name = name.as_str()),
        R::Full { name, max } => t!(tr, "tournament-full", name = name.as_str(), max = *max),
        R::NotOpen(name, TournamentState::Running) => {
            t!(tr, "tournament-under-way", name = name.as_str())
        }
        R::NotOpen(name, s) => t!(
            tr,
            "tournament-not-open",
            name = name.as_str(),
            state = super::tournaments::state(tr, *s)
        ),
        R::NotRunning(name, s) => t!(
            tr,
            "tournament-not-running",
            name = name.as_str(),
            state = super::tournaments::state(tr, *s)
        ),
        R::NotToStart(name, s) => t!(
            tr,
            "tournament-not-to-start",
            name = name.as_str(),
            state = super::tournaments::state(tr, *s)
        ),
        R::TooFewPlayers { name, players } => t!(
            tr,
            "tournament-too-few",
            name = name.as_str(),
            players = *players
        ),
        R::TooManyRounds { rounds, players } => t!(
            tr,
            "tournament-too-many-rounds",
            rounds = *rounds,
            players = *players
        ),
        R::RoundsForRoundRobin(format) => t!(
            tr,
            "tournament-rounds-for-round-robin",
            format = super::tournaments::format_name(tr, *format)
        ),
        R::NoSuchRound { round, paired } => t!(
            tr,
            "tournament-no-such-round",
            round = *round,
            paired = *paired
        ),
        R::NothingPaired(name) => t!(tr, "tournament-nothing-paired", name = name.as_str()),
        R::AlreadyWithdrawn(name) => t!(tr, "tournament-already-withdrawn", name = name.as_str()),
    }
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
    use crate::rules::Role;
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
        ];
        for (r, text) in cases {
            assert_eq!(refusal(Tr::EN, &r), text);
        }
        assert_eq!(
            not_done(
                Tr::EN,
                &NotDone::Failed(StoreError::Unavailable("gone".into()))
            ),
            "The database is unreachable, so nothing was done; try again shortly."
        );
    }
}
