//! The whole bot in a terminal, offline: one person acts as several users in several channels.
//!
//! Lines are commands, with or without a leading `/` (`challenge variant:suction opponent:bob`,
//! `move e2e4`), plus `as <user>` to switch the acting user, `in <channel>` to switch channel
//! and `quit`. Replies are printed with the board as text; after every move the board image is
//! written as a PNG into a folder. Scripts drive it through standard input.

use crate::chat::parse_command_with;
use crate::game::{console_says, ChannelId, Command, ConsoleSays, Notice, Reply, Service, User};
use crate::game::{Answered, Clockwork, Commands, Request, UserId};
use crate::types::Platform;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// How wide the boards saved as files are drawn, in pixels.
pub const BOARD_SIZE: u32 = 512;
/// How often deadlines are checked while the console waits for input.
const TICK: Duration = Duration::from_secs(5);

/// How long the console waits for the bot's reply before reading on (it thinks at most
/// [`crate::game::bot::THINKING_CAP`]; the rest is margin for a busy machine).
const BOT_PATIENCE: Duration = Duration::from_secs(30);

/// The bot as a console user: `opponent:kibitz`.
pub const BOT_NAME: &str = "kibitz";

/// Longest user or channel name.
const MAX_NAME: usize = 32;

/// The team of a console channel, as a team challenge names it (`lobby`, `#lobby`).
fn console_team(name: &str) -> Option<(ChannelId, String)> {
    let name = valid_name(name.trim_start_matches('#'))?;
    let channel = ChannelId::new(Platform::Console, name);
    let team = team_name(&channel);
    Some((channel, team))
}

/// How a console channel's team is shown: "team lobby".
fn team_name(channel: &ChannelId) -> String {
    format!("team {}", channel.key())
}

fn valid_name(name: &str) -> Option<&str> {
    let name = name.trim_start_matches('@');
    (!name.is_empty()
        && name.len() <= MAX_NAME
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || "_-.".contains(c)))
    .then_some(name)
}

fn console_user(name: &str) -> Option<User> {
    valid_name(name).map(|n| User::new(UserId::new(Platform::Console, n), n))
}

fn bot_id() -> UserId {
    UserId::new(Platform::Console, BOT_NAME)
}

/// Which board images the console keeps.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeepImages {
    /// The latest board of each game, `<channel>-game-<id>.png`, replaced after every move.
    Latest,
    /// Every board, `<channel>-game-<id>-ply-<n>.png`.
    All,
}

/// The console session: who is acting where, and where board images go.
pub struct Console<W: Write> {
    commands: Commands,
    clockwork: Clockwork,
    out: W,
    images: PathBuf,
    keep: KeepImages,
    user: User,
    channel: ChannelId,
    /// The bot's moves, once its workers run ([`Console::play_the_bot`]).
    bot_moves: Option<mpsc::Receiver<Notice>>,
}

impl<W: Write> Console<W> {
    pub fn new(service: &Service, out: W, images: &Path, keep: KeepImages) -> Console<W> {
        Console {
            commands: service.commands(),
            clockwork: service.clockwork(),
            out,
            images: images.to_path_buf(),
            keep,
            user: User::new(UserId::new(Platform::Console, "ann"), "ann"),
            channel: ChannelId::new(Platform::Console, "main"),
            bot_moves: None,
        }
    }

    /// Starts the bot's workers, so that `kibitz` can be challenged; games where it was to
    /// move when the console last stopped go on.
    pub fn play_the_bot(&mut self) {
        self.bot_moves = Some(self.clockwork.start_bot(crate::game::bot::THREADS));
        self.clockwork.start_miner();
    }

    /// Prints the bot's moves that have come, waiting for one in `channel` while `waiting`.
    fn bot_replies(&mut self, channel: &ChannelId, mut waiting: bool) -> std::io::Result<()> {
        let mut notices = Vec::new();
        if let Some(moves) = &self.bot_moves {
            while waiting {
                match moves.recv_timeout(BOT_PATIENCE) {
                    Ok(notice) => {
                        // The bot's move in this game; a reply it allows is waited for too.
                        waiting = notice.channel != *channel
                            || notice
                                .reply
                                .last()
                                .game
                                .as_ref()
                                .is_some_and(|g| g.bot_to_move());
                        notices.push(notice);
                    }
                    Err(_) => break,
                }
            }
            notices.extend(moves.try_iter());
        }
        self.notices(&notices)
    }

    /// A line of input that is not UTF-8 text: said so, and the session goes on.
    ///
    /// # Errors
    /// If the output cannot be written.
    pub fn unreadable_line(&mut self) -> std::io::Result<()> {
        writeln!(
            self.out,
            "error: that line is not UTF-8 text, so it was not read; nothing was done."
        )?;
        self.out.flush()
    }

    fn prompt(&self) -> String {
        format!("{}@{}> ", self.user.name, self.channel)
    }

    /// Handles one line; `false` when the session should end.
    ///
    /// # Errors
    /// If the output cannot be written.
    pub fn line(&mut self, line: &str) -> std::io::Result<bool> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(true);
        }
        let mut words = line.splitn(2, char::is_whitespace);
        let first = words.next().unwrap_or("").trim_start_matches('/');
        let rest = words.next().unwrap_or("").trim();
        match first {
            "quit" | "exit" => return Ok(false),
            "as" => match console_user(rest) {
                Some(user) => {
                    self.user = user;
                    let said = self.says(ConsoleSays::ActingAs(&self.user.name));
                    writeln!(self.out, "{said}")?;
                }
                None => {
                    let said = self.says(ConsoleSays::AsTakesAName { max: MAX_NAME });
                    writeln!(self.out, "error: {said}")?;
                }
            },
            "in" => match valid_name(rest) {
                Some(name) => {
                    self.channel = ChannelId::new(Platform::Console, name);
                    writeln!(self.out, "{}", self.says(ConsoleSays::InChannel(name)))?;
                }
                None => {
                    let said = self.says(ConsoleSays::InTakesAName { max: MAX_NAME });
                    writeln!(self.out, "error: {said}")?;
                }
            },
            _ => match parse_command_with(line, &console_user, &console_team, &bot_id()) {
                Ok(mut command) => {
                    // Anyone organises tournaments and moderates on the console.
                    match &mut command {
                        Command::Tournament(t) => t.may_organise = true,
                        Command::PuzzleDaily { may_moderate, .. }
                        | Command::Adjudicate { may_moderate, .. }
                        | Command::Language { may_moderate, .. } => *may_moderate = true,
                        Command::TeamChallenge(t) => t.team_name = team_name(&self.channel),
                        _ => {}
                    }
                    let request = Request::new(self.user.clone(), self.channel.clone(), command);
                    let Answered { reply, after } = self.commands.answer(request, &|_| {});
                    let channel = self.channel.clone();
                    self.print(&channel, &reply)?;
                    after.posted();
                    let bot_to_move = reply.last().game.as_ref().is_some_and(|g| g.bot_to_move());
                    self.bot_replies(&channel, bot_to_move)?;
                }
                Err(usage) => {
                    let lang = self.commands.language(&self.user.id, &self.channel);
                    writeln!(self.out, "error: {}", crate::game::unreadable(lang, &usage))?;
                }
            },
        }
        Ok(true)
    }

    /// Prints what came while the console waited: losses on time, reminders, and the bot's
    /// moves (a game where it was to move when the console last stopped goes on).
    ///
    /// # Errors
    /// If the output cannot be written.
    pub fn due(&mut self) -> std::io::Result<()> {
        self.tick()?;
        // A tournament round paired: its games set up, then the round announced at once.
        if self.seat_boards()? {
            self.tick()?;
        }
        let channel = self.channel.clone();
        self.bot_replies(&channel, false)
    }

    fn tick(&mut self) -> std::io::Result<()> {
        let notices = self.clockwork.tick();
        self.notices(&notices)?;
        self.clockwork.posted(&notices);
        Ok(())
    }

    /// Sets up the tournament games due, each in a console channel of its own named after
    /// the tournament's (`lobby-r2-b3`); whether there were any.
    fn seat_boards(&mut self) -> std::io::Result<bool> {
        let seats = self.clockwork.seats();
        for seat in &seats {
            let name = format!("{}-r{}-b{}", seat.parent.key(), seat.round, seat.board);
            let place = ChannelId::new(Platform::Console, &name);
            let reply = self.clockwork.seat(seat, &place);
            self.print(&place, &reply)?;
        }
        Ok(!seats.is_empty())
    }

    /// Prints what the clock brought: losses on time and reminders.
    ///
    /// # Errors
    /// If the output cannot be written.
    pub fn notices(&mut self, notices: &[Notice]) -> std::io::Result<()> {
        for notice in notices {
            self.print(&notice.channel, &notice.reply)?;
        }
        Ok(())
    }

    /// What the console says about itself, in the language of the user acting.
    fn says(&self, says: ConsoleSays<'_>) -> String {
        console_says(self.commands.language(&self.user.id, &self.channel), says)
    }

    fn print(&mut self, channel: &ChannelId, reply: &Reply) -> std::io::Result<()> {
        let prefix = if reply.error { "error: " } else { "" };
        if reply.private && !reply.error {
            // For the asker alone, as Discord and Matrix show it.
            let to = self.user.id.key();
            writeln!(self.out, "[to {to}, privately] {}", reply.text)?;
        } else {
            writeln!(self.out, "[{channel}] {prefix}{}", reply.text)?;
        }
        if !reply.mentions.is_empty() {
            let names: Vec<&str> = reply.mentions.iter().map(|id| id.key()).collect();
            writeln!(self.out, "  (notifies {})", names.join(", "))?;
        }
        if let Some(board) = &reply.board_text {
            write!(self.out, "{board}")?;
        }
        if let Some(image) = &reply.image {
            let name = match (&reply.game, self.keep) {
                (Some(game), KeepImages::Latest) => format!("game-{}.png", game.id),
                _ => image.file_name.clone(),
            };
            let what = console_says(reply.lang, ConsoleSays::BoardImage);
            self.write_file(channel, &what, &name, &image.png)?;
        }
        for file in &reply.files {
            self.write_file(channel, &file.caption, &file.file_name, &file.bytes)?;
        }
        for direct in &reply.direct {
            let to = direct.user.key();
            writeln!(self.out, "[to {to}, directly] {}", direct.text)?;
        }
        for then in &reply.then {
            self.print(channel, then)?;
        }
        for elsewhere in &reply.elsewhere {
            self.print(&elsewhere.channel, &elsewhere.reply)?;
        }
        self.out.flush()
    }

    /// Writes a reply's file into the images folder and says where.
    fn write_file(
        &mut self,
        channel: &ChannelId,
        what: &str,
        name: &str,
        bytes: &[u8],
    ) -> std::io::Result<()> {
        let path = self.images.join(format!("{channel}-{name}"));
        // Written aside, then renamed: a viewer never sees half a file.
        let mut partial = path.clone().into_os_string();
        partial.push(".part");
        match std::fs::create_dir_all(&self.images)
            .and_then(|()| std::fs::write(&partial, bytes))
            .and_then(|()| std::fs::rename(&partial, &path))
        {
            Ok(()) => writeln!(self.out, "  {what}: {}", path.display()),
            Err(e) => writeln!(self.out, "  (could not write {}: {e})", path.display()),
        }
    }
}

/// Runs the console on standard input and output until end of input or `quit`.
///
/// # Errors
/// If the terminal cannot be written.
pub fn run(service: &Service, db: &str, images: &Path, keep: KeepImages) -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut console = Console::new(service, std::io::stdout().lock(), images, keep);
    console.play_the_bot();
    writeln!(
        console.out,
        "Kibitz console. Games are kept in {}; board images go to {}/.\n\
         Type `help` for the commands, `as <name>` to act as another player, `in <channel>` to change channel, `quit` to leave.\n\
         To play Kibitz itself: `challenge variant:suction opponent:{BOT_NAME} level:3`.",
        crate::types::redacted(db),
        images.display()
    )?;
    // Lines as bytes: one that is not UTF-8 is answered with an error, not the end of input.
    let (lines, input) = mpsc::channel::<Option<String>>();
    std::thread::spawn(move || {
        for bytes in stdin.lock().split(b'\n').map_while(Result::ok) {
            if lines.send(String::from_utf8(bytes).ok()).is_err() {
                break;
            }
        }
    });
    console.due()?;
    loop {
        if interactive {
            let prompt = console.prompt();
            write!(console.out, "{prompt}")?;
            console.out.flush()?;
        }
        let wait = console
            .clockwork
            .until_flag()
            .map_or(TICK, |flag| flag.min(TICK));
        match input.recv_timeout(wait) {
            Ok(Some(line)) => {
                if !console.line(&line)? {
                    break;
                }
                console.due()?;
            }
            Ok(None) => console.unreadable_line()?,
            Err(mpsc::RecvTimeoutError::Timeout) => console.due()?,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    Ok(())
}
