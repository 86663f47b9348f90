// Kibitz's board page: a player's own board, played by pointer, keyboard or typed SAN.
// A link's secret follows the `#` (never sent in a URL); inside a chat client, the session
// the client's sign-in gave (widget.js) stands in for it. Either goes in the body of each POST.
// The legal moves come with the board from the server, in both notations: this script only
// matches clicks against them, and writes no rule of its own.
"use strict";
import { signInByWidget } from "./widget.js";

let credential = location.hash.length > 1 ? { secret: location.hash.slice(1) } : null;
let shownGame = null; // in a session: the game of its place shown
const said = document.getElementById("said");
let selected = null; // { square } or { letter } or { letter, first }
let busy = false;
let downOn = null; // the square a pointer went down on
let events = null;
let legal = [];

// A POST with the secret; asked again a little later while the server says it is too busy
// (429, 503), as its Retry-After says.
async function post(path, body) {
  for (let tries = 1; ; tries++) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(Object.assign({}, credential, shownGame ? { game: shownGame } : {}, body)),
      cache: "no-store",
      credentials: "omit",
    });
    if (![429, 503].includes(response.status) || tries === 5) return response;
    const wait = Number(response.headers.get("Retry-After")) || 1;
    await new Promise((done) => setTimeout(done, wait * 1000));
  }
}

function section() {
  return document.getElementById("play");
}

// The board as it stands now, from the server; `announce`: its last move is read out (a move
// that came from elsewhere).
async function load(announce) {
  const response = await post("/play/board", {});
  const html = await response.text();
  const fresh = new DOMParser().parseFromString(html, "text/html").getElementById("play");
  if (!fresh) return;
  const same = fresh.dataset.ply === section().dataset.ply && fresh.dataset.game === section().dataset.game;
  const kept = same ? selected : null;
  if (fresh.dataset.game) shownGame = Number(fresh.dataset.game);
  section().replaceWith(fresh);
  selected = null;
  setUp(fresh);
  // The same position read again: what the player had chosen stays chosen.
  if (kept) select(kept);
  const last = fresh.querySelector(".last-move");
  if (announce && last) said.textContent = last.textContent;
}

// Each legal move, read from its notation: a board move (`e2e4`, `e7e8q`, `c2c3=nq`) or
// drops (`N@e4`, `P@a2,P@b3`, `U@e3`).
function read([notation, san]) {
  if (notation.includes("@")) {
    const parts = notation.split(",").map((p) => p.split("@"));
    return { notation, san, letter: parts[0][0], squares: parts.map((p) => p[1]) };
  }
  return {
    notation,
    san,
    from: notation.slice(0, 2),
    to: notation.slice(2, 4),
    choice: notation.slice(4).replace(/=/g, ""),
  };
}

function squareEl(name) {
  return section().querySelector(`[data-square="${name}"]`);
}

function clearMarks() {
  section()
    .querySelectorAll(".target, .selected")
    .forEach((el) => el.classList.remove("target", "selected"));
  section()
    .querySelectorAll("[data-hand]")
    .forEach((el) => el.setAttribute("aria-pressed", "false"));
  const picker = document.getElementById("promotion");
  picker.hidden = true;
  picker.replaceChildren();
}

function mark(squares) {
  squares.forEach((name) => {
    const el = squareEl(name);
    if (el) el.classList.add("target");
  });
}

function sameLetter(a, b) {
  return a.toUpperCase() === b.toUpperCase();
}

function select(next) {
  clearMarks();
  selected = next;
  if (!next) return;
  if (next.square) {
    squareEl(next.square).classList.add("selected");
    mark(legal.filter((m) => m.from === next.square).map((m) => m.to));
    return;
  }
  section()
    .querySelectorAll("[data-hand]")
    .forEach((el) => {
      if (sameLetter(el.dataset.hand, next.letter)) el.setAttribute("aria-pressed", "true");
    });
  const drops = legal.filter((m) => m.letter && sameLetter(m.letter, next.letter));
  if (next.first) {
    squareEl(next.first).classList.add("selected");
    mark(
      drops
        .filter((m) => m.squares.length === 2 && m.squares.includes(next.first))
        .map((m) => m.squares.find((s) => s !== next.first))
    );
    const alone = drops.find((m) => m.squares.length === 1 && m.squares[0] === next.first);
    if (alone) choose([alone], (m) => section().dataset.placeOne);
  } else {
    mark(drops.flatMap((m) => m.squares));
  }
}

// Several moves end on the square clicked (promotions, Shrink's promotions by the shrink):
// the player picks one from buttons.
function choose(moves, label) {
  const picker = document.getElementById("promotion");
  picker.replaceChildren();
  const heading = document.createElement("p");
  heading.textContent = section().dataset.promote;
  picker.append(heading);
  moves.forEach((m) => {
    const button = document.createElement("button");
    button.type = "button";
    if (m.choice !== undefined) button.dataset.promotion = m.choice;
    button.textContent = label(m);
    button.addEventListener("click", () => play(m.notation));
    picker.append(button);
  });
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.textContent = section().dataset.cancel;
  cancel.addEventListener("click", () => select(null));
  picker.append(cancel);
  picker.hidden = false;
  picker.querySelector("button").focus();
}

function clickSquare(name) {
  if (section().dataset.yourMove !== "true") return;
  const s = selected;
  if (s && s.square) {
    const moves = legal.filter((m) => m.from === s.square && m.to === name);
    if (moves.length === 1) return play(moves[0].notation);
    if (moves.length > 1) return choose(moves, (m) => m.san);
  }
  if (s && s.letter) {
    const drops = legal.filter((m) => m.letter && sameLetter(m.letter, s.letter));
    if (s.first) {
      const pair = drops.find(
        (m) => m.squares.length === 2 && m.squares.includes(s.first) && m.squares.includes(name)
      );
      if (pair && name !== s.first) return play(pair.notation);
    } else {
      const pairs = drops.filter((m) => m.squares.length === 2 && m.squares.includes(name));
      if (pairs.length > 0) return select({ letter: s.letter, first: name });
      const single = drops.find((m) => m.squares.length === 1 && m.squares[0] === name);
      if (single) return play(single.notation);
    }
  }
  const own = legal.some((m) => m.from === name);
  select(own && !(s && s.square === name) ? { square: name } : null);
}

function clickHand(letter) {
  if (section().dataset.yourMove !== "true") return;
  const same = selected && selected.letter && sameLetter(selected.letter, letter);
  select(same ? null : { letter });
}

async function send(body) {
  if (busy) return;
  busy = true;
  try {
    const response = await post("/play/act", body);
    if (response.ok) {
      const answer = await response.json();
      said.textContent = answer.text;
    } else if (response.status === 404) {
      await load();
    }
  } finally {
    busy = false;
  }
  await load();
}

function play(notation) {
  clearMarks();
  selected = null;
  return send({ action: "move", move: notation, ply: Number(section().dataset.ply) });
}

// The chess clocks: the running one counts down from what the server said with the board (the
// server keeps the time; a new board, after each move, sets them again).
let ticking = null;

function pad(n) {
  return String(n).padStart(2, "0");
}

// As Kibitz's clocks show time: "4:53", "1:02:03", "0:07.3" in the last 20 seconds; days keep
// the server's words (null).
function face(ms) {
  const s = Math.floor(ms / 1000);
  if (s >= 86400) return null;
  if (s >= 3600) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  if (s >= 20) return `${Math.floor(s / 60)}:${pad(s % 60)}`;
  return `0:${pad(s)}.${Math.floor((ms % 1000) / 100)}`;
}

function startClocks(root) {
  if (ticking) clearInterval(ticking);
  ticking = null;
  const running = root.querySelector('[data-clock][data-running="true"]');
  if (!running) return;
  const from = performance.now();
  const ms = Number(running.dataset.ms);
  ticking = setInterval(() => {
    const left = Math.max(0, ms - (performance.now() - from));
    running.dataset.seconds = String(Math.floor(left / 1000));
    const shown = face(left);
    if (shown !== null) running.textContent = shown;
    if (left === 0) {
      clearInterval(ticking);
      ticking = null;
    }
  }, 100);
}

function setUp(root) {
  root.removeAttribute("aria-busy");
  startClocks(root);
  if (root.dataset.gone === "true") {
    if (events) events.close();
    return;
  }
  legal = JSON.parse(document.getElementById("legal").textContent).map(read);
  root.querySelectorAll("[data-square]").forEach((el) => {
    el.addEventListener("click", () => clickSquare(el.dataset.square));
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        clickSquare(el.dataset.square);
      }
    });
    el.addEventListener("pointerdown", () => {
      downOn = el.dataset.square;
    });
  });
  // Dragging: a piece taken up on one square and let go on another is a click on each (a
  // click on one square alone is the click event's).
  root.querySelector("svg.board").addEventListener("pointerup", (e) => {
    const over = document.elementFromPoint(e.clientX, e.clientY);
    const target = over && over.closest("[data-square]");
    const from = downOn;
    downOn = null;
    if (!target || !from || target.dataset.square === from) return;
    if (!(selected && selected.square === from)) clickSquare(from);
    if (selected && selected.square === from) clickSquare(target.dataset.square);
  });
  root.querySelectorAll("[data-hand]").forEach((el) =>
    el.addEventListener("click", () => clickHand(el.dataset.hand))
  );
  // Inside a chat client: another game of the place.
  root.querySelectorAll("[data-show-game]").forEach((el) =>
    el.addEventListener("click", () => {
      shownGame = Number(el.dataset.showGame);
      load();
    })
  );
  const typed = root.querySelector("#typed");
  if (typed) {
    typed.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = typed.elements.move.value.trim();
      if (text) send({ action: "move", move: text, ply: Number(root.dataset.ply) });
    });
  }
  root.querySelectorAll("[data-action]").forEach((button) =>
    button.addEventListener("click", () => {
      const action = button.dataset.action;
      if (action === "resign" && !button.dataset.sure) {
        button.dataset.sure = "true";
        button.textContent = root.dataset.resignConfirm;
        return;
      }
      send({ action, answer: button.dataset.answer || "offer" });
    })
  );
  if (events && events.key !== root.dataset.key) {
    events.close();
    events = null;
  }
  if (!events && root.dataset.key && root.dataset.finished !== "true") {
    events = new EventSource(`/game/${root.dataset.key}/events`);
    events.key = root.dataset.key;
    // Each change once: a change this page already shows (its own move) is not read again.
    events.addEventListener("changed", (e) => {
      if (!busy && e.data !== section().dataset.version) load(true);
    });
  }
  if (root.dataset.finished === "true" && events) {
    events.close();
    events = null;
  }
}

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") select(null);
});

// Another link pasted into this tab: its board.
window.addEventListener("hashchange", () => location.reload());

// Signed in by a chat client (see widget.js): the session's board.
export function startWith(held) {
  credential = held;
  load();
}

const discordClient = section().dataset.discordClient;
if (credential) load();
// (Discord's SDK is loaded only here: it is large.)
else if (discordClient) import("./activity.js").then((a) => a.signInByActivity(discordClient, startWith));
else if (new URLSearchParams(location.search).get("widget") === "matrix") signInByWidget(startWith);
