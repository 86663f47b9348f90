//! Who a request comes from: the peer's address, unless the peer is a reverse proxy the admin
//! trusts; then the nearest address its forwarding headers (`Forwarded`, else
//! `X-Forwarded-For`) name that is not itself a trusted proxy, as well-kept servers read them.
//! A header from any other peer is ignored: it could say anything.

use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::IpAddr;

/// The proxies trusted to say whom they forward for (`--trusted-proxies`): loopback unless
/// told otherwise, as the admins' guide puts the HTTP side behind a proxy on the same host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl Default for TrustedProxies {
    fn default() -> TrustedProxies {
        TrustedProxies::parse(TrustedProxies::LOOPBACK).expect("loopback is a network")
    }
}

impl TrustedProxies {
    pub const LOOPBACK: &str = "127.0.0.0/8,::1";

    /// Addresses and networks, comma-separated (`10.0.0.5,192.168.0.0/16,::1`), or `none`.
    ///
    /// # Errors
    /// What is not an address or a network, named.
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        if text.trim() == "none" {
            return Ok(TrustedProxies(Vec::new()));
        }
        (text.split(','))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| {
                (t.parse::<IpNet>())
                    .or_else(|_| t.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("'{t}' is not an address or a network (as 10.0.0.0/8)"))
            })
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }

    fn trusts(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.0.iter().any(|net| net.contains(&ip))
    }

    /// The client of a request from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let mut client = peer;
        // From the nearest hop back: each trusted proxy vouches for the one before it.
        for hop in forwarded_for(headers).into_iter().rev() {
            match hop {
                Some(ip) => {
                    client = ip;
                    if !self.trusts(ip) {
                        break;
                    }
                }
                // An address hidden (`unknown`, an obfuscated name): the last one known.
                None => break,
            }
        }
        client
    }
}

/// The addresses a request was forwarded for, the client first: those of `Forwarded`'s `for=`
/// (RFC 7239), else of `X-Forwarded-For`; `None` for one that is no address.
fn forwarded_for(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let values = |name: &str| -> Vec<String> {
        (headers.get_all(name).iter())
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .map(|v| v.trim().to_string())
            .collect()
    };
    let forwarded = values("forwarded");
    if !forwarded.is_empty() {
        return (forwarded.iter())
            .map(|element| {
                let pair = element.split(';').map(str::trim).find_map(|pair| {
                    let (name, value) = pair.split_once('=')?;
                    name.eq_ignore_ascii_case("for").then_some(value)
                });
                pair.and_then(address)
            })
            .collect();
    }
    values("x-forwarded-for")
        .iter()
        .map(|v| address(v))
        .collect()
}

/// An address as a forwarding header writes it: `192.0.2.60`, `"[2001:db8::17]:4711"`,
/// `192.0.2.60:4711`.
fn address(text: &str) -> Option<IpAddr> {
    let text = text.trim().trim_matches('"');
    if let Ok(ip) = text.parse() {
        return Some(ip);
    }
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    text.rsplit_once(':')?.0.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_trusted_proxy_names_the_client_and_anyone_else_is_not_believed() {
        let trusted = TrustedProxies::default();
        let local = ip("127.0.0.1");
        let xff = headers(&[("x-forwarded-for", "203.0.113.7")]);
        assert_eq!(trusted.client(local, &xff), ip("203.0.113.7"));
        // A forged header from a peer that is no trusted proxy: the peer it is.
        assert_eq!(trusted.client(ip("198.51.100.2"), &xff), ip("198.51.100.2"));
        assert_eq!(
            TrustedProxies::parse("none").unwrap().client(local, &xff),
            local
        );
        // The client forges a first hop: the proxy appended the address it saw, which counts.
        let chain = headers(&[("x-forwarded-for", "10.9.9.9, 203.0.113.7")]);
        assert_eq!(trusted.client(local, &chain), ip("203.0.113.7"));
        // Two proxies of ours: the first address they did not add.
        let ours = TrustedProxies::parse("127.0.0.1, 10.0.0.0/8").unwrap();
        let two = headers(&[("x-forwarded-for", "203.0.113.7, 10.0.0.3")]);
        assert_eq!(ours.client(local, &two), ip("203.0.113.7"));
        // Forwarded wins over X-Forwarded-For, with IPv6 in brackets and ports.
        let both = headers(&[
            ("forwarded", r#"for="[2001:db8:cafe::17]:4711";proto=https"#),
            ("x-forwarded-for", "203.0.113.9"),
        ]);
        assert_eq!(trusted.client(local, &both), ip("2001:db8:cafe::17"));
        // No header, or an address hidden: the proxy itself.
        assert_eq!(trusted.client(local, &HeaderMap::new()), local);
        let hidden = headers(&[("forwarded", "for=unknown")]);
        assert_eq!(trusted.client(local, &hidden), local);
    }

    #[test]
    fn the_setting_reads_addresses_and_networks_or_says_what_is_wrong() {
        assert!(TrustedProxies::parse("10.0.0.5, 192.168.0.0/16, ::1").is_ok());
        assert!(TrustedProxies::parse("10.0.0.300")
            .unwrap_err()
            .contains("10.0.0.300"));
        assert_eq!(
            TrustedProxies::parse(TrustedProxies::LOOPBACK),
            Ok(TrustedProxies::default())
        );
    }
}
