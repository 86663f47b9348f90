//! Who and where, qualified by chat platform: a user or a channel is a [`Platform`] and the
//! key the platform knows it by. Adapters build them from their platform's ids; the store
//! keeps them as one text (`discord:80351110224678912`); only the presentation asks which
//! platform a channel is on (to link to it).

use std::fmt;

/// The chat platforms Kibitz speaks on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Platform {
    /// The offline console (and the tests and benchmarks, which speak as it does).
    Console,
    Discord,
    Matrix,
}

impl Platform {
    /// How the stored text of a user of the platform begins.
    const fn user_prefix(self) -> &'static str {
        match self {
            Platform::Console => "console:",
            Platform::Discord => "discord:",
            Platform::Matrix => "matrix:",
        }
    }

    /// How the stored text of a channel of the platform begins: console channels are stored
    /// by their bare names, as they always were.
    const fn channel_prefix(self) -> &'static str {
        match self {
            Platform::Console => "",
            platform => platform.user_prefix(),
        }
    }

    /// The platform of a stored id: by its prefix, else the console's.
    fn of_stored(stored: &str) -> Platform {
        [Platform::Discord, Platform::Matrix]
            .into_iter()
            .find(|p| stored.starts_with(p.user_prefix()))
            .unwrap_or(Platform::Console)
    }
}

/// An id qualified by platform: the platform, and the text the store keeps (the platform's
/// prefix for this kind of id, then the key). User and channel ids differ only in the prefix.
macro_rules! qualified_id {
    ($(#[$doc:meta])* $name:ident, $prefix:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name {
            platform: Platform,
            stored: String,
        }

        impl $name {
            pub fn new(platform: Platform, key: &str) -> $name {
                $name {
                    platform,
                    stored: format!("{}{key}", platform.$prefix()),
                }
            }

            /// The id as the store keeps it.
            pub fn from_stored(stored: impl Into<String>) -> $name {
                let stored = stored.into();
                $name {
                    platform: Platform::of_stored(&stored),
                    stored,
                }
            }

            pub fn platform(&self) -> Platform {
                self.platform
            }

            /// The id on its platform (a console user's or channel's name).
            pub fn key(&self) -> &str {
                let prefix = self.platform.$prefix();
                self.stored.strip_prefix(prefix).unwrap_or(&self.stored)
            }

            /// The text the store keeps.
            pub fn stored(&self) -> &str {
                &self.stored
            }
        }

        /// As the store keeps it: logs and rate limits name ids so.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.stored)
            }
        }
    };
}

/// A Discord app's OAuth2 credentials, for its Activity: read by the Discord adapter, used by
/// the HTTP side to sign players in. Never printed: its `Debug` hides the secret.
#[derive(Clone)]
pub struct DiscordApp {
    /// The application's id.
    pub client_id: String,
    pub client_secret: String,
}

impl fmt::Debug for DiscordApp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordApp")
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

qualified_id!(
    /// A user: `ann` on the console (stored `console:ann`), a Discord user's snowflake, a
    /// Matrix user id.
    UserId,
    user_prefix
);

qualified_id!(
    /// A place where a game is played: a console channel (stored by its bare name), a Discord
    /// channel or thread, a Matrix room.
    ChannelId,
    channel_prefix
);

impl ChannelId {
    /// A channel within `parent`: a Matrix thread, `key` naming it there (its root message).
    pub fn within(parent: &ChannelId, key: &str) -> ChannelId {
        ChannelId::from_stored(format!("{}/{key}", parent.stored))
    }

    /// The channel this one is within, if it is within one (see [`ChannelId::within`]): only
    /// Matrix has threads so made (a console channel's name may hold a `/`).
    pub fn parent(&self) -> Option<ChannelId> {
        self.within_parent().map(|(parent, _)| parent)
    }

    /// The channel this one is within and its key there (a Matrix thread's room and root
    /// message), if it is within one.
    pub fn within_parent(&self) -> Option<(ChannelId, &str)> {
        if self.platform != Platform::Matrix {
            return None;
        }
        let (parent, key) = self.stored.split_once('/')?;
        Some((ChannelId::from_stored(parent), key))
    }

    /// This channel with `from` replaced by `to`, when it is `from` or within it (a room
    /// upgraded to a new room, its threads with it); else itself.
    pub fn moved(&self, from: &ChannelId, to: &ChannelId) -> ChannelId {
        if self == from {
            return to.clone();
        }
        match self.stored.strip_prefix(&from.stored) {
            Some(rest) if rest.starts_with('/') => {
                ChannelId::from_stored(format!("{}{rest}", to.stored))
            }
            _ => self.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stored_with_their_platform_and_read_back_the_same() {
        let cases = [
            (Platform::Console, "ann", "console:ann", "lobby"),
            (
                Platform::Discord,
                "80351110224678912",
                "discord:80351110224678912",
                "discord:1",
            ),
            (
                Platform::Matrix,
                "@ann:example.org",
                "matrix:@ann:example.org",
                "matrix:!r:x.org",
            ),
        ];
        for (platform, key, stored_user, stored_channel) in cases {
            let user = UserId::new(platform, key);
            assert_eq!((user.platform(), user.key()), (platform, key));
            assert_eq!(user.stored(), stored_user);
            assert_eq!(UserId::from_stored(stored_user), user);
            let channel = ChannelId::from_stored(stored_channel);
            assert_eq!(channel.platform(), platform);
            assert_eq!(ChannelId::new(platform, channel.key()), channel);
        }
        // Console channels are stored by their bare names.
        assert_eq!(ChannelId::new(Platform::Console, "lobby").stored(), "lobby");
    }

    #[test]
    fn a_thread_is_within_its_room_and_moves_with_it() {
        let room = ChannelId::new(Platform::Matrix, "!a:example.org");
        let thread = ChannelId::within(&room, "$root");
        assert_eq!(thread.key(), "!a:example.org/$root");
        assert_eq!(thread.parent(), Some(room.clone()));
        assert_eq!(room.parent(), None);
        assert_eq!(ChannelId::new(Platform::Console, "a/b").parent(), None);
        let new = ChannelId::new(Platform::Matrix, "!b:example.org");
        assert_eq!(thread.moved(&room, &new), ChannelId::within(&new, "$root"));
        assert_eq!(room.moved(&room, &new), new);
        let other = ChannelId::new(Platform::Matrix, "!a:example.org2");
        assert_eq!(other.moved(&room, &new), other);
    }
}
