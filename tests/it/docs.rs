//! The manual: every command of the command table is in the players' guide, and every picture
//! and page a guide links to is there.

use kibitz::game::commands::{COMMANDS, TOURNAMENT};
use std::path::Path;

fn guide(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_command_is_in_the_players_guide() {
    let players = guide("players.md");
    let missing: Vec<&str> = COMMANDS
        .iter()
        .map(|c| c.name)
        .filter(|name| !players.contains(&format!("`{name}")))
        .collect();
    assert!(missing.is_empty(), "not in docs/players.md: {missing:?}");
    // `tournament` alone shows the tournament; every other subcommand is typed after it.
    let missing: Vec<&str> = TOURNAMENT
        .iter()
        .map(|s| s.name)
        .filter(|&name| name != "show" && !players.contains(&format!("tournament {name}")))
        .collect();
    assert!(
        missing.is_empty(),
        "tournament subcommands not in the guide: {missing:?}"
    );
}

#[test]
fn what_the_guides_link_to_is_there() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    for name in ["players.md", "admins.md", "developers.md"] {
        let text = guide(name);
        // Markdown links and images: `](target)`, the target up to its `#` part.
        for (_, rest) in text.match_indices("](").map(|(i, _)| text.split_at(i + 2)) {
            let target = rest.split(')').next().unwrap_or("");
            let file = target.split('#').next().unwrap_or("");
            if file.is_empty() || file.contains("://") {
                continue;
            }
            assert!(
                docs.join(file).exists(),
                "docs/{name} links to {target}, which is not there"
            );
        }
    }
}
