//! Presenting what a use case returned: its words, and its pictures drawn (boards, move maps,
//! standings tables), outside the transaction of the command that made it.

use super::Core;
use crate::engine::accuracy::Judgement;
use crate::game::analyses::AnalysisPictures;
use crate::game::diagrams::Diagram;
use crate::game::events::{Caption, Said, Told};
use crate::game::handled::{refused, Handled, Refusal};
use crate::game::maps::MoveMap;
use crate::game::tournaments::told::{StandingsTable, TournamentCaption};
use crate::game::words::{self, Tr};
use crate::render::{suggested, RenderOptions, Severity};
use crate::rules::{Color, Variant};
use crate::types::*;

impl Core {
    /// Presents `told` in `lang`: what it says in words, its boards drawn (outside the
    /// transaction of the command that made it). Its direct messages are worded in their
    /// recipients' languages, its messages for other channels in those channels'.
    pub(super) fn present(&self, told: Told, lang: Lang) -> Reply {
        let mut reply = self.word(told, lang);
        only_people_addressed(&mut reply);
        for r in std::iter::once(&reply).chain(&reply.then) {
            if let Some(at) = r.follows.flag_at {
                self.flags.lower(at);
            }
        }
        // A reply about a game or a tournament may be a change their pages show.
        let shown = |r: &Reply| r.game.is_some() || r.tournament.is_some();
        if shown(&reply)
            || reply.then.iter().any(shown)
            || reply.elsewhere.iter().any(|e| shown(&e.reply))
        {
            self.changed();
        }
        reply
    }

    fn word(&self, mut said: Reply<Said>, lang: Lang) -> Reply {
        let mut direct = std::mem::take(&mut said.direct);
        let elsewhere = std::mem::take(&mut said.elsewhere);
        let then = std::mem::take(&mut said.then);
        // Links first: one left out (pages not linked) is not said either.
        self.link_pages(&mut said.text);
        for d in &mut direct {
            self.link_pages(&mut d.text);
        }
        said.says = said.text.kinds();
        let mut reply = said.map(&mut |said| self.worded(said, lang));
        reply.lang = lang;
        if let Some(game) = reply.game.as_mut() {
            game.board_page = self.public_url.is_some();
        }
        self.draw_board(&mut reply);
        reply.direct = (direct.into_iter())
            .map(|d| Direct {
                says: d.text.kinds(),
                text: self.worded(d.text, self.direct_language(&d.user, lang)),
                image: reply.image.clone().filter(|_| d.board),
                user: d.user,
                board: d.board,
            })
            .collect();
        reply.elsewhere = (elsewhere.into_iter())
            .map(|e| Elsewhere {
                reply: self.word(e.reply, self.channel_language(&e.channel)),
                channel: e.channel,
            })
            .collect();
        reply.then = then.into_iter().map(|r| self.word(r, lang)).collect();
        reply
    }

    /// `said` in `lang` (its links filled in by [`Core::word`]).
    fn worded(&self, said: Said, lang: Lang) -> String {
        words::said(Tr(lang), &said)
    }

    /// Draws the board of `reply`, with its notes in the reply's language.
    fn draw_board(&self, reply: &mut Reply) {
        let Some(board) = &reply.board else { return };
        let tr = Tr(reply.lang);
        let note = words::board_note(tr, board);
        let status = words::status_line(tr, board, note.as_deref());
        let options = RenderOptions {
            size: self.image_size,
            flip: board.flip,
            white_name: Some(&named(tr, &board.white, Color::White)),
            black_name: Some(&named(tr, &board.black, Color::Black)),
            last_move: board.last_move.as_ref().map(|(m, before)| (*m, before)),
            outcome: board.outcome,
            caption: Some(&status),
            ..RenderOptions::new()
        };
        let started = std::time::Instant::now();
        let image = self.renderer.render(&board.position, &options);
        metrics::histogram!(crate::meters::RENDER_SECONDS).record(started.elapsed().as_secs_f64());
        reply.image = Some(BoardImage {
            png: image.png,
            width: image.width,
            height: image.height,
            file_name: board.file_name.clone(),
        });
    }

    /// A move map drawn, with its caption under it, as a file.
    pub(super) fn draw_map(&self, map: &MoveMap, lang: Lang) -> Attachment<Said> {
        let caption = words::maps::caption(Tr(lang), map.asked, map.count);
        let options = RenderOptions {
            size: self.image_size,
            white_name: Some(&map.white),
            black_name: Some(&map.black),
            marks: map.marks.clone(),
            caption: Some(&caption),
            ..RenderOptions::new()
        };
        let image = self.renderer.render(&map.position, &options);
        Attachment {
            bytes: image.png,
            file_name: map.file_name.clone(),
            kind: FileKind::Png {
                width: image.width,
                height: image.height,
            },
            caption: Caption::Map {
                asked: map.asked,
                count: map.count,
            }
            .into(),
        }
    }

    /// A rules diagram drawn with its words in `lang` (each once, then kept), as a file.
    pub(super) fn draw_diagram(
        &self,
        (variant, diagram): (Variant, &Diagram),
        lang: Lang,
    ) -> Handled<Attachment<Said>> {
        let words = || words::info::diagram_words(lang, variant, &diagram.topic);
        match (self.diagrams).get(&self.renderer, (variant, diagram), lang, words) {
            Ok(picture) => Ok(Attachment {
                bytes: picture.png.clone(),
                file_name: format!("{}-{}.png", variant.key(), diagram.topic),
                kind: FileKind::Png {
                    width: picture.width,
                    height: picture.height,
                },
                caption: Caption::Diagram {
                    variant,
                    topic: diagram.topic.clone(),
                }
                .into(),
            }),
            Err(e) => {
                // A test plays every diagram's move: this is a bug, not the user's mistake.
                tracing::error!(error = %e, "a rules diagram cannot be drawn");
                refused(Refusal::PictureUnavailable)
            }
        }
    }

    /// A tournament's standings drawn as a table, as a file.
    pub(super) fn draw_standings(&self, table: &StandingsTable, lang: Lang) -> Attachment<Said> {
        let (title, header, rows) = words::tournaments::standings_table(Tr(lang), table);
        let image = self.renderer.table(&title, &header, &rows);
        Attachment {
            bytes: image.png,
            file_name: format!("tournament-{}-standings.png", table.t.id),
            kind: FileKind::Png {
                width: image.width,
                height: image.height,
            },
            caption: TournamentCaption::Standings(Box::new(table.t.clone())).into(),
        }
    }

    /// An analysis's pictures drawn as files: the evaluation graph, and the key moment's board
    /// with the better move shown, seen from the side that missed it.
    pub(super) fn draw_analysis(
        &self,
        pictures: &AnalysisPictures,
        lang: Lang,
    ) -> Vec<Attachment<Said>> {
        let marks: Vec<(usize, Severity)> = pictures
            .marks
            .iter()
            .map(|&(ply, j)| (ply, severity(j)))
            .collect();
        let graph =
            self.renderer
                .eval_graph(&pictures.chances, &marks, &pictures.white, &pictures.black);
        let id = pictures.id;
        let mut files = vec![Attachment {
            bytes: graph.png,
            file_name: format!("game-{id}-analysis.png"),
            kind: FileKind::Png {
                width: graph.width,
                height: graph.height,
            },
            caption: Caption::Graph(id).into(),
        }];
        if let Some(key) = &pictures.key {
            let (arrows, marks) = key.better.map_or_else(Default::default, suggested);
            let caption = words::analysis::key_board_caption(Tr(lang), &key.moment);
            let options = RenderOptions {
                size: self.image_size,
                flip: key.moment.mover == Color::Black,
                white_name: Some(&pictures.white),
                black_name: Some(&pictures.black),
                arrows,
                marks,
                caption: Some(&caption),
                ..RenderOptions::new()
            };
            let image = self.renderer.render(&key.before, &options);
            files.push(Attachment {
                bytes: image.png,
                file_name: format!("game-{id}-key-moment.png"),
                kind: FileKind::Png {
                    width: image.width,
                    height: image.height,
                },
                caption: Caption::KeyMoment {
                    id,
                    moment: Box::new(key.moment.clone()),
                }
                .into(),
            });
        }
        files
    }
}

/// A board's player name, or the side's name where it has no players (a puzzle).
fn named(tr: Tr, name: &str, color: Color) -> String {
    if name.is_empty() {
        words::side(tr, color)
    } else {
        name.to_string()
    }
}

/// Only people are mentioned or written to: a team's members follow its channel, and the bot
/// needs no notice of its own turn.
fn only_people_addressed(reply: &mut Reply) {
    let bot = reply.game.as_ref().and_then(|game| match game.bot? {
        Color::White => Some(game.white.id.clone()),
        Color::Black => Some(game.black.id.clone()),
    });
    let person = |user: &UserId| !user.is_team() && Some(user) != bot.as_ref();
    reply.mentions.retain(|user| person(user));
    reply.direct.retain(|d| person(&d.user));
    for then in &mut reply.then {
        only_people_addressed(then);
    }
    for elsewhere in &mut reply.elsewhere {
        only_people_addressed(&mut elsewhere.reply);
    }
}

/// How a judged move is marked on the evaluation graph.
pub(super) fn severity(judgement: Judgement) -> Severity {
    match judgement {
        Judgement::Inaccuracy => Severity::Inaccuracy,
        Judgement::Mistake => Severity::Mistake,
        Judgement::Blunder => Severity::Blunder,
    }
}
