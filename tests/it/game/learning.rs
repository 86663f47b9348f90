//! Learning a variant in the chat, through the service: move maps, replays and the game record.

use crate::support::players::{ann, bob, eve, ok, refused, start};
use kibitz::game::Platform;
use kibitz::game::{ChannelId, Command, FileKind, Service};
use kibitz::rules::{Role, Variant};

fn service() -> Service {
    crate::support::players::service().0
}

fn moves(square: Option<&str>, piece: Option<Role>) -> Command {
    Command::Moves {
        square: square.map(|s| s.parse().unwrap()),
        piece,
    }
}

#[test]
fn a_players_move_map_is_private_and_names_what_it_shows() {
    let svc = service();
    let ch = ChannelId::new(Platform::Console, "maps");
    start(&svc, &ch, Variant::Standard);
    let map = ok(svc.handle(&bob(), &ch, moves(Some("g1"), None)));
    assert!(map.private);
    assert!(
        map.text
            .starts_with("2 legal moves of the knight on g1 for Ann (White): Nf3 Nh3"),
        "{}",
        map.text
    );
    assert_eq!(map.files.len(), 1);
    let file = &map.files[0];
    assert!(matches!(file.kind, FileKind::Png { width: 512, .. }));
    assert!(file.bytes.starts_with(b"\x89PNG"));
    assert_eq!(file.caption, "Move map: 2 legal moves of the knight on g1");
    // Someone watching gets the list, not the map.
    let watching = ok(svc.handle(&eve(), &ch, moves(Some("g1"), None)));
    assert!(!watching.private && watching.files.is_empty());
    // Squares without moves say why; nothing else happens.
    for (square, why) in [
        ("e5", "NoPieceOn"),
        ("e7", "OpponentsPiece"),
        ("a1", "PieceCannotMove"),
    ] {
        refused(svc.handle(&ann(), &ch, moves(Some(square), None)), why);
    }
    refused(
        svc.handle(&ann(), &ch, moves(None, Some(Role::Knight))),
        "NoDrop",
    );
}

#[test]
fn the_drop_phase_map_shows_the_squares_a_drop_may_use() {
    let svc = service();
    let ch = ChannelId::new(Platform::Console, "drops");
    start(&svc, &ch, Variant::GiveAndTake);
    ok(svc.handle(&ann(), &ch, Command::Move("N@e4".into())));
    let map = ok(svc.handle(&bob(), &ch, moves(None, Some(Role::Queen))));
    assert!(
        map.text.starts_with("8 legal moves of a queen from the hand for Bob (Black): Q@d2 Q@f2 Q@c3 Q@g3 Q@c5 Q@g5 Q@d6 Q@f6"),
        "{}",
        map.text
    );
    assert_eq!(map.files.len(), 1);
}

/// A replay of the channel's game as it goes on, and of an older one by number; someone
/// else's game elsewhere is not shown. The record comes as a PGN file with its tags.
#[test]
fn replays_and_the_game_record_as_files() {
    let svc = service();
    let ch = ChannelId::new(Platform::Console, "replays");
    start(&svc, &ch, Variant::Shrink);
    for (who, mv) in [(ann(), "e2e4"), (bob(), "d7d5"), (ann(), "e4d5")] {
        ok(svc.handle(&who, &ch, Command::Move(mv.into())));
    }
    let replay = ok(svc.handle(&eve(), &ch, Command::Replay(None)));
    assert_eq!(
        replay.text,
        "Replay of game 1: Ann v Bob, Shrink Chess, 3 moves so far."
    );
    let gif = &replay.files[0];
    assert!(gif.bytes.starts_with(b"GIF89a"));
    assert!(matches!(gif.kind, FileKind::Gif { width: 384, .. }));
    assert_eq!(gif.file_name, "game-1.gif");
    let frames = gif::DecodeOptions::new()
        .read_info(gif.bytes.as_slice())
        .unwrap()
        .into_iter()
        .count();
    assert_eq!(frames, 4);

    ok(svc.handle(&ann(), &ch, Command::Resign));
    let elsewhere = ChannelId::new(Platform::Console, "elsewhere");
    let by_number = ok(svc.handle(
        &ann(),
        &elsewhere,
        Command::Replay(Some(kibitz::game::GameId(1))),
    ));
    assert_eq!(by_number.says, ["Replay"]);
    refused(
        svc.handle(
            &eve(),
            &elsewhere,
            Command::Replay(Some(kibitz::game::GameId(1))),
        ),
        "NoSuchGameHere",
    );
    refused(
        svc.handle(&eve(), &elsewhere, Command::Replay(None)),
        "NoGameToReplay",
    );

    let history = ok(svc.handle(&eve(), &ch, Command::History));
    let pgn = &history.files[0];
    assert_eq!(
        (pgn.file_name.as_str(), pgn.kind),
        ("game-1.pgn", FileKind::Pgn)
    );
    let text = String::from_utf8(pgn.bytes.clone()).unwrap();
    for tag in [
        "[Variant \"Shrink Chess\"]",
        "[Result \"0-1\"]",
        "1. e4 d5 2. exd5 0-1",
    ] {
        assert!(text.contains(tag), "{tag} not in {text}");
    }
    // Shrink Chess starts from the standard array: no FEN to set up.
    assert!(!text.contains("[FEN "), "{text}");
}

/// `export`: every finished game of the asker, from every channel, in one PGN file, privately;
/// games in progress and other people's games are left out.
#[test]
fn export_sends_every_finished_game_privately() {
    let svc = service();
    let empty = ok(svc.handle(
        &ann(),
        &ChannelId::new(Platform::Console, "a"),
        Command::Export,
    ));
    assert!(empty.private && empty.files.is_empty());
    assert_eq!(empty.text, "You have no finished games yet.");
    for (channel, variant) in [
        ("a", Variant::Suction),
        ("b", Variant::TradeUp),
        ("c", Variant::Standard),
    ] {
        let ch = ChannelId::new(Platform::Console, channel);
        start(&svc, &ch, variant);
        if channel != "c" {
            ok(svc.handle(&bob(), &ch, Command::Resign));
        }
    }
    let export = ok(svc.handle(
        &ann(),
        &ChannelId::new(Platform::Console, "elsewhere"),
        Command::Export,
    ));
    assert!(export.private);
    assert_eq!(export.text, "Your 2 finished games, in PGN.");
    let pgn = String::from_utf8(export.files[0].bytes.clone()).unwrap();
    assert_eq!(export.files[0].kind, FileKind::Pgn);
    assert_eq!(pgn.matches("[Event ").count(), 2, "{pgn}");
    for tag in [
        "[Variant \"Suction Chess\"]",
        "[Variant \"Trade-up Chess\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} not in {pgn}");
    }
    // Only Trade-up's game starts off the standard array, with its pieces in hand.
    assert_eq!(pgn.matches("[SetUp \"1\"]").count(), 1, "{pgn}");
    assert!(pgn.contains("[FEN \"4k3/8/8/8/8/8/8/4K3["), "{pgn}");
    let eve_export = ok(svc.handle(
        &eve(),
        &ChannelId::new(Platform::Console, "a"),
        Command::Export,
    ));
    assert!(eve_export.files.is_empty());
}

/// `games` lists the games where it is your move first, nearest deadline first, with a link
/// to each channel; `next` shows the board of the first, privately.
#[test]
fn games_most_urgent_first_and_next() {
    let svc = service();
    let none = svc.handle(
        &ann(),
        &ChannelId::new(Platform::Console, "x"),
        Command::Next,
    );
    refused(none, "NoMoveWaiting");
    // Ann: White in "discord:1" (her move), White in "matrix:!room:example.org" after a move
    // (Bob's move), and in "console-c" her move again.
    for channel in ["discord:1", "matrix:!room:example.org", "console-c"] {
        start(
            &svc,
            &ChannelId::new(Platform::Console, channel),
            Variant::Standard,
        );
    }
    ok(svc.handle(
        &ann(),
        &ChannelId::new(Platform::Matrix, "!room:example.org"),
        Command::Move("e2e4".into()),
    ));
    let games = ok(svc.handle(
        &ann(),
        &ChannelId::new(Platform::Console, "x"),
        Command::Games,
    ));
    let lines: Vec<&str> = games.text.lines().collect();
    assert!(
        lines[0].starts_with("Your games (3), most urgent first"),
        "{}",
        games.text
    );
    assert!(
        lines[1].contains("in <#1> (Standard Chess, move 1): **your move**"),
        "{}",
        games.text
    );
    assert!(
        lines[2].contains("in console-c") && lines[2].contains("your move"),
        "{}",
        games.text
    );
    assert!(
        lines[3].contains("in https://matrix.to/#/!room:example.org")
            && lines[3].contains("Bob to move"),
        "{}",
        games.text
    );
    assert!(games.offers_next);
    let next = ok(svc.handle(
        &ann(),
        &ChannelId::new(Platform::Console, "x"),
        Command::Next,
    ));
    assert!(next.private && next.image.is_some());
    assert!(
        next.text
            .starts_with("Your move in Ann v Bob (Standard Chess) in <#1>"),
        "{}",
        next.text
    );
    // Bob's only move is in the Matrix room.
    let bobs = ok(svc.handle(
        &bob(),
        &ChannelId::new(Platform::Console, "x"),
        Command::Next,
    ));
    assert!(
        bobs.text.contains("https://matrix.to/#/!room:example.org"),
        "{}",
        bobs.text
    );
}

/// A standard game's record, as `history` gives it, read by python-chess: the same moves,
/// the same result, no variant to guess.
#[test]
fn a_standard_record_is_read_by_python_chess_with_the_same_moves() {
    use kibitz::rules::random::XorShift;
    let svc = service();
    let ch = ChannelId::new(Platform::Console, "pgn");
    start(&svc, &ch, Variant::Standard);
    let mut game = kibitz::rules::Game::start(Variant::Standard);
    let mut rng = XorShift(0xC0FFEE);
    let mut played = Vec::new();
    while played.len() < 120 && game.outcome().is_none() {
        let legal = game.position().legal_moves();
        let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
        let who = if played.len() % 2 == 0 { ann() } else { bob() };
        ok(svc.handle(&who, &ch, Command::Move(mv.to_string())));
        game.play(&mv.to_string()).unwrap();
        played.push(mv.to_string());
    }
    if game.outcome().is_none() {
        ok(svc.handle(&ann(), &ch, Command::Resign));
    }
    let history = ok(svc.handle(&eve(), &ch, Command::History));
    let pgn = String::from_utf8(history.files[0].bytes.clone()).unwrap();
    let read = crate::support::python_chess::run(
        r#"
import chess.pgn, io, json, sys
game = chess.pgn.read_game(io.StringIO(json.load(sys.stdin)))
print(json.dumps({
    "errors": [str(e) for e in game.errors],
    "variant": game.board().uci_variant,
    "moves": [m.uci() for m in game.mainline_moves()],
    "result": game.headers["Result"],
}))
"#,
        &serde_json::json!(pgn),
    );
    assert_eq!(read["errors"], serde_json::json!([]), "{pgn}");
    assert_eq!(read["variant"], "chess");
    assert_eq!(read["moves"], serde_json::json!(played), "{pgn}");
    assert_ne!(read["result"], "*", "{pgn}");
}
