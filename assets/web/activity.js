// Kibitz's board in a Discord Activity: Discord's Embedded App SDK (vendored, served by
// Kibitz) asks Discord to `authorize` the app for the user; Kibitz exchanges the code on its
// own endpoint, the page `authenticate`s with the token, and Kibitz opens a session only once
// the bot's token finds the user in this Activity's instance (whose channel's games it shows).
// Outside Discord (no `frame_id`), the SDK's mock stands in, as Discord's own examples do;
// nothing it says is trusted: every step is checked with Discord by Kibitz.
import { DiscordSDK, DiscordSDKMock } from "./discord-sdk.mjs";

async function postJson(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    cache: "no-store",
    credentials: "omit",
  });
  return response.ok ? response.json() : null;
}

function failed() {
  const shown = document.getElementById("signin-failed");
  if (shown) shown.hidden = false;
}

function sdkFor(clientId) {
  const params = new URLSearchParams(location.search);
  if (params.get("frame_id")) return new DiscordSDK(clientId);
  const mock = new DiscordSDKMock(clientId, params.get("guild_id"), params.get("channel_id"), null);
  mock._updateCommandMocks({
    authorize: async () => ({ code: params.get("mock_code") || "" }),
    authenticate: async ({ access_token }) => ({
      access_token,
      user: { id: "0", username: "", discriminator: "0", avatar: null, public_flags: 0 },
      scopes: ["identify", "guilds"],
      expires: new Date(Date.now() + 3600e3).toISOString(),
      application: { id: clientId, description: "", name: "Kibitz", icon: null, rpc_origins: [] },
    }),
  });
  return mock;
}

// Signs in through Discord as the app `clientId`; `then` gets the session.
export async function signInByActivity(clientId, then) {
  try {
    const sdk = sdkFor(clientId);
    await sdk.ready();
    const { code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: "code",
      state: "",
      prompt: "none",
      scope: ["identify", "guilds"],
    });
    const token = await postJson("/api/discord/token", { code });
    if (!token) return failed();
    await sdk.commands.authenticate({ access_token: token.access_token });
    const session = await postJson("/api/discord/session", {
      access_token: token.access_token,
      instance_id: sdk.instanceId,
    });
    if (!session) return failed();
    then({ session: session.session });
  } catch {
    failed();
  }
}
