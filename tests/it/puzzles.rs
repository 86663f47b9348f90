//! The puzzles Kibitz ships, every one checked: its line replays legally, a puzzle whose
//! theme says it wins (a mate, a king sucked home, no moves left) is a forced win proved by
//! exhaustive search over the rules (no engine), and no other first move comes within the
//! uniqueness margin at the deeper search.

use kibitz::engine::puzzles::{only_winning_move, shipped, Puzzle};
use kibitz::rules::{Color, Move, Position, Variant};
use std::collections::HashSet;

/// What every variant ships at least.
const SHIPPED_AT_LEAST: usize = 300;

fn replay(variant: Variant, puzzle: &Puzzle) -> (Position, Vec<Move>) {
    let start =
        Position::from_fen(variant, &puzzle.fen).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
    let mut pos = start.clone();
    let mut line = Vec::new();
    for text in &puzzle.moves {
        let (mv, next) = pos
            .play(text)
            .unwrap_or_else(|e| panic!("{}: {text}: {e}", puzzle.id));
        line.push(mv);
        pos = next;
    }
    (start, line)
}

/// Whether the side to move in `pos` wins by force within `moves` of its moves, whatever the
/// other side replies: every legal move tried, the rules deciding the end. `first` is tried
/// first at the root; moves that won after one reply are tried first after the next.
fn forced_win(pos: &Position, moves: usize, first: Option<Move>) -> bool {
    let winner = pos.turn();
    let mut killers = Vec::new();
    wins(pos, winner, moves, first, &mut killers)
}

fn wins(
    pos: &Position,
    winner: Color,
    moves: usize,
    first: Option<Move>,
    killers: &mut Vec<Move>,
) -> bool {
    if moves == 0 {
        return false;
    }
    let mut candidates = pos.legal_moves();
    let preferred: Vec<Move> = first.into_iter().chain(killers.iter().copied()).collect();
    candidates.sort_by_key(|m| preferred.iter().position(|p| p == m).unwrap_or(usize::MAX));
    for mv in candidates {
        let after = pos.played(mv);
        match after.outcome() {
            Some(o) if o.winner == Some(winner) => return true,
            Some(_) => continue,
            None => {}
        }
        if moves == 1 {
            continue;
        }
        let refuted = after.legal_moves().into_iter().all(|reply| {
            let next = after.played(reply);
            match next.outcome() {
                Some(o) => o.winner == Some(winner),
                None => wins(&next, winner, moves - 1, None, killers),
            }
        });
        if refuted {
            if !killers.contains(&mv) {
                killers.insert(0, mv);
                killers.truncate(4);
            }
            return true;
        }
    }
    false
}

#[test]
fn every_shipped_puzzle_replays_and_its_theme_is_true() {
    for variant in Variant::ALL {
        let puzzles = shipped(variant);
        assert!(
            puzzles.len() >= SHIPPED_AT_LEAST,
            "{variant}: {} puzzles",
            puzzles.len()
        );
        let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{variant}: ids repeat");
        let fens: HashSet<&str> = puzzles.iter().map(|p| p.fen.as_str()).collect();
        assert_eq!(fens.len(), puzzles.len(), "{variant}: positions repeat");
        for puzzle in puzzles {
            let (start, line) = replay(variant, puzzle);
            assert!(start.outcome().is_none(), "{}: already over", puzzle.id);
            assert_eq!(
                line.len() % 2,
                1,
                "{}: ends with the solver's move",
                puzzle.id
            );
            assert!((400..=3000).contains(&puzzle.rating), "{}", puzzle.id);
            let n = puzzle.solver_moves();
            let win_theme = puzzle
                .themes
                .iter()
                .any(|t| t == &format!("mateIn{n}") || t == &format!("winIn{n}"));
            let end = line.iter().fold(start.clone(), |pos, &mv| pos.played(mv));
            let won = end
                .outcome()
                .is_some_and(|o| o.winner == Some(start.turn()));
            assert_eq!(win_theme, won, "{}: {:?}", puzzle.id, puzzle.themes);
            if win_theme {
                assert!(
                    forced_win(&start, n, line.first().copied()),
                    "{}: not a forced win in {n}",
                    puzzle.id
                );
            }
        }
    }
}

#[test]
fn no_other_first_move_comes_near_any_shipped_puzzles_solution() {
    let all: Vec<(Variant, &Puzzle)> = Variant::ALL
        .iter()
        .flat_map(|&v| shipped(v).iter().map(move |p| (v, p)))
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let all = &all;
                scope.spawn(move || {
                    all.iter()
                        .skip(t)
                        .step_by(threads)
                        .filter_map(|&(variant, puzzle)| {
                            let (start, line) = replay(variant, puzzle);
                            (only_winning_move(&start, &[]) != Some(line[0]))
                                .then(|| puzzle.id.clone())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "not unique: {failures:?}");
}

#[test]
fn the_forced_win_check_finds_mates_and_refuses_what_is_not_one() {
    // The fool's mate: Black mates in one, and only one move does it.
    let pos = Position::from_fen(
        Variant::Standard,
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    )
    .unwrap();
    assert!(forced_win(&pos, 1, None));
    // White to move in the start position wins nothing by force in two.
    assert!(!forced_win(&Position::start(Variant::Standard), 2, None));
}

/// A reader that stops early (`kibitz moves ... | head`) is no error: no message, and the exit
/// status of success.
#[test]
fn output_read_only_in_part_ends_quietly() {
    use std::process::{Command, Stdio};
    for args in [
        &["puzzles", "list", "--variant", "standard"][..],
        &["moves", "--variant", "standard"],
        &["perft", "--variant", "standard", "--depth", "2", "--divide"],
        &["position", "--variant", "suction"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run kibitz");
        // The read end closes before anything is read: the first write finds no reader.
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("kibitz ends");
        assert!(out.status.success(), "{args:?}: {:?}", out.status);
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}
