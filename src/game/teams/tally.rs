//! Counting a team's votes: the tally of one move (a member's vote is their latest; a tie goes
//! to the choice that reached its count first), what it decides, and after the game how often
//! each member's vote was the move played.

use crate::rules::Position;
use crate::store::VoteRow;
use crate::types::{UserId, VotedMove};
use std::collections::HashMap;

/// The choice `vote draw` stores.
pub(in crate::game) const DRAW: &str = "draw";
/// The choice `vote resign` stores.
pub(in crate::game) const RESIGN: &str = "resign";

/// One choice of a tally, with its votes.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::game) struct TallyLine {
    /// A move's notation, or [`DRAW`] or [`RESIGN`].
    pub choice: String,
    pub count: u32,
    /// Who voted for it, in the order they did.
    pub voters: Vec<String>,
}

/// The votes on one move: choices with most votes first (ties: the first to reach its count).
#[derive(Clone, Debug, Default, PartialEq)]
pub(in crate::game) struct Tally {
    pub lines: Vec<TallyLine>,
    /// Members whose vote counts.
    pub voters: u32,
}

/// A choice as people read it: a move in SAN, as played from `pos` (where it is voted on);
/// a draw or a resignation as stored.
pub(in crate::game) fn readable(pos: &Position, choice: &str) -> String {
    match choice {
        DRAW | RESIGN => choice.to_string(),
        notation => (pos.san_line(&[notation]).pop()).unwrap_or_else(|| notation.to_string()),
    }
}

impl Tally {
    /// The moves voted for (not draws or resignations), most votes first.
    pub fn moves(&self, pos: &Position) -> Vec<VotedMove> {
        (self.lines.iter())
            .filter(|l| l.choice != DRAW && l.choice != RESIGN)
            .map(|l| VotedMove {
                notation: l.choice.clone(),
                san: readable(pos, &l.choice),
            })
            .collect()
    }

    /// The tally as people read it: its moves in SAN, as played from `pos`.
    pub fn readable(mut self, pos: &Position) -> Tally {
        for line in &mut self.lines {
            line.choice = readable(pos, &line.choice);
        }
        self
    }

    /// The tally of `votes`, cast in this order.
    pub fn of(votes: &[VoteRow]) -> Tally {
        let mut latest: HashMap<&UserId, (usize, &str, &str)> = HashMap::new();
        let mut counts: HashMap<&str, u32> = HashMap::new();
        // When each choice first reached each count.
        let mut reached: HashMap<(&str, u32), usize> = HashMap::new();
        for (seq, vote) in votes.iter().enumerate() {
            let choice = vote.choice.as_str();
            let cast = (seq, choice, vote.voter.name.as_str());
            if let Some((_, old, _)) = latest.insert(&vote.voter.id, cast) {
                if let Some(count) = counts.get_mut(old) {
                    *count -= 1;
                }
            }
            let count = counts.entry(choice).or_default();
            *count += 1;
            reached.entry((choice, *count)).or_insert(seq);
        }
        let mut voters_of: HashMap<&str, Vec<(usize, String)>> = HashMap::new();
        for (seq, choice, name) in latest.values() {
            voters_of
                .entry(choice)
                .or_default()
                .push((*seq, name.to_string()));
        }
        let mut lines: Vec<(usize, TallyLine)> = counts
            .into_iter()
            .filter(|(_, count)| *count > 0)
            .map(|(choice, count)| {
                let mut voters = voters_of.remove(choice).unwrap_or_default();
                voters.sort();
                let line = TallyLine {
                    choice: choice.to_string(),
                    count,
                    voters: voters.into_iter().map(|(_, name)| name).collect(),
                };
                (reached[&(choice, count)], line)
            })
            .collect();
        lines.sort_by(|(a_at, a), (b_at, b)| b.count.cmp(&a.count).then(a_at.cmp(b_at)));
        Tally {
            lines: lines.into_iter().map(|(_, line)| line).collect(),
            voters: latest.len() as u32,
        }
    }

    fn count(&self, choice: &str) -> u32 {
        (self.lines.iter())
            .find(|l| l.choice == choice)
            .map_or(0, |l| l.count)
    }

    /// What the vote decides when it closes.
    pub fn decision(&self) -> Decision {
        let majority = |count: u32| count * 2 > self.voters;
        let best_move = (self.lines.iter())
            .find(|l| l.choice != DRAW && l.choice != RESIGN)
            .map(|l| l.choice.clone());
        if majority(self.count(RESIGN)) {
            Decision::Resign
        } else if majority(self.count(DRAW)) {
            Decision::Draw { then: best_move }
        } else {
            best_move.map_or(Decision::Nothing, Decision::Move)
        }
    }
}

/// What a closed vote decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::game) enum Decision {
    /// A majority of the voters resigns.
    Resign,
    /// A majority of the voters offers a draw (or accepts the other side's), then the move
    /// with most votes is played, if any.
    Draw {
        then: Option<String>,
    },
    Move(String),
    /// No majority for a draw or resignation, and no move voted for: the vote opens again.
    Nothing,
}

impl Decision {
    /// The decision as people read it: its move in SAN, as played from `pos`.
    pub fn readable(&self, pos: &Position) -> Decision {
        match self {
            Decision::Draw { then } => Decision::Draw {
                then: then.as_deref().map(|m| readable(pos, m)),
            },
            Decision::Move(m) => Decision::Move(readable(pos, m)),
            other => other.clone(),
        }
    }
}

/// How a member took part in a team game: their votes that counted, and how many of them were
/// the move the team played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::game) struct Part {
    pub name: String,
    pub voted: u32,
    pub played: u32,
}

/// Each member's part in a game whose votes were `votes` (in the order cast) and whose moves
/// were `chosen` (what each ply's vote decided), most votes played first.
pub(in crate::game) fn parts(
    votes: &[VoteRow],
    chosen: impl Fn(u32) -> Option<String>,
) -> Vec<Part> {
    let mut finals: HashMap<(u32, &UserId), &str> = HashMap::new();
    let mut names: Vec<(&UserId, &str)> = Vec::new();
    for vote in votes {
        finals.insert((vote.ply, &vote.voter.id), &vote.choice);
        if !names.iter().any(|(id, _)| *id == &vote.voter.id) {
            names.push((&vote.voter.id, &vote.voter.name));
        }
    }
    let mut parts: Vec<Part> = names
        .iter()
        .map(|(_, name)| Part {
            name: name.to_string(),
            voted: 0,
            played: 0,
        })
        .collect();
    let mut decided: HashMap<u32, Option<String>> = HashMap::new();
    for ((ply, id), choice) in finals {
        let Some(i) = names.iter().position(|(n, _)| *n == id) else {
            continue;
        };
        parts[i].voted += 1;
        let played = decided.entry(ply).or_insert_with(|| chosen(ply));
        if played.as_deref() == Some(choice) {
            parts[i].played += 1;
        }
    }
    parts.sort_by(|a, b| b.played.cmp(&a.played).then(b.voted.cmp(&a.voted)));
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Platform, User};

    fn vote(ply: u32, who: &str, choice: &str) -> VoteRow {
        VoteRow {
            ply,
            voter: User::new(UserId::new(Platform::Console, who), who),
            choice: choice.into(),
        }
    }

    fn counts(t: &Tally) -> Vec<(&str, u32)> {
        t.lines
            .iter()
            .map(|l| (l.choice.as_str(), l.count))
            .collect()
    }

    #[test]
    fn most_votes_win_and_a_changed_vote_counts_once() {
        let votes = [
            vote(0, "ann", "d2d4"),
            vote(0, "bob", "e2e4"),
            vote(0, "cat", "e2e4"),
            vote(0, "ann", "e2e4"),
            vote(0, "dan", "d2d4"),
        ];
        let t = Tally::of(&votes);
        assert_eq!(counts(&t), [("e2e4", 3), ("d2d4", 1)]);
        assert_eq!(t.voters, 4);
        assert_eq!(t.lines[0].voters, ["bob", "cat", "ann"]);
        assert_eq!(t.decision(), Decision::Move("e2e4".into()));
    }

    #[test]
    fn a_tie_goes_to_the_move_that_reached_its_count_first() {
        // d2d4 reaches 2 before e2e4 does.
        let votes = [
            vote(0, "ann", "e2e4"),
            vote(0, "bob", "d2d4"),
            vote(0, "cat", "d2d4"),
            vote(0, "dan", "e2e4"),
        ];
        assert_eq!(Tally::of(&votes).decision(), Decision::Move("d2d4".into()));
        // A count reached, lost and reached again keeps its first moment.
        let votes = [
            vote(0, "ann", "e2e4"),
            vote(0, "bob", "d2d4"),
            vote(0, "ann", "g1f3"),
            vote(0, "ann", "e2e4"),
        ];
        assert_eq!(Tally::of(&votes).decision(), Decision::Move("e2e4".into()));
    }

    #[test]
    fn draws_and_resignations_need_a_majority_of_the_voters() {
        let half = [vote(0, "ann", RESIGN), vote(0, "bob", "e2e4")];
        assert_eq!(Tally::of(&half).decision(), Decision::Move("e2e4".into()));
        let most = [
            vote(0, "ann", RESIGN),
            vote(0, "bob", "e2e4"),
            vote(0, "cat", RESIGN),
        ];
        assert_eq!(Tally::of(&most).decision(), Decision::Resign);
        let draw = [
            vote(0, "ann", DRAW),
            vote(0, "bob", "e2e4"),
            vote(0, "cat", DRAW),
        ];
        let then = Some("e2e4".to_string());
        assert_eq!(Tally::of(&draw).decision(), Decision::Draw { then });
        let neither = [vote(0, "ann", DRAW), vote(0, "bob", RESIGN)];
        assert_eq!(Tally::of(&neither).decision(), Decision::Nothing);
    }

    #[test]
    fn parts_count_each_members_votes_that_were_played() {
        let votes = [
            vote(0, "ann", "e2e4"),
            vote(0, "bob", "d2d4"),
            vote(2, "ann", "g1f3"),
            vote(2, "bob", "g1f3"),
            vote(2, "bob", "b1c3"),
        ];
        let chosen = |ply: u32| Some(if ply == 0 { "e2e4" } else { "g1f3" }.to_string());
        let parts = parts(&votes, chosen);
        let seen: Vec<_> = parts
            .iter()
            .map(|p| (&*p.name, p.voted, p.played))
            .collect();
        assert_eq!(seen, [("ann", 2, 2), ("bob", 2, 0)]);
    }
}
