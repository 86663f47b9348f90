//! TRF-16 reports: what we write reads back the same, and no input makes the reader or the
//! pairing panic.

use kibitz::pairing::dutch::pair;
use kibitz::pairing::trf::{rounds_paired, Report};
use proptest::prelude::*;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/dutch/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn a_report_written_reads_back_equal() {
    for name in [
        "generated_48x11_s17.trf",
        "generated_50x6_withdrawals.trf",
        "bbp_issue_7.trf",
    ] {
        let report = Report::parse(&fixture(name)).unwrap();
        let again = Report::parse(&report.write()).unwrap();
        assert_eq!(again.swiss, report.swiss, "{name}");
        assert_eq!(again.lines, report.lines, "{name}");
        // And what we write is paired as what we read.
        let round = rounds_paired(&report.swiss);
        assert_eq!(
            pair(&again.swiss, round),
            pair(&report.swiss, round),
            "{name}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_report_makes_the_reader_or_the_pairing_panic(
        edits in prop::collection::vec((0usize..20_000, any::<char>()), 0..40),
        noise in "\\PC{0,300}",
    ) {
        let mut chars: Vec<char> = fixture("generated_16x7_s14.trf").chars().collect();
        for (at, c) in edits {
            let at = at % chars.len();
            chars[at] = c;
        }
        for text in [chars.into_iter().collect::<String>(), noise] {
            if let Ok(report) = Report::parse(&text) {
                let _ = report.write();
                let _ = pair(&report.swiss, rounds_paired(&report.swiss));
            }
        }
    }
}

#[test]
fn a_coloured_round_no_one_was_paired_in_reads_without_a_panic() {
    // Found in review: the first colour was read off a slice of a player with no rounds.
    let first = format!("{:<91}", "001    1");
    let text = format!("012 t\n{first}0000 w Z\n001    2\n");
    let report = Report::parse(&text).unwrap();
    let pairing = pair(&report.swiss, rounds_paired(&report.swiss)).unwrap();
    assert_eq!(pairing.bye, Some(1));
}
