//! What each of Kibitz's buttons does, written into its `custom_id` and read back.

use crate::game::{fixed, ChallengeId, ChallengePick, Fixed, GameId, Lang, MovePicker};
use crate::game::{TallyRef, TournamentId};
use poise::serenity_prelude as serenity;

/// What a button does; its `custom_id` is this written out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// A challenge's buttons carry its id (older messages' buttons may not).
    Accept(Option<ChallengeId>),
    Decline(Option<ChallengeId>),
    Resign,
    ConfirmResign,
    KeepPlaying,
    OfferDraw,
    /// The board of the presser's most urgent game.
    Next,
    /// Sign up to a tournament, or take one's name off.
    JoinTournament(TournamentId),
    LeaveTournament(TournamentId),
    /// The rest of the channel's puzzle's solution, for the presser.
    ShowSolution,
    /// A vote for a move on a team's tally: the game, its ply when the vote opened, the move.
    Vote(GameId, u32, String),
    /// The move picker, for the player to move: its first menu.
    PickMove,
    /// The presser's own link to play a game on its board page.
    PlayOnBoard(GameId),
    /// A menu of the move picker (the `menu`th of its step), made for the game at a ply.
    Pick {
        game: GameId,
        ply: u32,
        menu: usize,
    },
}

/// The most options a select menu holds, and the most menus a message holds (Discord's
/// limits): a step with more choices shows the first 125.
const MENU_OPTIONS: usize = 25;
const MENUS: usize = 5;

/// The most vote buttons under a tally: two rows of Discord's five.
const MAX_VOTE_BUTTONS: usize = 10;

impl ButtonId {
    pub fn custom_id(&self) -> String {
        let with = |name: &str, id: Option<ChallengeId>| match id {
            Some(id) => format!("kibitz:{name}:{id}"),
            None => format!("kibitz:{name}"),
        };
        match self {
            ButtonId::Accept(id) => with("accept", *id),
            ButtonId::Decline(id) => with("decline", *id),
            ButtonId::Resign => "kibitz:resign".into(),
            ButtonId::ConfirmResign => "kibitz:resign-confirm".into(),
            ButtonId::KeepPlaying => "kibitz:resign-cancel".into(),
            ButtonId::OfferDraw => "kibitz:draw".into(),
            ButtonId::Next => "kibitz:next".into(),
            ButtonId::ShowSolution => "kibitz:solve-show".into(),
            ButtonId::JoinTournament(id) => format!("kibitz:tournament-join:{id}"),
            ButtonId::LeaveTournament(id) => format!("kibitz:tournament-leave:{id}"),
            ButtonId::Vote(game, ply, mv) => format!("kibitz:vote:{}:{ply}:{mv}", game.0),
            ButtonId::PickMove => "kibitz:pick-move".into(),
            ButtonId::PlayOnBoard(game) => format!("kibitz:web:{}", game.0),
            ButtonId::Pick { game, ply, menu } => format!("kibitz:pick:{}:{ply}:{menu}", game.0),
        }
    }

    pub fn parse(custom_id: &str) -> Option<ButtonId> {
        let rest = custom_id.strip_prefix("kibitz:")?;
        if let Some(vote) = rest.strip_prefix("vote:") {
            let mut parts = vote.splitn(3, ':');
            let game = parts.next()?.parse().ok()?;
            let ply = parts.next()?.parse().ok()?;
            let mv = parts.next().filter(|m| !m.is_empty())?;
            return Some(ButtonId::Vote(GameId(game), ply, mv.to_string()));
        }
        if let Some(pick) = rest.strip_prefix("pick:") {
            let mut parts = pick.splitn(3, ':');
            let game = GameId(parts.next()?.parse().ok()?);
            let ply = parts.next()?.parse().ok()?;
            let menu = parts.next()?.parse().ok()?;
            return Some(ButtonId::Pick { game, ply, menu });
        }
        let (name, id) = match rest.split_once(':') {
            Some((name, id)) => (name, Some(id.parse::<i64>().ok()?)),
            None => (rest, None),
        };
        Some(match (name, id) {
            ("accept", id) => ButtonId::Accept(id.map(ChallengeId)),
            ("decline", id) => ButtonId::Decline(id.map(ChallengeId)),
            ("tournament-join", Some(id)) => ButtonId::JoinTournament(TournamentId(id)),
            ("tournament-leave", Some(id)) => ButtonId::LeaveTournament(TournamentId(id)),
            ("resign", None) => ButtonId::Resign,
            ("resign-confirm", None) => ButtonId::ConfirmResign,
            ("resign-cancel", None) => ButtonId::KeepPlaying,
            ("draw", None) => ButtonId::OfferDraw,
            ("next", None) => ButtonId::Next,
            ("solve-show", None) => ButtonId::ShowSolution,
            ("pick-move", None) => ButtonId::PickMove,
            ("web", Some(id)) => ButtonId::PlayOnBoard(GameId(id)),
            _ => return None,
        })
    }

    pub fn button(self, label: &str, style: serenity::ButtonStyle) -> serenity::CreateButton {
        serenity::CreateButton::new(self.custom_id())
            .label(label)
            .style(style)
    }

    /// The select menus of a step of the move picker: its choices, 25 a menu, at most five.
    pub fn picker_menus(picker: &MovePicker) -> Vec<serenity::CreateActionRow> {
        (picker.choices.chunks(MENU_OPTIONS).take(MENUS).enumerate())
            .map(|(menu, choices)| {
                let options = (choices.iter())
                    .map(|c| serenity::CreateSelectMenuOption::new(&c.label, c.value.written()))
                    .collect();
                let id = ButtonId::Pick {
                    game: picker.game,
                    ply: picker.ply,
                    menu,
                };
                let kind = serenity::CreateSelectMenuKind::String { options };
                serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(
                    id.custom_id(),
                    kind,
                ))
            })
            .collect()
    }

    /// The buttons under a game's board: a move picked from menus, resign, offer a draw, and
    /// (`board_page`, where pages are served) the presser's link to play it on its board.
    pub fn game_buttons(lang: Lang, board_page: Option<GameId>) -> Vec<serenity::CreateActionRow> {
        let mut buttons = vec![
            ButtonId::PickMove.button(
                &fixed(lang, Fixed::MoveButton),
                serenity::ButtonStyle::Primary,
            ),
            ButtonId::Resign.button(
                &fixed(lang, Fixed::ResignButton),
                serenity::ButtonStyle::Danger,
            ),
            ButtonId::OfferDraw.button(
                &fixed(lang, Fixed::OfferDrawButton),
                serenity::ButtonStyle::Secondary,
            ),
        ];
        if let Some(game) = board_page {
            buttons.push(ButtonId::PlayOnBoard(game).button(
                &fixed(lang, Fixed::PlayOnBoardButton),
                serenity::ButtonStyle::Secondary,
            ));
        }
        vec![serenity::CreateActionRow::Buttons(buttons)]
    }

    /// The button under a list of games where it is the asker's move somewhere.
    pub fn next_button(lang: Lang) -> Vec<serenity::CreateActionRow> {
        let label = fixed(lang, Fixed::NextGameButton);
        vec![serenity::CreateActionRow::Buttons(vec![
            ButtonId::Next.button(&label, serenity::ButtonStyle::Primary)
        ])]
    }

    pub fn solution_button(lang: Lang) -> Vec<serenity::CreateActionRow> {
        let label = fixed(lang, Fixed::ShowSolutionButton);
        vec![serenity::CreateActionRow::Buttons(vec![
            ButtonId::ShowSolution.button(&label, serenity::ButtonStyle::Secondary),
        ])]
    }

    /// The buttons under a challenge.
    pub fn challenge_buttons(lang: Lang, challenge: ChallengeId) -> Vec<serenity::CreateActionRow> {
        let (accept, decline) = (
            fixed(lang, Fixed::AcceptButton),
            fixed(lang, Fixed::DeclineButton),
        );
        vec![serenity::CreateActionRow::Buttons(vec![
            ButtonId::Accept(Some(challenge)).button(&accept, serenity::ButtonStyle::Success),
            ButtonId::Decline(Some(challenge)).button(&decline, serenity::ButtonStyle::Secondary),
        ])]
    }

    /// The buttons under an open vote's tally: one per move voted for, most votes first.
    pub fn vote_buttons(tally: &TallyRef) -> Vec<serenity::CreateActionRow> {
        let buttons: Vec<serenity::CreateButton> = (tally.moves.iter())
            .take(MAX_VOTE_BUTTONS)
            .map(|mv| {
                ButtonId::Vote(tally.game, tally.ply, mv.notation.clone())
                    .button(&mv.san, serenity::ButtonStyle::Primary)
            })
            .collect();
        buttons
            .chunks(5)
            .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
            .collect()
    }

    /// The buttons under a tournament's announcement.
    pub fn tournament_buttons(lang: Lang, id: TournamentId) -> Vec<serenity::CreateActionRow> {
        let (join, leave) = (
            fixed(lang, Fixed::JoinButton),
            fixed(lang, Fixed::LeaveButton),
        );
        vec![serenity::CreateActionRow::Buttons(vec![
            ButtonId::JoinTournament(id).button(&join, serenity::ButtonStyle::Success),
            ButtonId::LeaveTournament(id).button(&leave, serenity::ButtonStyle::Secondary),
        ])]
    }

    pub fn pick(id: Option<ChallengeId>) -> Option<ChallengePick> {
        id.map(ChallengePick::Id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_read_back() {
        for b in [
            ButtonId::Accept(Some(ChallengeId(12))),
            ButtonId::Accept(None),
            ButtonId::Decline(Some(ChallengeId(7))),
            ButtonId::Resign,
            ButtonId::ConfirmResign,
            ButtonId::KeepPlaying,
            ButtonId::OfferDraw,
            ButtonId::Next,
            ButtonId::JoinTournament(TournamentId(3)),
            ButtonId::LeaveTournament(TournamentId(3)),
            ButtonId::Vote(GameId(4), 17, "P@a2,P@b3".into()),
            ButtonId::Vote(GameId(4), 0, "c2c3=nq".into()),
        ] {
            assert_eq!(ButtonId::parse(&b.custom_id()), Some(b));
        }
        assert_eq!(ButtonId::parse("kibitz:vote:4:17:"), None);
        assert_eq!(ButtonId::parse("kibitz:vote:4:e2e4"), None);
        assert_eq!(ButtonId::parse("kibitz:accept:x"), None);
        assert_eq!(ButtonId::parse("kibitz:tournament-join"), None);
        assert_eq!(ButtonId::parse("other:accept"), None);
    }
}
