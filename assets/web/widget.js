// Kibitz's board inside a Matrix client, as a room widget (the widget API of MSC2762): the
// client fills the page's address with the room; the page asks the client for an OpenID
// token (`get_openid`), which Kibitz checks with the user's own homeserver before it opens a
// session for that user in that room. Nothing here is trusted by the server but that check.
// Loaded with the page (not later), so that it hears the client's first message.

const params = new URLSearchParams(location.search);
const widgetId = params.get("widgetId") || "";
const room = params.get("room") || "";
// The client's origin, when it says it: messages go there only, and only its own are read.
const clientOrigin = (() => {
  try {
    return new URL(params.get("parentUrl")).origin;
  } catch {
    return null;
  }
})();
const pending = new Map();
let asked = 0;
let credentialsCame = null; // an `openid_credentials` the client sends once the user allows
let signingIn = false;
let signedIn = () => {};

function fromClient(event) {
  return event.source === window.parent && (!clientOrigin || event.origin === clientOrigin);
}

// A request to the client, answered in its reply.
function ask(action, data) {
  const requestId = `kibitz-${++asked}`;
  return new Promise((answered) => {
    pending.set(requestId, answered);
    window.parent.postMessage(
      { api: "fromWidget", widgetId, requestId, action, data },
      clientOrigin || "*"
    );
  });
}

function failed() {
  const shown = document.getElementById("signin-failed");
  if (shown) shown.hidden = false;
}

async function signIn() {
  if (signingIn) return;
  signingIn = true;
  let token = await ask("get_openid", {});
  if (token.state === "request") token = await new Promise((came) => (credentialsCame = came));
  if (!token || token.state !== "allowed") return failed();
  const response = await fetch("/api/matrix/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ openid: token, room_id: room }),
    cache: "no-store",
    credentials: "omit",
  });
  if (!response.ok) return failed();
  const { session } = await response.json();
  signedIn({ session });
}

// Signs in through the client that shows this page as a widget; `then` gets the session.
export function signInByWidget(then) {
  signedIn = then;
  window.addEventListener("message", (event) => {
    if (!fromClient(event)) return;
    const message = event.data || {};
    if (message.api === "fromWidget" && message.response && pending.has(message.requestId)) {
      const answered = pending.get(message.requestId);
      pending.delete(message.requestId);
      answered(message.response);
      return;
    }
    if (message.api !== "toWidget") return;
    let response = {};
    switch (message.action) {
      case "capabilities":
        response = { capabilities: [] };
        break;
      case "supported_api_versions":
        response = { supported_versions: ["0.0.1", "0.0.2"] };
        break;
      case "openid_credentials":
        if (credentialsCame) credentialsCame(message.data);
        break;
    }
    event.source.postMessage(Object.assign({}, message, { response }), event.origin);
    // The client talks to a widget once it has its capabilities.
    if (message.action === "capabilities") setTimeout(signIn, 0);
  });
  // A client that waits for the page to say it loaded before it asks.
  ask("content_loaded", {});
}
