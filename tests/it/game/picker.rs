//! The move picker through the service: a pawn's promotions chosen in a step of their own, a
//! hand's drops, and a step for a position the game has left refused.

use crate::support::players::{ann, bob, ok, service, start};
use kibitz::game::{ChannelId, Command, Locales, MovePicker, PickStep, PickValue, Platform};
use kibitz::rules::{Role, Variant};

fn labels(picker: &MovePicker) -> Vec<&str> {
    picker.choices.iter().map(|c| c.label.as_str()).collect()
}

#[test]
fn a_promotion_is_chosen_in_a_step_of_its_own() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "promote");
    start(&svc, &ch, Variant::Standard);
    for (i, mv) in ["e4", "d5", "exd5", "c6", "dxc6", "Nf6", "cxb7", "Nbd7"]
        .iter()
        .enumerate()
    {
        let who = if i % 2 == 0 { ann() } else { bob() };
        ok(svc.handle(&who, &ch, Command::Move(mv.to_string())));
    }
    let commands = svc.commands();
    let step = |step, at| commands.move_picker(&ann(), &ch, step, at, &Locales::default());
    let pawn = step(PickStep::From("b7".parse().unwrap()), None).unwrap();
    assert_eq!(
        labels(&pawn),
        ["b8 (promotes)", "bxa8 (promotes)", "bxc8 (promotes)"]
    );
    let at = Some((pawn.game, pawn.ply));
    let to_a8 = PickStep::Promotion {
        from: "b7".parse().unwrap(),
        to: "a8".parse().unwrap(),
    };
    let becomes = step(to_a8, at).unwrap();
    assert_eq!(labels(&becomes), ["bxa8=Q", "bxa8=R", "bxa8=B", "bxa8=N"]);
    assert_eq!(becomes.choices[0].value, PickValue::Move("b7a8q".into()));
    // Bob is not to move; and once the game moves on, the step is refused.
    let refused = commands
        .move_picker(&bob(), &ch, PickStep::Piece, None, &Locales::default())
        .unwrap_err();
    assert_eq!(refused.refused, Some("NotYourTurn"));
    ok(svc.handle(&ann(), &ch, Command::Move("bxa8=Q".into())));
    let late = step(to_a8, at).unwrap_err();
    assert_eq!(late.refused, Some("PickExpired"));
}

#[test]
fn the_hands_pieces_are_picked_then_dropped() {
    let (svc, _) = service();
    let ch = ChannelId::new(Platform::Console, "drops");
    start(&svc, &ch, Variant::GiveAndTake);
    let commands = svc.commands();
    let pieces = commands
        .move_picker(&ann(), &ch, PickStep::Piece, None, &Locales::default())
        .unwrap();
    let knight = PickValue::Step(PickStep::Hand(Role::Knight));
    assert!(
        pieces.choices.iter().any(|c| c.value == knight),
        "{pieces:?}"
    );
    let drops = commands
        .move_picker(
            &ann(),
            &ch,
            PickStep::Hand(Role::Knight),
            None,
            &Locales::default(),
        )
        .unwrap();
    assert!(labels(&drops).contains(&"N@b1"), "{drops:?}");
    assert!(
        labels(&drops).iter().all(|l| l.starts_with("N@")),
        "{drops:?}"
    );
}
