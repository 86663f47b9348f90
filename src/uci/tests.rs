use super::*;

/// A writer the test can read back while the engine holds it.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

fn converse(script: &str) -> String {
    let out = Shared::default();
    run(script.as_bytes(), out.clone()).unwrap();
    out.text()
}

#[test]
fn it_names_itself_and_the_variants_and_answers_isready() {
    let out = converse("uci\nisready\nquit\n");
    assert!(out.contains("id name Kibitz"), "{out}");
    assert!(
        out.contains("option name UCI_Variant type combo default chess var chess var suction var shrink var swapper var giveandtake var tradeup"),
        "{out}"
    );
    assert!(out.contains("uciok\nreadyok\n"), "{out}");
}

#[test]
fn it_plays_a_legal_move_of_the_variant_it_is_told() {
    let out = converse(
        "setoption name UCI_Variant value giveandtake\nposition startpos moves K@e1\ngo nodes 3000\nisready\n",
    );
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("{out}"));
    let mut game = Game::start(Variant::GiveAndTake);
    game.play("K@e1").unwrap();
    assert!(game.play(best).is_ok(), "{best} in {out}");
    assert!(out.contains("info depth 1 score cp"), "{out}");
}

#[test]
fn a_mate_is_told_in_moves_and_stop_ends_an_infinite_search() {
    let out = converse("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth 4\n");
    assert!(out.contains("score mate 1"), "{out}");
    assert!(out.contains("bestmove a1a8"), "{out}");
    let out = converse("position startpos moves e2e4\ngo infinite\nstop\n");
    assert!(
        out.lines().last().unwrap().starts_with("bestmove "),
        "{out}"
    );
}

#[test]
fn bad_input_is_told_and_changes_nothing() {
    let out = converse(
        "setoption name UCI_Variant value atomic\nsetoption name Hash value lots\nposition startpos moves e2e5\ngo nodes 500\n",
    );
    assert!(
        out.contains("info string unknown variant 'atomic'"),
        "{out}"
    );
    assert!(out.contains("info string Hash takes a number"), "{out}");
    assert!(out.contains("info string move e2e5"), "{out}");
    assert!(out.contains("bestmove "), "{out}");
}

/// The nodes each search of `searches` took, one `go` at a time: each sent once the one
/// before has answered.
fn nodes_of(setup: &str, searches: &[&str]) -> Vec<u64> {
    let (reader, mut writer) = std::io::pipe().unwrap();
    let out = Shared::default();
    let engine = {
        let out = out.clone();
        std::thread::spawn(move || run(std::io::BufReader::new(reader), out))
    };
    let answers = || out.text().matches("bestmove").count();
    writeln!(writer, "{setup}").unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    for (i, search) in searches.iter().enumerate() {
        writeln!(writer, "{search}").unwrap();
        while answers() <= i {
            assert!(
                std::time::Instant::now() < deadline,
                "no answer to '{search}'"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    writeln!(writer, "quit").unwrap();
    engine.join().unwrap().unwrap();
    out.text()
        .split("bestmove")
        .filter_map(|answer| {
            let last = answer.lines().rev().find(|l| l.starts_with("info depth"))?;
            let nodes = last
                .split_whitespace()
                .skip_while(|w| *w != "nodes")
                .nth(1)?;
            nodes.parse().ok()
        })
        .collect()
}

#[test]
fn the_table_is_kept_over_a_game_at_full_strength_and_emptied_by_a_new_one() {
    let go = "position startpos moves e2e4 e7e5\ngo depth 6";
    let nodes = nodes_of(
        "setoption name Hash value 4",
        &[go, go, &format!("ucinewgame\n{go}"), go],
    );
    let [first, again, new_game, after_new] = nodes[..] else {
        panic!("{nodes:?}")
    };
    assert!(again < first, "{nodes:?}");
    assert_eq!(new_game, first, "{nodes:?}");
    assert_eq!(after_new, again, "{nodes:?}");
    // A level plays the same move in the same position: it searches afresh every time.
    let at_level = nodes_of("setoption name Level value 8", &[go, go]);
    assert_eq!(at_level[0], at_level[1], "{at_level:?}");
}

/// Standard chess is judged by its shipped network by default; `EvalFile` names another
/// network, or `<hand-written>` the hand-written evaluation; a file that is not a network is
/// told, and `<default>` gives the shipped network back.
#[test]
fn eval_file_sets_a_network_and_a_bad_one_is_told() {
    use engine::nnue::{data, train};
    let text = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1;900;1\n4k3/8/8/8/8/8/8/q3K3 w - - 0 1;-900;0\n#0\n";
    let settings = train::Settings {
        variant: Variant::Standard,
        hidden: 4,
        epochs: 2,
        batch: 2,
        rate: 0.01,
        lambda: 0.5,
        scale: 232.0,
        seed: 1,
        threads: 1,
        start: None,
    };
    let records = data::read(text, Variant::Standard).unwrap().records;
    let mut examples: Vec<_> = records
        .iter()
        .map(|r| train::example(r, &settings))
        .collect();
    let network = train::train(&mut examples, &[], &settings, &|_, _, _| {});
    let dir = std::env::temp_dir().join(format!("kibitz-evalfile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (net, junk) = (dir.join("net.nnue"), dir.join("junk.nnue"));
    std::fs::write(&net, network.to_bytes()).unwrap();
    std::fs::write(&junk, "not a network").unwrap();
    let first_score = |out: &str| {
        let line = out
            .lines()
            .find(|l| l.starts_with("info depth 1 "))
            .unwrap();
        line.split_whitespace()
            .skip_while(|w| *w != "cp")
            .nth(1)
            .unwrap()
            .to_string()
    };
    let go = "position startpos moves e2e4\ngo depth 2\n";
    let own = converse(go);
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/nnue/standard.nnue");
    let named = converse(&format!("setoption name EvalFile value {shipped}\n{go}"));
    assert_eq!(first_score(&own), first_score(&named));
    let hand_written = converse(&format!(
        "setoption name EvalFile value <hand-written>\n{go}"
    ));
    assert_ne!(first_score(&own), first_score(&hand_written));
    let judged = converse(&format!(
        "setoption name EvalFile value {}\n{go}",
        net.display()
    ));
    assert_ne!(first_score(&own), first_score(&judged), "{judged}");
    assert_ne!(first_score(&hand_written), first_score(&judged), "{judged}");
    let emptied = converse(&format!(
        "setoption name EvalFile value {}\nsetoption name EvalFile value <default>\n{go}",
        net.display()
    ));
    assert_eq!(first_score(&own), first_score(&emptied));
    let bad = converse(&format!(
        "setoption name EvalFile value {}\nsetoption name EvalFile value {}\n{go}",
        junk.display(),
        dir.join("missing").display()
    ));
    assert!(bad.contains("not a Kibitz network file"), "{bad}");
    assert!(bad.contains("info string cannot read the network"), "{bad}");
    assert_eq!(first_score(&own), first_score(&bad));
    std::fs::remove_dir_all(&dir).unwrap();
}
