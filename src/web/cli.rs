//! The HTTP side on the command line: `--http` and `--public-url` for the commands that run
//! the bot, and `kibitz health`, which asks a running bot whether it is healthy.

use anyhow::Context;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// The HTTP side, for the commands that run the bot.
#[derive(clap::Args)]
pub struct HttpArgs {
    /// Serve a health check, metrics and the pages of games and tournaments over HTTP at this
    /// address (as 127.0.0.1:8080; a port alone is on 127.0.0.1); off unless given
    #[arg(long, env = "KIBITZ_HTTP", value_parser = parse_address)]
    pub http: Option<SocketAddr>,
    /// The address players reach those pages at (as https://kibitz.example.org): the bot's
    /// messages then link each game's page
    #[arg(long, env = "KIBITZ_PUBLIC_URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,
    /// The reverse proxies whose Forwarded or X-Forwarded-For header names the visitor (for
    /// each visitor's own rate limit): addresses and networks, comma-separated, or none
    #[arg(long, env = "KIBITZ_TRUSTED_PROXIES", default_value = super::TrustedProxies::LOOPBACK, value_parser = super::TrustedProxies::parse)]
    pub trusted_proxies: super::TrustedProxies,
    /// Matrix homeservers to ask at a given address about their users' sign-in tokens (for the
    /// board in a widget), as name=https://address, comma-separated; any other is found as
    /// federation finds it
    #[arg(long, env = "KIBITZ_MATRIX_HOMESERVERS", default_value = "", value_parser = super::MatrixHomeservers::parse)]
    pub matrix_homeservers: super::MatrixHomeservers,
    /// The Matrix clients (web origins, space-separated) that may show the board page in a
    /// widget, besides Discord, which may show it as an Activity
    #[arg(long, env = "KIBITZ_MATRIX_CLIENTS", default_value = super::Framing::ELEMENT, value_parser = super::Framing::parse)]
    pub matrix_clients: super::Framing,
}

/// An address to serve at: `host:port`, or a port alone on 127.0.0.1 (never every address
/// unless asked).
pub fn parse_address(text: &str) -> Result<SocketAddr, String> {
    let text = text.trim();
    if let Ok(port) = text.trim_start_matches(':').parse::<u16>() {
        return Ok(SocketAddr::from(([127, 0, 0, 1], port)));
    }
    text.parse()
        .map_err(|_| "an address as 127.0.0.1:8080, or a port alone".to_string())
}

/// A public address: http:// or https://, printable ASCII, without a final `/`.
fn parse_public_url(url: &str) -> Result<String, String> {
    let plain = url.chars().all(|c| c.is_ascii_graphic());
    if plain && (url.starts_with("https://") || url.starts_with("http://")) {
        Ok(url.trim_end_matches('/').to_string())
    } else {
        Err("an http:// or https:// address, as https://kibitz.example.org".into())
    }
}

/// Starts the HTTP side of `service` on `runtime` if `http` asks for it (signing Discord's
/// Activity players in with `discord`, where the app has one).
pub fn start_http(
    runtime: &tokio::runtime::Runtime,
    http: &HttpArgs,
    service: &crate::game::Service,
    discord: Option<super::DiscordSignIn>,
) -> anyhow::Result<()> {
    if let Some(address) = http.http {
        let bound = runtime
            .block_on(super::start_with(
                address,
                service.site(),
                http.trusted_proxies.clone(),
                super::Access {
                    matrix: http.matrix_homeservers.clone(),
                    framing: http.matrix_clients.clone(),
                    discord,
                },
            ))
            .with_context(|| format!("cannot serve HTTP at {address}"))?;
        eprintln!("(serving HTTP at http://{bound})");
    }
    Ok(())
}

/// Asks the HTTP side at `address` for `/healthz` (127.0.0.1 when it listens on every
/// address), again for up to `wait` until it answers 200: its answer, or why not.
///
/// # Errors
/// The last answer that was not 200, or why none came.
pub fn probe(address: SocketAddr, wait: Duration) -> Result<String, String> {
    let mut address = address;
    if address.ip().is_unspecified() {
        address.set_ip([127, 0, 0, 1].into());
    }
    let deadline = Instant::now() + wait;
    loop {
        let answer = ask(address);
        match answer {
            Ok(body) => return Ok(body),
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(500)),
            Err(why) => return Err(why),
        }
    }
}

fn ask(address: SocketAddr) -> Result<String, String> {
    let timeout = Duration::from_secs(5);
    let mut stream =
        TcpStream::connect_timeout(&address, timeout).map_err(|e| format!("{address}: {e}"))?;
    stream.set_read_timeout(Some(timeout)).ok();
    let request = format!("GET /healthz HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut answer = String::new();
    stream
        .read_to_string(&mut answer)
        .map_err(|e| e.to_string())?;
    let body = answer
        .split_once("\r\n\r\n")
        .map_or("", |(_, body)| body)
        .trim()
        .to_string();
    if answer.starts_with("HTTP/1.1 200") {
        Ok(body)
    } else {
        Err(body)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_port_alone_is_served_on_127_0_0_1_only() {
        use super::parse_address;
        assert_eq!(parse_address("8080").unwrap().to_string(), "127.0.0.1:8080");
        assert_eq!(parse_address(":9").unwrap().to_string(), "127.0.0.1:9");
        assert_eq!(
            parse_address("0.0.0.0:80").unwrap().to_string(),
            "0.0.0.0:80"
        );
        assert!(parse_address("localhost").is_err());
    }
}
