//! The words of what users look up: a game's board, their games, their next move, a game's
//! record and replay, the rules.

use super::fluent::t;
use super::{away_note, duration, link, result_sentence, side, variant, Tr};
use crate::game::diagrams::{diagrams, DiagramWords};
use crate::game::events::GameLine;
use crate::game::events::GameView;
use crate::rules::{Color, Outcome, Variant};
use crate::types::{GameId, Lang, Time, User};

/// "Ann v Bob, Suction Chess: Bob (Black) to move." or its result; who is away.
pub(in crate::game) fn board(
    tr: Tr,
    game: &GameView,
    to_move: Color,
    outcome: Option<Outcome>,
    away: &[(String, Time)],
) -> String {
    let mut text = format!(
        "{}: {}",
        super::pages::game_title(tr, game),
        super::pages::game_status(tr, game, to_move, outcome)
    );
    if let Some(away) = away_note(tr, away) {
        text.push_str(&format!(" {away}."));
    }
    text
}

/// A player's games in progress, most urgent first.
pub(in crate::game) fn games(tr: Tr, games: &[GameLine]) -> String {
    if games.is_empty() {
        return t!(tr, "no-games");
    }
    let mut text = t!(tr, "your-games", count = games.len());
    for line in games {
        let game = &line.game;
        let whose = if line.yours {
            t!(tr, "your-move-marked")
        } else {
            t!(
                tr,
                "player-to-move",
                player = game.player(line.to_move).name.as_str()
            )
        };
        let (white, black) = (game.white.name.as_str(), game.black.name.as_str());
        let (link, v, number) = (
            link(&game.channel),
            variant(tr, game.variant),
            game.ply / 2 + 1,
        );
        text.push_str("\n• ");
        text.push_str(&match line.left {
            Some(left) => t!(
                tr,
                "games-line-left",
                white = white,
                black = black,
                link = link,
                variant = v,
                number = number,
                whose = whose,
                left = duration(tr, left)
            ),
            None => t!(
                tr,
                "games-line",
                white = white,
                black = black,
                link = link,
                variant = v,
                number = number,
                whose = whose
            ),
        });
        if let Some(away) = away_note(tr, &line.away) {
            text.push_str(&format!(" ({away})"));
        }
    }
    if games.iter().any(|g| g.yours) {
        text.push('\n');
        text.push_str(&t!(tr, "games-next-hint"));
    }
    text
}

/// "Your move in Ann v Bob (Suction Chess) in <#1>, 2 days left."
pub(in crate::game) fn next(
    tr: Tr,
    game: &GameView,
    left: Option<i64>,
    away: &[(String, Time)],
) -> String {
    let (white, black) = (game.white.name.as_str(), game.black.name.as_str());
    let (v, link) = (variant(tr, game.variant), link(&game.channel));
    let mut text = match left {
        Some(left) => t!(
            tr,
            "next-game-left",
            white = white,
            black = black,
            variant = v,
            link = link,
            left = duration(tr, left)
        ),
        None => t!(
            tr,
            "next-game",
            white = white,
            black = black,
            variant = v,
            link = link
        ),
    };
    if let Some(away) = away_note(tr, away) {
        text.push_str(&format!(" {away}."));
    }
    text
}

/// A game's record: who played what, its moves and its PGN.
pub(in crate::game) fn history(
    tr: Tr,
    game: &GameView,
    moves: usize,
    outcome: Option<Outcome>,
    movetext: &str,
    pgn: &str,
) -> String {
    let status = match outcome {
        Some(o) => result_sentence(tr, game, o),
        None => t!(tr, "in-progress"),
    };
    let line = t!(
        tr,
        "history",
        white = game.white.name.as_str(),
        black = game.black.name.as_str(),
        variant = variant(tr, game.variant),
        moves = moves,
        status = status
    );
    format!("{line}\n{movetext}\n\n{pgn}")
}

pub(in crate::game) fn record_caption(tr: Tr, game: GameId) -> String {
    t!(tr, "record-caption", id = game.0)
}

/// "Ann v Bob, Suction Chess, 31 moves" ("so far" while it goes on).
pub(super) fn replayed(tr: Tr, game: &GameView, plies: usize) -> String {
    t!(
        tr,
        "replayed",
        finished = if game.finished { "yes" } else { "no" },
        white = game.white.name.as_str(),
        black = game.black.name.as_str(),
        variant = variant(tr, game.variant),
        plies = plies
    )
}

pub(in crate::game) fn replay(tr: Tr, game: &GameView, plies: usize) -> String {
    t!(
        tr,
        "replay",
        id = game.id.0,
        game = replayed(tr, game, plies)
    )
}

pub(in crate::game) fn replay_caption(tr: Tr, game: &GameView, plies: usize) -> String {
    t!(tr, "replay-caption", game = replayed(tr, game, plies))
}

/// What `export` says: none finished, or how many.
pub(in crate::game) fn exported(tr: Tr, count: usize) -> String {
    if count == 0 {
        return t!(tr, "exported-none");
    }
    t!(tr, "exported", count = count)
}

/// The caption of the file `export` sends.
pub(in crate::game) fn export_caption(tr: Tr, player: &User, count: usize) -> String {
    t!(
        tr,
        "export-caption",
        player = player.name.as_str(),
        count = count
    )
}

/// The list of variants, for `rules` asked for none.
pub(in crate::game) fn which_rules(tr: Tr, variants: &str) -> String {
    format!("{variants}\n{}", t!(tr, "which-rules"))
}

/// A variant's rules, then what every variant shares, then the topics that have pictures.
pub(in crate::game) fn rules(tr: Tr, v: Variant, topics: &[String]) -> String {
    let topics: Vec<String> = topics.iter().map(|t| format!("`{t}`")).collect();
    let pictures = t!(
        tr,
        "rules-with-pictures",
        topics = super::list(tr, &topics),
        variant = v.key()
    );
    format!("{}\n{pictures}", variant_rules(tr.0, v))
}

/// The rules of a variant in `lang`, with every ruling Kibitz applies, then what every variant
/// shares (the words; the diagrams are in [`crate::game::diagrams`]).
pub fn variant_rules(lang: Lang, v: Variant) -> String {
    let tr = Tr(lang);
    let own = tr.s(&format!("variant-rules-{}", v.key()));
    format!("{own}\n{}", tr.s("variant-rules-common"))
}

/// One rule with its picture.
pub(in crate::game) fn rule(tr: Tr, v: Variant, topic: &str) -> String {
    let text = tr.s(&format!("{}.text", diagram_id(v, topic)));
    t!(tr, "rule", title = diagram_title(tr, v, topic), text = text)
}

/// The words a rules diagram shows in `lang`: its title, and the sides' names.
pub fn diagram_words(lang: Lang, v: Variant, topic: &str) -> DiagramWords {
    let tr = Tr(lang);
    DiagramWords {
        title: diagram_title(tr, v, topic),
        white: side(tr, Color::White),
        black: side(tr, Color::Black),
    }
}

/// The line under a rules diagram's file.
pub(in crate::game) fn diagram_caption(tr: Tr, v: Variant, topic: &str) -> String {
    let title = diagram_title(tr, v, topic);
    t!(
        tr,
        "diagram-caption",
        variant = variant(tr, v),
        title = title
    )
}

/// The rules topics of `variants` whose name or title (in `lang`) holds `partial`, as the
/// label to show and the topic to ask for, for a command being typed.
pub fn topic_choices(lang: Lang, variants: &[Variant], partial: &str) -> Vec<(String, String)> {
    let tr = Tr(lang);
    let partial = partial.trim().to_lowercase();
    let mut choices = Vec::new();
    for &v in variants {
        for topic in diagrams(v).topic_names() {
            let title = diagram_title(tr, v, topic);
            if topic.contains(&partial) || title.to_lowercase().contains(&partial) {
                let label = t!(
                    tr,
                    "rules-topic-choice",
                    topic = topic,
                    variant = variant(tr, v),
                    title = title.as_str()
                );
                choices.push((label, topic.to_string()));
            }
        }
    }
    choices
}

/// The message of a diagram's words: `diagram-suction-capture` (its `.text` says the rest).
fn diagram_id(v: Variant, topic: &str) -> String {
    format!("diagram-{}-{topic}", v.key())
}

/// A diagram's title.
fn diagram_title(tr: Tr, v: Variant, topic: &str) -> String {
    tr.s(&diagram_id(v, topic))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_rules_naming_its_key_rulings() {
        for (variant, must) in [
            (Variant::Standard, "stalemate"),
            (Variant::Suction, "first rank"),
            (Variant::Shrink, "=nq"),
            (Variant::Swapper, "Strongman"),
            (Variant::GiveAndTake, "3 distinct empty squares"),
            (Variant::TradeUp, "exactly one pawn"),
        ] {
            let text = variant_rules(Lang::En, variant);
            assert!(
                text.contains(must) && text.contains("100 half-moves"),
                "{variant}"
            );
        }
    }
}
