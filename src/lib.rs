//! Kibitz: a chat bot that hosts games of unusual chess variants.
//!
//! The layers import one way, from the top of this list down, and no two files import each
//! other, directly or in a circle (`tests/it/layers.rs` checks both):
//!
//! ```text
//! discord/ matrix/ console/  adapters: platform events -> Command, Reply -> platform messages;
//!                            may import game, chat, types, rules, limits, shutdown, edits,
//!                            meters; never store
//! web/                       the HTTP side (`--http`): health, metrics, the pages of games and
//!                            tournaments, read through the game layer; imports game, types,
//!                            rules, render (its escaping), meters
//! chat/                      the text grammar of commands (console, Matrix), with game::help
//! game/                      the game layer; imports store, render, engine, pairing, rules,
//!                            types, meters:
//!   game/service/            `Service`, the game layer's entry, handed out by part: `Commands`
//!                            (chat), `Clockwork` (ticks, the bot), `Site` (HTTP pages and
//!                            health), `Deliveries` (Matrix, exactly once); one core hands
//!                            each command to its use case and presents what comes back
//!   game/<use case>.rs       challenges, play, premoves (conditional moves), offers,
//!                            endings, deadlines (the clock's work), vacation, notify, info,
//!                            maps, replays, pgn, pages, bot: functions that take what they need
//!                            (`Games`: the store read at one instant; a `Unit` to write in,
//!                            which carries the chat event handled into the transaction of
//!                            the command's effect; the renderer, the bot) and answer with
//!                            typed events (`events.rs`) or a typed `Refusal` (`handled.rs`),
//!                            never with words; the board a reply shows is drawn when the
//!                            reply is presented (after the command's transaction), at the
//!                            size the adapter asked for
//!   game/tournaments/        tournaments: the commands, the clock's side (rounds paired,
//!                            games set up in places adapters open, announced) and the record
//!                            as the pairing rules read it
//!   game/words/              every word users read, from events and refusals, in the
//!                            reader's language: Fluent messages (assets/i18n/<code>/*.ftl)
//!   game/commands.rs         every command declared once (names, options, help): the text
//!                            grammar, `help` and the Discord slash commands come from it
//! store/                     SQLite or PostgreSQL behind one interface: stores and loads,
//!                            decides nothing; a command's writes are one `Tx`, which records
//!                            the chat event handled with them; imports types, rules
//! render/                    board images (with arrows, marks, captions), text boards and
//!                            animated replays (GIF); imports rules
//! engine/                    the bot's own player: search and an evaluation per variant,
//!                            pure (no I/O); imports rules
//! types/                     the plain words every layer speaks (users and channels as a
//!                            platform and a key, game and challenge numbers, User, Command,
//!                            Reply, TimePerMove, the words of correspondence); imports rules
//! pairing/                   tournaments as FIDE runs them, pure (no I/O): round robins by
//!                            the Berger tables, Swiss rounds by the Dutch system (a port of
//!                            bbpPairings on our own weighted matching), standings and
//!                            tie-breaks (C.07), TRF-16 reports; imports nothing of ours
//! rules/                     the rules of all six variants, pure (no I/O); imports nothing of ours
//!   rules/variants/          one file per variant filling in its `Rules` table (moves, outcome,
//!                            what follows a move, refusals, FEN checks); imports the rest of rules
//!   rules/*.rs               the position, board, moves, FEN and plain values (`Variant`,
//!                            `Outcome`, `MoveError`, `Illegal`); never import rules/variants
//! limits.rs                  per-user rate limits for the adapters; imports nothing of ours
//! edits.rs                   a message kept up to date by edits at most so often (a team's
//!                            tally), for the adapters; imports nothing of ours
//! meters.rs                  every metric's name and help, recorded where things happen and
//!                            exposed by web/; imports nothing of ours
//! shutdown.rs                the signal to stop (SIGTERM, Ctrl-C) for the adapters; imports
//!                            nothing of ours
//! ```
//!
//! `bench/` and `tools.rs` are the command-line tools' work (`kibitz bench`, `perft`, `moves`,
//! `position`, `render`, `bestmove`, `match`); `main.rs` wires the command line to these.

pub mod arena;
pub mod bench;
pub mod chat;
pub mod console;
pub mod discord;
pub mod edits;
pub mod engine;
pub mod game;
pub mod limits;
pub mod matrix;
pub mod meters;
pub mod pairing;
pub mod render;
pub mod rules;
pub mod shutdown;
pub mod store;
pub mod tools;
pub mod types;
pub mod uci;
pub mod web;

/// What the log shows when `RUST_LOG` is not set: warnings and errors, so that an admin can
/// watch for them, without the ones dependencies raise for expected conditions. usvg warns
/// each time a name falls back to another font (how names in other scripts are meant to be
/// drawn; Kibitz notes characters no font has itself); matrix-sdk logs every refused request
/// as an error, a 404 for account data or an event not there yet included (Kibitz logs the
/// failures that matter to it itself), warns on every message that no key backup is set up
/// (Kibitz keeps no backup: its device's keys live in its data folder), and on a first login
/// may warn that its own device "might have been deleted" when it asks for its keys before
/// they are uploaded (a device that is really deleted loses its access token too, and every
/// sync fails, which Kibitz logs).
pub const DEFAULT_LOG_FILTER: &str = "warn,usvg::text=error,matrix_sdk::http_client=off,\
     matrix_sdk_crypto::backups=error,matrix_sdk_crypto::identities::manager=error";
