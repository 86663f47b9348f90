//! How to reach Discord: the token and where to register the commands, from the environment.

use crate::types::DiscordApp;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;

/// How to reach Discord.
pub struct Config {
    pub token: String,
    /// Register the commands in this guild only (instant; for testing); globally otherwise.
    pub guild: Option<serenity::GuildId>,
    /// Send API requests here instead of Discord, serenity's rate limiter off: an HTTP proxy
    /// that keeps Discord's rate limits for every process of the bot (`DISCORD_PROXY`:
    /// twilight-http-proxy, nirn-proxy), or a local fake in tests.
    pub api_base: Option<String>,
    /// Run only these gateway shards (several processes share the bot); all if `None`.
    pub shards: Option<Shards>,
    /// The app's Activity, when it has one (`DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET`):
    /// `/web` launches it, and its page signs players in.
    pub activity: Option<DiscordApp>,
}

/// The gateway shards one process runs: `first..=last` of `total`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Config {
    /// From the environment: `DISCORD_TOKEN` or the file named by `DISCORD_TOKEN_FILE`, and
    /// optionally `DISCORD_GUILD_ID` and `DISCORD_PROXY` (the proxy's base URL).
    ///
    /// # Errors
    /// If no token is set or the file cannot be read.
    pub fn from_env() -> anyhow::Result<Config> {
        let token = match (
            std::env::var("DISCORD_TOKEN"),
            std::env::var("DISCORD_TOKEN_FILE"),
        ) {
            (Ok(token), _) if !token.trim().is_empty() => token.trim().to_string(),
            (_, Ok(path)) => std::fs::read_to_string(&path)
                .with_context(|| format!("cannot read the token file {path}"))?
                .trim()
                .to_string(),
            _ => anyhow::bail!(
                "set DISCORD_TOKEN (or DISCORD_TOKEN_FILE, a file holding the bot token)"
            ),
        };
        let guild = match std::env::var("DISCORD_GUILD_ID") {
            Ok(id) if !id.trim().is_empty() => Some(serenity::GuildId::new(
                id.trim()
                    .parse()
                    .context("DISCORD_GUILD_ID must be a number")?,
            )),
            _ => None,
        };
        let api_base = std::env::var("DISCORD_PROXY")
            .ok()
            .map(|url| url.trim().trim_end_matches('/').to_string())
            .filter(|url| !url.is_empty());
        Ok(Config {
            token,
            guild,
            api_base,
            shards: None,
            activity: activity_from_env()?,
        })
    }
}

/// `--shards`: "0-1" (or "3"), the first and last shard to run.
pub fn parse_shards(s: &str) -> Result<(u32, u32), String> {
    let (first, last) = s.split_once('-').unwrap_or((s, s));
    let number = |n: &str| {
        n.trim()
            .parse::<u32>()
            .map_err(|_| format!("'{s}' is not a range of shards like 0-1"))
    };
    let (first, last) = (number(first)?, number(last)?);
    if first > last {
        return Err(format!("'{s}': the first shard comes after the last"));
    }
    Ok((first, last))
}

impl Config {
    /// Runs only gateway shards `first..=last` of `total`, when both are given.
    ///
    /// # Errors
    /// If `last` is not below `total`.
    pub fn run_shards(
        &mut self,
        shards: Option<(u32, u32)>,
        total: Option<u32>,
    ) -> anyhow::Result<()> {
        self.shards = shards
            .zip(total)
            .map(|((first, last), total)| Shards { first, last, total });
        if let Some(shards) = &self.shards {
            anyhow::ensure!(
                shards.last < shards.total,
                "--shards {}-{} needs --total-shards above {}",
                shards.first,
                shards.last,
                shards.last
            );
        }
        Ok(())
    }
}

/// `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET` (or the file `DISCORD_CLIENT_SECRET_FILE`
/// names), both or neither.
fn activity_from_env() -> anyhow::Result<Option<DiscordApp>> {
    let set = |name: &str| {
        std::env::var(name)
            .ok()
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let secret = match (
        set("DISCORD_CLIENT_SECRET"),
        set("DISCORD_CLIENT_SECRET_FILE"),
    ) {
        (Some(secret), _) => Some(secret),
        (None, Some(path)) => Some(
            std::fs::read_to_string(&path)
                .with_context(|| format!("cannot read the client secret file {path}"))?
                .trim()
                .to_string(),
        ),
        (None, None) => None,
    };
    match (set("DISCORD_CLIENT_ID"), secret) {
        (Some(client_id), Some(client_secret)) => {
            anyhow::ensure!(
                client_id.bytes().all(|b| b.is_ascii_digit()),
                "DISCORD_CLIENT_ID must be the application's id, a number"
            );
            Ok(Some(DiscordApp {
                client_id,
                client_secret,
            }))
        }
        (None, None) => Ok(None),
        _ => anyhow::bail!(
            "set both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET for the Activity, or neither"
        ),
    }
}
