//! What Kibitz counts and times, for an admin's Prometheus: every metric's name and help,
//! declared once. The layers record them with the `metrics` crate's macros where things
//! happen; `kibitz ... --http` exposes them at `/metrics` (see `web`). Labels never name a
//! user, a channel or a game: only kinds, outcomes, platforms and variants.
//!
//! Recording costs next to nothing when no recorder is installed (no `--http`).

/// Commands handled, by `kind` (the command's name) and `outcome` (`ok`, `refused`,
/// `failed`: the database failed).
pub const COMMANDS: &str = "kibitz_commands_total";
/// Moves stored, by `variant` and `by` (`player`, `bot`, `premove`, `team`).
pub const MOVES: &str = "kibitz_moves_played_total";
/// Seconds from a command's arrival to its reply, presented (a histogram).
pub const REPLY_SECONDS: &str = "kibitz_reply_seconds";
/// Seconds to draw one board image (a histogram).
pub const RENDER_SECONDS: &str = "kibitz_board_render_seconds";
/// Games in progress (read from the database when scraped).
pub const GAMES_IN_PROGRESS: &str = "kibitz_games_in_progress";
/// Notices the clock's work found due (reminders, losses on time, tournament rounds, votes
/// closed, daily puzzles), and those sent, by `platform`.
pub const NOTICES_DUE: &str = "kibitz_notices_due_total";
pub const NOTICES_SENT: &str = "kibitz_notices_sent_total";
/// Database operations that failed (unreachable, or an error).
pub const DATABASE_ERRORS: &str = "kibitz_database_errors_total";
/// Messages a chat platform refused or never took, by `platform`; and requests sent again
/// after a rate limit or a failure, by `platform`.
pub const SEND_FAILURES: &str = "kibitz_chat_send_failures_total";
pub const SEND_RETRIES: &str = "kibitz_chat_send_retries_total";
/// Seconds the bot thought about one move (a histogram), and the moves it has yet to think
/// about.
pub const BOT_THINKING_SECONDS: &str = "kibitz_bot_thinking_seconds";
pub const BOT_QUEUE: &str = "kibitz_bot_queue_length";
/// Tournaments open or running, and team votes open (read from the database when scraped).
pub const TOURNAMENTS_OPEN: &str = "kibitz_tournaments_open";
pub const VOTES_OPEN: &str = "kibitz_votes_open";
/// Sessions on the board inside a chat client: opened, or refused (the platform did not vouch
/// for the user; nothing else of them is kept).
pub const BOARD_SESSIONS: &str = "kibitz_board_sessions_total";

/// Every metric with its help text, for the recorder to describe.
pub const ALL: &[(&str, &str)] = &[
    (COMMANDS, "Commands handled, by kind and outcome"),
    (MOVES, "Moves played, by variant and who chose them"),
    (REPLY_SECONDS, "Seconds from a command to its reply"),
    (RENDER_SECONDS, "Seconds to draw a board image"),
    (GAMES_IN_PROGRESS, "Games in progress"),
    (NOTICES_DUE, "Notices found due by the clock's work"),
    (NOTICES_SENT, "Notices sent, by platform"),
    (DATABASE_ERRORS, "Database operations that failed"),
    (
        SEND_FAILURES,
        "Chat messages that could not be sent, by platform",
    ),
    (SEND_RETRIES, "Chat requests sent again, by platform"),
    (BOT_THINKING_SECONDS, "Seconds the bot thought about a move"),
    (BOT_QUEUE, "Moves the bot has yet to think about"),
    (TOURNAMENTS_OPEN, "Tournaments open or running"),
    (VOTES_OPEN, "Team votes open"),
    (
        BOARD_SESSIONS,
        "Sessions on the board inside a chat client, opened or refused",
    ),
];
