//! Everything [`crate::game::events`] can say, in words: the one place that turns what a use
//! case said into the text of a reply.

use super::Tr;
use super::{
    analysis, challenges, games, info, maps, offers, premoves, puzzles, ratings, teams,
    tournaments, vacation,
};
use crate::game::events::{Caption, Event, Said, Saying, View};

/// The words of `said`: its sentences, one after the other; a page's link on a line of its
/// own.
pub(in crate::game) fn said(tr: Tr, said: &Said) -> String {
    let mut text = String::new();
    for saying in &said.0 {
        let sentence = match saying {
            Saying::Event(e) => event(tr, e),
            Saying::View(v) => view(tr, v),
            Saying::Caption(c) => caption(tr, c),
        };
        if !text.is_empty() {
            let link = matches!(
                saying,
                Saying::View(View::PageLink { .. } | View::BoardLink { .. })
            );
            text.push(if link { '\n' } else { ' ' });
        }
        text.push_str(&sentence);
    }
    text
}

/// The words of what happened.
fn event(tr: Tr, event: &Event) -> String {
    match event {
        Event::ChallengeMade(ch) => challenges::made(tr, ch),
        Event::ChallengedYou(ch) => challenges::to_you(tr, ch),
        Event::GameBegins(game) => challenges::game_begins(tr, game),
        Event::ChallengeDeclined { by, challenge } => challenges::declined(tr, by, challenge),
        Event::ChallengeWithdrawn(ch) => challenges::withdrawn(tr, ch),
        Event::ChallengeExpired(ch) => challenges::expired(tr, ch),
        Event::MovePlayed(played) => super::move_played(tr, played),
        Event::PlayedThenMovedOn { mover, san } => games::played_then_moved_on(tr, mover, san),
        Event::Ended { how, game, outcome } => games::ended(tr, how, game, *outcome),
        Event::EndedDirect { game, outcome } => games::ended_direct(tr, game, *outcome),
        Event::Reminder {
            game,
            to_move,
            opponent,
            left,
        } => games::reminder(tr, game, to_move, opponent, *left),
        Event::ReminderDirect {
            game,
            opponent,
            left,
        } => games::reminder_direct(tr, game, opponent, *left),
        Event::YourMoveDirect {
            why,
            game,
            opponent,
            left,
        } => games::your_move_direct(tr, why, game, opponent, *left),
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
        Event::PremoveStored { game, lines } => premoves::stored(tr, *game, lines),
        Event::PremovesCleared { game, count } => premoves::cleared(tr, *game, *count),
        Event::BoardLinksRevoked { game, count } => super::pages::links_revoked(tr, *game, *count),
        Event::BoardWidget { on } => tr.s(if *on {
            "board-widget-on"
        } else {
            "board-widget-off"
        }),
        Event::PremoveNotInPublic(game) => premoves::not_in_public(tr, *game),
        Event::PremoveSendHere(game) => premoves::send_them_here(tr, *game),
        Event::VacationStarted {
            until,
            paused,
            used,
        } => vacation::started(tr, *until, *paused, *used),
        Event::VacationEnded { used } => vacation::ended(tr, *used),
        Event::Analysing { id, done, total } => analysis::progress(tr, *id, *done, *total),
        Event::Puzzle(event) => puzzles::say(tr, event),
        Event::Tournament(event) => tournaments::say(tr, event),
        Event::Team(event) => teams::say(tr, event),
    }
}

/// The words of what was asked to be seen.
fn view(tr: Tr, view: &View) -> String {
    match view {
        View::ChallengesWaiting(waiting) => challenges::waiting(tr, waiting),
        View::PageLink { of, url } => super::pages::link(tr, *of, url.as_deref()),
        View::BoardLink { game, url, .. } => {
            super::pages::board_link(tr, *game, url.as_deref().unwrap_or_default())
        }
        View::PremoveLines { game, lines } => premoves::listing(tr, *game, lines),
        View::NotifySettings { saved, settings } => games::notify_settings(tr, *saved, *settings),
        View::VacationStatus { until, used } => vacation::status(tr, *until, *used),
        View::Board {
            game,
            to_move,
            outcome,
            away,
        } => info::board(tr, game, *to_move, *outcome, away),
        View::Games(lines) => info::games(tr, lines),
        View::Next { game, left, away } => info::next(tr, game, *left, away),
        View::History {
            game,
            moves,
            outcome,
            movetext,
            pgn,
        } => info::history(tr, game, *moves, *outcome, movetext, pgn),
        View::Replay { game, plies } => info::replay(tr, game, *plies),
        View::Exported { count } => info::exported(tr, *count),
        View::MovesListed {
            asked,
            count,
            listed,
            mover,
            color,
        } => maps::listed(tr, *asked, *count, listed, mover, *color),
        View::BestRatings {
            variant,
            in_server,
            top,
            me,
            levels,
        } => ratings::best(tr, *variant, *in_server, top, me.as_ref(), levels),
        View::PlayerRatings {
            player,
            in_server,
            ranked,
            against_bot,
            puzzles,
        } => ratings::of_player(tr, player, *in_server, ranked, against_bot, puzzles),
        View::WhichRules => info::which_rules(tr, &super::help::variants(tr)),
        View::Rules { variant, topics } => info::rules(tr, *variant, topics),
        View::Rule { variant, topic } => info::rule(tr, *variant, topic),
        View::Variants => super::help::variants(tr),
        View::Help(topic) => super::help::help(tr, topic.as_deref()),
        View::Languages {
            mine,
            room,
            saved,
            from_client,
        } => super::languages(tr, *mine, *room, *saved, *from_client),
        View::Analysis(report) => analysis::report(tr, report),
        View::Tournament(view) => tournaments::view(tr, view),
    }
}

/// The words under a file.
fn caption(tr: Tr, caption: &Caption) -> String {
    match caption {
        Caption::Record(game) => info::record_caption(tr, *game),
        Caption::Replay { game, plies } => info::replay_caption(tr, game, *plies),
        Caption::Export { player, count } => info::export_caption(tr, player, *count),
        Caption::Map { asked, count } => maps::map_caption(tr, *asked, *count),
        Caption::Diagram { variant, topic } => info::diagram_caption(tr, *variant, topic),
        Caption::Graph(id) => analysis::graph_caption(tr, *id),
        Caption::KeyMoment { id, moment } => analysis::key_caption(tr, *id, moment),
        Caption::Tournament(caption) => tournaments::caption(tr, caption),
    }
}
