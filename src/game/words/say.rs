//! Every event of [`crate::game::events`] in words: the one place that turns what a use case
//! said into the text of a reply.

use super::{
    analysis, challenges, games, info, maps, offers, premoves, puzzles, ratings, teams,
    tournaments, vacation,
};
use crate::game::events::{Event, Said};
use crate::game::help;

/// The words of `said`: its events' sentences, one after the other; a page's link on a line
/// of its own.
pub(in crate::game) fn said(said: &Said) -> String {
    let mut text = String::new();
    for event in &said.0 {
        let sentence = say(event);
        if !text.is_empty() {
            text.push(if matches!(event, Event::PageLink { .. }) {
                '\n'
            } else {
                ' '
            });
        }
        text.push_str(&sentence);
    }
    text
}

/// The words of one event.
pub(in crate::game) fn say(event: &Event) -> String {
    match event {
        Event::ChallengeMade(ch) => challenges::made(ch),
        Event::ChallengedYou(ch) => challenges::to_you(ch),
        Event::ChallengesWaiting(waiting) => challenges::waiting(waiting),
        Event::GameBegins(row) => challenges::game_begins(row),
        Event::ChallengeDeclined { by, challenge } => challenges::declined(by, challenge),
        Event::ChallengeWithdrawn(ch) => challenges::withdrawn(ch),
        Event::ChallengeExpired(ch) => challenges::expired(ch),
        Event::MovePlayed(played) => super::move_played(played),
        Event::PageLink { of, url } => super::pages::link(*of, url.as_deref()),
        Event::PlayedThenMovedOn { mover, notation } => {
            games::played_then_moved_on(mover, notation)
        }
        Event::Ended { how, row, outcome } => games::ended(how, row, *outcome),
        Event::EndedDirect { row, outcome } => games::ended_direct(row, *outcome),
        Event::Reminder {
            row,
            to_move,
            opponent,
            left,
        } => games::reminder(row, to_move, opponent, *left),
        Event::ReminderDirect {
            row,
            opponent,
            left,
        } => games::reminder_direct(row, opponent, *left),
        Event::YourMoveDirect {
            why,
            row,
            opponent,
            left,
        } => games::your_move_direct(why, row, opponent, *left),
        Event::Owed { not_played } => games::owed(not_played.as_deref()),
        Event::OfferMade { kind, by, to } => offers::made(*kind, by, to),
        Event::OfferDeclined { kind, by } => offers::declined(*kind, by),
        Event::OfferToBot { kind, by } => offers::to_bot(*kind, by),
        Event::BotTakebacksUnrated => offers::BOT_TAKEBACKS_UNRATED.to_string(),
        Event::TakenBack {
            by,
            moves,
            to_move,
            color,
        } => offers::taken_back(by, moves, to_move, *color),
        Event::PremoveLines { game, lines } => premoves::listing(*game, lines),
        Event::PremoveStored { game, lines } => premoves::stored(*game, lines),
        Event::PremovesCleared { game, count } => premoves::cleared(*game, *count),
        Event::PremoveNotInPublic(game) => premoves::not_in_public(*game),
        Event::PremoveSendHere(game) => premoves::send_them_here(*game),
        Event::NotifySettings { saved, settings } => games::notify_settings(*saved, *settings),
        Event::VacationStatus { until, used } => vacation::status(*until, *used),
        Event::VacationStarted {
            until,
            paused,
            used,
        } => vacation::started(*until, *paused, *used),
        Event::VacationEnded { used } => vacation::ended(*used),
        Event::Board {
            row,
            to_move,
            outcome,
            away,
        } => info::board(row, *to_move, *outcome, away),
        Event::Games(lines) => info::games(lines),
        Event::Next { row, left, away } => info::next(row, *left, away),
        Event::History {
            row,
            moves,
            outcome,
            movetext,
            pgn,
        } => info::history(row, *moves, *outcome, movetext, pgn),
        Event::RecordCaption(game) => info::record_caption(*game),
        Event::Replay { row, plies } => info::replay(row, *plies),
        Event::ReplayCaption { row, plies } => info::replay_caption(row, *plies),
        Event::Exported { count } => info::exported(*count),
        Event::ExportCaption { player, count } => info::export_caption(player, *count),
        Event::MovesListed {
            asked,
            count,
            listed,
            mover,
            color,
        } => maps::listed(*asked, *count, listed, mover, *color),
        Event::MapCaption { asked, count } => maps::map_caption(*asked, *count),
        Event::BestRatings {
            variant,
            in_server,
            top,
            me,
            levels,
        } => ratings::best(*variant, *in_server, top, me.as_ref(), levels),
        Event::PlayerRatings {
            player,
            in_server,
            ranked,
            against_bot,
            puzzles,
        } => ratings::of_player(player, *in_server, ranked, against_bot, puzzles),
        Event::WhichRules => info::which_rules(&help::variants()),
        Event::Rules { variant, topics } => info::rules(*variant, topics),
        Event::Rule { title, text } => info::rule(title, text),
        Event::DiagramCaption(caption) => caption.clone(),
        Event::Variants => help::variants(),
        Event::Help(topic) => help::help(topic.as_deref()),
        Event::Analysis(report) => analysis::report(report),
        Event::Analysing { id, done, total } => analysis::progress(*id, *done, *total),
        Event::GraphCaption(id) => analysis::graph_caption(*id),
        Event::KeyMomentCaption { id, moment } => analysis::key_caption(*id, moment),
        Event::Puzzle(event) => puzzles::say(event),
        Event::Tournament(event) => tournaments::say(event),
        Event::Team(event) => teams::say(event),
    }
}
