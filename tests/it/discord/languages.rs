//! Discord in the player's language: the slash commands are registered with their names,
//! descriptions and choices in every language Kibitz speaks (within Discord's rules, which
//! the fake checks), and an interaction is answered in its client's language, else the
//! server's.

use crate::support::fake_discord::*;
use serde_json::{json, Value};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_and_answered_in_the_clients_language() {
    let mut h = Harness::start().await;
    let (_, registered) = h
        .wait_for(0, "the commands' registration", |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    let commands = registered
        .json
        .as_array()
        .cloned()
        .unwrap_or_else(|| panic!("{}", registered.json));
    commands_within_limits(&registered.json).expect("the fake accepted them");
    let named = |name: &str| -> Value {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("/{name} registered"))
    };
    let challenge = named("challenge");
    assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
    assert_eq!(challenge["name_localizations"]["ja"], "挑戦");
    assert_eq!(
        challenge["description_localizations"]["fr"],
        "Défie quelqu'un (ou tout le monde ici) à une partie"
    );
    let variant = &challenge["options"][0];
    assert_eq!(variant["name_localizations"]["es-419"], "variante");
    assert_eq!(
        variant["choices"][1]["name_localizations"]["ru"],
        "Всасывающие шахматы"
    );
    // Every command, option and choice in every language.
    let locales = ["de", "es-ES", "es-419", "fr", "pt-BR", "ru", "zh-CN", "ja"];
    for command in &commands {
        for locale in locales {
            assert!(
                command["name_localizations"][locale].is_string()
                    && command["description_localizations"][locale].is_string(),
                "/{} in {locale}",
                command["name"]
            );
        }
    }

    let board = || command("board", json!([]));
    let german = h
        .interact_in(("de", "en-US"), 2, (ANN, "ann"), CHANNEL, board())
        .await;
    let shown = h
        .shown_where(interaction_id(&german), "German", |t| !t.is_empty())
        .await;
    assert_eq!(
        shown.content,
        "Hier wurde noch keine Partie gespielt. Starte eine mit `challenge`."
    );
    // A client language Kibitz does not speak: the server's.
    let korean = h
        .interact_in(("ko", "fr"), 2, (BOB, "bob"), CHANNEL, board())
        .await;
    let shown = h
        .shown_where(interaction_id(&korean), "French", |t| !t.is_empty())
        .await;
    assert_eq!(
        shown.content,
        "Aucune partie n'a encore été jouée ici. Lancez-en une avec `challenge`."
    );
    let english = h.interact(2, (ANN, "ann"), CHANNEL, board()).await;
    let shown = h
        .shown_where(interaction_id(&english), "English", |t| !t.is_empty())
        .await;
    assert!(
        shown
            .content
            .starts_with("No game has been played here yet"),
        "{}",
        shown.content
    );
    // A rules topic typed in German is found by its German title, and offered in German.
    let topic = json!([{"name": "variant", "type": 4, "value": 0}, {"name": "topic", "type": 3, "value": "roch", "focused": true}]);
    let complete = h
        .interact_in(
            ("de", "de"),
            4,
            (ANN, "ann"),
            CHANNEL,
            command("rules", topic),
        )
        .await;
    let offered = &complete.json["data"]["choices"];
    assert_eq!(offered[0]["value"], "castling", "{offered}");
    let label = offered[0]["name"].as_str().unwrap_or_default();
    assert!(
        label.starts_with("castling (Klassisches Schach): Rochade"),
        "{label}"
    );
    h.assert_all_within_limits();
}
