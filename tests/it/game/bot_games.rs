//! Games against the bot through the service: it accepts at once, answers every move on its
//! worker threads, picks up after a restart, and leaves people's ratings alone.

use crate::support::players::{ok, outcome};
use kibitz::game::{BotLevel, LevelWithoutBot, Opponent};
use kibitz::game::{
    ChannelId, ColorChoice, Command, Notice, Reply, Service, SystemClock, TimePerMove, User,
};
use kibitz::game::{Platform, Request, UserId};
use kibitz::rules::random::XorShift;
use kibitz::rules::{Color, Game, Position, Variant};
use kibitz::store::Store;
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::Duration;

fn ann() -> User {
    User::new(UserId::new(Platform::Console, "ann"), "Ann")
}
fn bot() -> User {
    User::new(UserId::new(Platform::Console, "kibitz"), "Kibitz")
}

use crate::support::stores;

fn db(name: &str) -> String {
    stores::scratch_target(&format!("bot-{name}"))
}

fn service(target: &str) -> Arc<Service> {
    Arc::new(Service::new(
        Store::connect(target).unwrap(),
        Arc::new(SystemClock),
    ))
}

fn challenge_bot(variant: Variant, color: ColorChoice, level: u8) -> Command {
    Command::Challenge {
        clock: None,
        variant,
        opponent: Opponent::Bot(bot(), BotLevel::new(level).unwrap()),
        color,
        time: TimePerMove::from_seconds(600).unwrap(),
        rated: true,
    }
}

fn unrated(command: Command) -> Command {
    match command {
        Command::Challenge {
            rated: _,
            variant,
            opponent,
            color,
            time,
            clock,
        } => Command::Challenge {
            clock,
            variant,
            opponent,
            color,
            time,
            rated: false,
        },
        other => other,
    }
}

/// The bot's next move, as posted.
fn bot_move(moves: &Receiver<Notice>) -> Notice {
    let notice = moves
        .recv_timeout(Duration::from_secs(60))
        .expect("the bot answers within a minute");
    assert!(
        notice.reply.text.starts_with("Kibitz played "),
        "{}",
        notice.reply.text
    );
    assert!(notice.reply.image.is_some());
    notice
}

/// The reply to a command, posted at once (so that the bot's answer, held until then, follows).
fn answered(svc: &Service, actor: &User, channel: &ChannelId, command: Command) -> Reply {
    ok(svc.handle(actor, channel, command))
}

fn played(reply: &Reply) -> String {
    reply.game.as_ref().unwrap().last_move.clone().unwrap()
}

#[test]
fn a_whole_game_against_the_bot_to_a_result() {
    for variant in [Variant::Suction, Variant::GiveAndTake, Variant::Standard] {
        let path = db(&format!("whole-{}", variant.key()));
        let svc = service(&path);
        let moves = svc.clockwork().start_bot(2);
        let ch = ChannelId::new(Platform::Console, "bot");
        let start = answered(
            &svc,
            &ann(),
            &ch,
            challenge_bot(variant, ColorChoice::White, 1),
        );
        assert_eq!(start.game.as_ref().unwrap().bot, Some(Color::Black));
        assert!(!start.mentions.contains(&bot().id));
        let mut game = Game::start(variant);
        let mut rng = XorShift(variant as u64 + 7);
        let last = loop {
            let legal = game.position().legal_moves();
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize].to_string();
            game.play(&mv).unwrap();
            let reply = answered(&svc, &ann(), &ch, Command::Move(mv));
            if reply.game.as_ref().unwrap().finished {
                break reply;
            }
            let answer = bot_move(&moves);
            assert_eq!(answer.channel, ch);
            // Every move of the bot is legal where it was played.
            game.play(&played(&answer.reply)).unwrap();
            if answer.reply.game.as_ref().unwrap().finished {
                break answer.reply;
            }
            assert!(
                game.moves().len() < 600,
                "{variant}: the game goes on and on: {}",
                game.moves()
                    .iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        };
        assert!(outcome(&last).is_some(), "{}", last.text);
        assert!(game.outcome().is_some(), "{variant}");
        // Rated apart from games between people: Ann's rating against the bot, and the
        // bot's level's, but no place among the people of the variant.
        let ratings = answered(
            &svc,
            &ann(),
            &ch,
            Command::Ratings {
                variant: None,
                global: false,
            },
        );
        let against_bot = ratings.text.split("Against the bot (kept apart):").nth(1);
        assert!(
            against_bot.is_some_and(|t| t.contains(variant.title()) && t.contains("(1 game)")),
            "{}",
            ratings.text
        );
        let table = answered(
            &svc,
            &ann(),
            &ch,
            Command::Ratings {
                variant: Some(variant),
                global: false,
            },
        );
        assert!(
            table.text.starts_with("No rated games of"),
            "{}",
            table.text
        );
        assert!(table.text.contains("• level 1: "), "{}", table.text);
    }
}

#[test]
fn the_bot_moves_after_a_restart_where_it_was_to_move() {
    let path = db("restart");
    let ch = ChannelId::new(Platform::Console, "restart");
    {
        // No workers: the bot is to move (it plays White) when this process stops.
        let svc = service(&path);
        let start = answered(
            &svc,
            &ann(),
            &ch,
            challenge_bot(Variant::Shrink, ColorChoice::Black, 3),
        );
        let game = start.game.unwrap();
        assert!(game.bot_to_move());
        assert_eq!(game.ply, 0);
    }
    let svc = service(&path);
    let moves = svc.clockwork().start_bot(1);
    let first = bot_move(&moves);
    assert_eq!(first.channel, ch);
    let board = answered(&svc, &ann(), &ch, Command::Board);
    let game = board.game.unwrap();
    assert_eq!((game.ply, game.bot_to_move()), (1, false));
    let pos = Position::from_fen(Variant::Shrink, Variant::Shrink.start_fen()).unwrap();
    assert!(pos.parse_move(&played(&first.reply)).is_ok());
}

#[test]
fn a_level_needs_the_bot_and_must_be_one_to_eight() {
    // Checked once, where a challenge is read: a command cannot carry any other.
    assert_eq!(BotLevel::new(0), None);
    assert_eq!(BotLevel::new(9), None);
    assert_eq!(BotLevel::new(8).map(BotLevel::number), Some(8));
    let three = BotLevel::new(3);
    assert_eq!(
        Opponent::named(None, false, three),
        Err(LevelWithoutBot),
        "an open challenge"
    );
    assert_eq!(
        Opponent::named(Some(ann()), false, three),
        Err(LevelWithoutBot),
        "a person"
    );
    assert_eq!(
        Opponent::named(Some(bot()), true, None),
        Ok(Opponent::Bot(bot(), BotLevel::DEFAULT))
    );
    assert_eq!(
        Opponent::named(Some(ann()), false, None),
        Ok(Opponent::Person(ann()))
    );
}

#[test]
fn the_bot_takes_moves_back_and_judges_draw_offers() {
    let path = db("offers");
    let svc = service(&path);
    let moves = svc.clockwork().start_bot(1);
    let ch = ChannelId::new(Platform::Console, "offers");
    // In a rated game the bot declines to take moves back.
    answered(
        &svc,
        &ann(),
        &ch,
        challenge_bot(Variant::Standard, ColorChoice::White, 2),
    );
    answered(&svc, &ann(), &ch, Command::Move("e2e4".into()));
    bot_move(&moves);
    let refused = answered(
        &svc,
        &ann(),
        &ch,
        Command::Takeback(kibitz::game::Answer::Offer),
    );
    assert_eq!(
        refused.says,
        ["OfferToBot", "OfferDeclined", "BotTakebacksUnrated"]
    );
    answered(&svc, &ann(), &ch, Command::Resign);

    let challenge = unrated(challenge_bot(Variant::Standard, ColorChoice::White, 2));
    answered(&svc, &ann(), &ch, challenge);
    answered(&svc, &ann(), &ch, Command::Move("e2e4".into()));
    let answer = bot_move(&moves);
    assert_eq!(answer.reply.game.unwrap().ply, 2);
    // The bot agrees at once, and both moves go back: Ann is to move at the start.
    let back = answered(
        &svc,
        &ann(),
        &ch,
        Command::Takeback(kibitz::game::Answer::Offer),
    );
    assert_eq!(back.says, ["OfferToBot", "TakenBack"]);
    let game = back.game.unwrap();
    assert_eq!((game.ply, game.bot_to_move()), (0, false));
    // Level at the start, with White to move: the bot (Black) takes the draw.
    let draw = answered(
        &svc,
        &ann(),
        &ch,
        Command::Draw(kibitz::game::Answer::Offer),
    );
    // Answered as a person would, and at once: no offer waits for an answer.
    assert_eq!(draw.says, ["OfferToBot", "Ended"]);
    assert!(draw.game.unwrap().finished);
}

/// The bot's move is thought out at once but posted only once the reply to the move it
/// answers has been posted, so that it never appears above that move.
#[test]
fn the_bots_move_waits_for_the_reply_it_answers_to_be_posted() {
    let path = db("order");
    let svc = service(&path);
    let moves = svc.clockwork().start_bot(1);
    let ch = ChannelId::new(Platform::Console, "order");
    answered(
        &svc,
        &ann(),
        &ch,
        challenge_bot(Variant::Standard, ColorChoice::White, 1),
    );
    let request = |mv: &str| Request::new(ann(), ch.clone(), Command::Move(mv.into()));
    let answered = svc.commands().answer(request("e2e4"), &|_| {});
    ok(answered.reply);
    // Level 1 answers in well under a second; the reply is still being posted.
    assert!(
        moves.recv_timeout(Duration::from_secs(3)).is_err(),
        "the bot's move came before the reply to e2e4 was posted"
    );
    answered.after.posted();
    let answer = bot_move(&moves);
    assert_eq!(answer.reply.game.unwrap().ply, 2);
    // The next one the same way; a reply that could not be posted lets the move out too.
    let answered = svc.commands().answer(request("d2d4"), &|_| {});
    assert!(moves.recv_timeout(Duration::from_secs(2)).is_err());
    drop(answered);
    assert_eq!(bot_move(&moves).reply.game.unwrap().ply, 4);
}

#[test]
fn on_a_chess_clock_the_bot_thinks_within_its_time() {
    let path = db("clock");
    let svc = service(&path);
    let moves = svc.clockwork().start_bot(2);
    let ch = ChannelId::new(Platform::Console, "bot-clock");
    let blitz = Command::Challenge {
        clock: kibitz::game::TimeControl::parse("1+0").ok(),
        variant: Variant::Standard,
        opponent: Opponent::Bot(bot(), BotLevel::new(8).unwrap()),
        color: ColorChoice::White,
        time: TimePerMove::DEFAULT,
        rated: false,
    };
    answered(&svc, &ann(), &ch, blitz);
    for reply in ["e4", "d4", "Nf3", "Bc4"] {
        let mine = svc.handle(&ann(), &ch, Command::Move(reply.into()));
        if mine.error {
            break; // the bot's answer made the move illegal: enough moves were played
        }
        bot_move(&moves);
    }
    // Its thinking is charged to its clock, never more than the cap (two seconds) a move.
    let store = Store::connect(&path).unwrap();
    let row = store.latest_game(&ch).unwrap().unwrap();
    let left = row.clock.unwrap().left_ms[Color::Black as usize];
    assert!(
        (60_000 - 4 * 2_100..60_000).contains(&left),
        "the bot has {left} ms left"
    );
}
