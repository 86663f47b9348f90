// Kibitz's game and tournament pages: step through a game's moves (arrow keys, Home, End,
// or the links), and follow a game or tournament live (Server-Sent Events). Without this
// script the links still work: each move is its own page (?ply=N).
"use strict";

function setUp() {
  const game = document.querySelector("section.game");
  if (game) stepper(game);
  const live = game || document.querySelector("section.tournament");
  return live;
}

function stepper(game) {
  const key = game.dataset.key;
  const plies = Number(game.dataset.plies);
  const board = document.getElementById("board");
  const links = Array.from(document.querySelectorAll("#moves a[data-ply]"));
  const start = board.getAttribute("data-start-alt") || board.alt;
  let at = plies;
  const current = document.querySelector("#moves a[aria-current]");
  if (current) at = Number(current.dataset.ply);
  else if (new URLSearchParams(location.search).get("ply") === "0") at = 0;
  board.setAttribute("data-start-alt", at === 0 ? board.alt : start);

  function show(ply) {
    at = Math.max(0, Math.min(plies, ply));
    board.src = "/game/" + key + "/" + at + ".png";
    const link = links[at - 1];
    board.alt = link ? link.dataset.alt : board.getAttribute("data-start-alt");
    links.forEach((l) => l.removeAttribute("aria-current"));
    if (link) link.setAttribute("aria-current", "step");
    const steps = { first: 0, previous: at - 1, next: at + 1, last: plies };
    document.querySelectorAll("a[data-step]").forEach((a) => {
      a.href = "?ply=" + Math.max(0, Math.min(plies, steps[a.dataset.step]));
    });
    history.replaceState(null, "", at === plies ? location.pathname : "?ply=" + at);
    game.dataset.at = String(at);
  }

  links.forEach((l) =>
    l.addEventListener("click", (e) => {
      e.preventDefault();
      show(Number(l.dataset.ply));
    })
  );
  document.querySelectorAll("a[data-step]").forEach((a) =>
    a.addEventListener("click", (e) => {
      e.preventDefault();
      const steps = { first: 0, previous: at - 1, next: at + 1, last: plies };
      show(steps[a.dataset.step]);
    })
  );
  document.onkeydown = (e) => {
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: plies };
    if (e.key in moves && !e.altKey && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      show(moves[e.key]);
    }
  };
  game.dataset.at = String(at);
}

function follow(section) {
  const kind = section.classList.contains("game") ? "game" : "tournament";
  const events = new EventSource("/" + kind + "/" + section.dataset.key + "/events");
  events.addEventListener("changed", async () => {
    const game = document.querySelector("section.game");
    const atLatest = !game || game.dataset.at === game.dataset.plies;
    const response = await fetch(location.pathname, { cache: "no-store" });
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
    const main = fresh.getElementById("page");
    if (!main || !atLatest) return;
    document.getElementById("page").replaceWith(main);
    const section = setUp();
    if (section && section.dataset.finished === "true") events.close();
  });
}

const first = setUp();
if (first && first.dataset.finished !== "true") follow(first);
