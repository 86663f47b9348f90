//! Every event of [`crate::game::events`] in words: the one place that turns what a use case
//! said into the text of a reply.

use super::Tr;
use super::{
    analysis, challenges, games, info, maps, offers, premoves, puzzles, ratings, teams,
    tournaments, vacation,
};
use crate::game::events::{Event, Said};

/// The words of `said`: its events' sentences, one after the other; a page's link on a line
/// of its own.
pub(in crate::game) fn said(tr: Tr, said: &Said) -> String {
    let mut text = String::new();
    for event in &said.0 {
        let sentence = say(tr, event);
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
pub(in crate::game) fn say(tr: Tr, event: &Event) -> String {
    match event {
        Event::ChallengeMade(ch) => challenges::made(tr, ch),
        Event::ChallengedYou(ch) => challenges::to_you(tr, ch),
        Event::ChallengesWaiting(waiting) => challenges::waiting(tr, waiting),
        Event::GameBegins(row) => challenges::game_begins(tr, row),
        Event::ChallengeDeclined { by, challenge } => challenges::declined(tr, by, challenge),
        Event::ChallengeWithdrawn(ch) => challenges::withdrawn(tr, ch),
        Event::ChallengeExpired(ch) => challenges::expired(tr, ch),
        Event::MovePlayed(played) => super::move_played(tr, played),
        Event::PageLink { of, url } => super::pages::link(tr, *of, url.as_deref()),
        Event::PlayedThenMovedOn { mover, notation } => {
            games::played_then_moved_on(tr, mover, notation)
        }
        Event::Ended { how, row, outcome } => games::ended(tr, how, row, *outcome),
        Event::EndedDirect { row, outcome } => games::ended_direct(tr, row, *outcome),
        Event::Reminder {
            row,
            to_move,
            opponent,
            left,
        } => games::reminder(tr, row, to_move, opponent, *left),
        Event::ReminderDirect {
            row,
            opponent,
            left,
        } => games::reminder_direct(tr, row, opponent, *left),
        Event::YourMoveDirect {
            why,
            row,
            opponent,
            left,
        } => games::your_move_direct(tr, why, row, opponent, *left),
        Event::Owed { not_played } => games::owed(tr, not_played.as_deref()),
        Event::OfferMade { kind, by, to } => offers::made(tr, *kind, by, to),
        Event::OfferDeclined { kind, by } => offers::declined(tr, *kind, by),
        Event::OfferToBot { kind, by } => offers::to_bot(tr, *kind, by),
        Event::BotTakebacksUnrated => super::fluent::t!(tr, "bot-takebacks-unrated"),
        Event::TakenBack {
            by,
            moves,
            to_move,
            color,
        } => offers::taken_back(tr, by, moves, to_move, *color),
        Event::PremoveLines { game, lines } => premoves::listing(tr, *game, lines),
        Event::PremoveStored { game, lines } => premoves::stored(tr, *game, lines),
        Event::PremovesCleared { game, count } => premoves::cleared(tr, *game, *count),
        Event::PremoveNotInPublic(game) => premoves::not_in_public(tr, *game),
        Event::PremoveSendHere(game) => premoves::send_them_here(tr, *game),
        Event::NotifySettings { saved, settings } => games::notify_settings(tr, *saved, *settings),
        Event::VacationStatus { until, used } => vacation::status(tr, *until, *used),
        Event::VacationStarted {
            until,
            paused,
            used,
        } => vacation::started(tr, *until, *paused, *used),
        Event::VacationEnded { used } => vacation::ended(tr, *used),
        Event::Board {
            row,
            to_move,
            outcome,
            away,
        } => info::board(tr, row, *to_move, *outcome, away),
        Event::Games(lines) => info::games(tr, lines),
        Event::Next { row, left, away } => info::next(tr, row, *left, away),
        Event::History {
            row,
            moves,
            outcome,
            movetext,
            pgn,
        } => info::history(tr, row, *moves, *outcome, movetext, pgn),
        Event::RecordCaption(game) => info::record_caption(tr, *game),
        Event::Replay { row, plies } => info::replay(tr, row, *plies),
        Event::ReplayCaption { row, plies } => info::replay_caption(tr, row, *plies),
        Event::Exported { count } => info::exported(tr, *count),
        Event::ExportCaption { player, count } => info::export_caption(tr, player, *count),
        Event::MovesListed {
            asked,
            count,
            listed,
            mover,
            color,
        } => maps::listed(tr, *asked, *count, listed, mover, *color),
        Event::MapCaption { asked, count } => maps::map_caption(tr, *asked, *count),
        Event::BestRatings {
            variant,
            in_server,
            top,
            me,
            levels,
        } => ratings::best(tr, *variant, *in_server, top, me.as_ref(), levels),
        Event::PlayerRatings {
            player,
            in_server,
            ranked,
            against_bot,
            puzzles,
        } => ratings::of_player(tr, player, *in_server, ranked, against_bot, puzzles),
        Event::WhichRules => info::which_rules(tr, &super::help::variants(tr)),
        Event::Rules { variant, topics } => info::rules(tr, *variant, topics),
        Event::Rule { variant, topic } => info::rule(tr, *variant, topic),
        Event::DiagramCaption { variant, topic } => info::diagram_caption(tr, *variant, topic),
        Event::Variants => super::help::variants(tr),
        Event::Help(topic) => super::help::help(tr, topic.as_deref()),
        Event::Languages {
            mine,
            room,
            saved,
            from_client,
        } => super::languages(tr, *mine, *room, *saved, *from_client),
        Event::Analysis(report) => analysis::report(tr, report),
        Event::Analysing { id, done, total } => analysis::progress(tr, *id, *done, *total),
        Event::GraphCaption(id) => analysis::graph_caption(tr, *id),
        Event::KeyMomentCaption { id, moment } => analysis::key_caption(tr, *id, moment),
        Event::Puzzle(event) => puzzles::say(tr, event),
        Event::Tournament(event) => tournaments::say(tr, event),
        Event::Team(event) => teams::say(tr, event),
    }
}
