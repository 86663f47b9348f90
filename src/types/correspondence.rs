//! The words of correspondence play: what a player may be told of directly, conditional
//! moves and vacations.

/// What `premove` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PremoveAction {
    /// Show the asker's lines.
    List,
    /// Remove them all.
    Clear,
    /// Store a line: the opponent's move, the asker's reply, the opponent's, and so on.
    Add(Vec<String>),
}

/// What `vacation` does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VacationAction {
    /// Where the asker stands: away or not, days used this year.
    Show,
    /// Go away for this many days (1 to [`VACATION_DAYS_PER_YEAR`]).
    Start(u32),
    /// Come back early.
    End,
}

/// The most days of vacation a player may take in a calendar year.
pub const VACATION_DAYS_PER_YEAR: u32 = 30;

/// The shortest time per move whose games are correspondence games: their players may be
/// told of their move directly, and their deadlines wait during a vacation.
pub const CORRESPONDENCE_SECONDS: u32 = 3600;

/// What a player may be told of in a direct message.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NotifyEvent {
    /// It became your move in a correspondence game.
    Move,
    /// Your time in a correspondence game is running out.
    Reminder,
    /// A correspondence game of yours ended.
    Result,
    /// Someone challenged you.
    Challenge,
    /// Your own link to play on the board, with each "your move" message.
    Board,
}

impl NotifyEvent {
    pub const ALL: [NotifyEvent; 5] = [
        NotifyEvent::Move,
        NotifyEvent::Reminder,
        NotifyEvent::Result,
        NotifyEvent::Challenge,
        NotifyEvent::Board,
    ];

    pub fn key(self) -> &'static str {
        match self {
            NotifyEvent::Move => "move",
            NotifyEvent::Reminder => "reminders",
            NotifyEvent::Result => "results",
            NotifyEvent::Challenge => "challenges",
            NotifyEvent::Board => "board",
        }
    }

    /// Reads the key, singular or plural (`move`, `moves`, `reminder`, ...).
    pub fn from_key(word: &str) -> Option<NotifyEvent> {
        let word = word.to_ascii_lowercase();
        let word = word.trim_end_matches('s');
        NotifyEvent::ALL
            .into_iter()
            .find(|e| e.key().trim_end_matches('s') == word)
    }

    /// What the event is, for the settings' listing.
    pub fn describe(self) -> &'static str {
        match self {
            NotifyEvent::Move => "when it becomes your move in a correspondence game",
            NotifyEvent::Reminder => "when your time in a correspondence game runs short",
            NotifyEvent::Result => "when a correspondence game of yours ends",
            NotifyEvent::Challenge => "when someone challenges you",
            NotifyEvent::Board => "your own link to play on the board, with each of your moves",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The events a player is told of directly; none by default.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NotifySet(u8);

impl NotifySet {
    pub const ALL: NotifySet = NotifySet(0b1_1111);

    pub fn from_bits(bits: u8) -> NotifySet {
        NotifySet(bits & Self::ALL.0)
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn contains(self, event: NotifyEvent) -> bool {
        self.0 & event.bit() != 0
    }

    /// These settings with `events` (all if empty) turned on or off.
    pub fn with(self, events: &[NotifyEvent], on: bool) -> NotifySet {
        let mask = if events.is_empty() {
            Self::ALL.0
        } else {
            events.iter().fold(0, |m, e| m | e.bit())
        };
        NotifySet(if on { self.0 | mask } else { self.0 & !mask })
    }
}
