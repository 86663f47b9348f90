//! `kibitz discord` as an admin runs it once the bot outgrows one process: some of the gateway
//! shards (`--shards 1-1 --total-shards 2`), every REST request through `DISCORD_PROXY` (here
//! the fake Discord stands for the proxy), the games in PostgreSQL.

use crate::support::pg;
use kibitz::game::Platform;

use crate::support::fake_discord::*;
use axum::http::Method;
use kibitz::game::ChannelId;
use kibitz::store::Store;
use serde_json::json;
use std::time::{Duration, Instant};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_its_shards_and_sends_every_request_through_the_proxy() {
    // The database is set up outside the async runtime (its client blocks).
    let (server, db) = tokio::task::block_in_place(|| {
        let server = pg::Server::get();
        let db = server.database();
        (server, db)
    });
    let mut h = Harness::start_fake().await;
    let mut bot = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args([
            "discord",
            "--db",
            &db,
            "--shards",
            "1-1",
            "--total-shards",
            "2",
        ])
        .env("DISCORD_TOKEN", "fake-token")
        .env("DISCORD_GUILD_ID", GUILD.to_string())
        .env(
            "DISCORD_PROXY",
            format!("http://127.0.0.1:{}/", h.fake.port),
        )
        .env_remove("KIBITZ_DB")
        .spawn()
        .unwrap();
    h.wait_for(0, "command registration", |r| r.method == Method::PUT)
        .await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while h.fake.identified.lock().unwrap().is_empty() {
        assert!(Instant::now() < deadline, "no shard identified");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        *h.fake.identified.lock().unwrap(),
        vec![json!([1, 2])],
        "shard 1 of 2 only"
    );

    let challenge = h
        .interact(
            2,
            (ANN, "Ann"),
            CHANNEL,
            command(
                "challenge",
                json!([{"name": "variant", "type": 4, "value": 1}, {"name": "opponent", "type": 6, "value": BOB.to_string()}]),
            ),
        )
        .await;
    assert!(
        content(&challenge).contains("Ann challenges Bob to Suction Chess"),
        "{}",
        content(&challenge)
    );
    let waiting = tokio::task::block_in_place(|| {
        Store::connect(&db)
            .unwrap()
            .challenges_in(
                &ChannelId::new(Platform::Discord, &CHANNEL.to_string()),
                kibitz::game::Time::from_unix(0),
            )
            .unwrap()
    });
    assert_eq!(waiting.len(), 1, "the challenge is in PostgreSQL");
    bot.kill().ok();
    bot.wait().ok();
    drop(server);
}
