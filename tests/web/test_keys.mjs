// test_keys.mjs TABULA — the table by keyboard (Absolute, seat 1 against
// two bots that take 300 ms a move):
// - Tab goes through the cards some offered move starts with, not every
//   card on the table (at the draw, none: the first move is three Tabs
//   from the top);
// - a move played by Enter leaves the focus in the moves, and the next Tab
//   reaches the next turn's first move (it went back to <body>, and Tab
//   started again at the top);
// - Enter on a card picks it and the focus stays on it;
// - a card keeps the focus while the other seats' moves redraw the table.
import { check, fail, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// What has the focus: its data-key (a move's is "move:" and its text), its
// id, or BODY.
const focused = (p) => p.evaluate(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return "BODY";
  if (a.dataset.key) return a.dataset.key;
  if (a.dataset.move) return "move:" + a.dataset.move;
  if (a.dataset.card) return "card:" + a.dataset.card;
  return a.id ? "#" + a.id : a.tagName;
});
// The cards Tab stops at that no offered move names (a wild zero in a set,
// "+0s=+3", is named by the move that put it there, as "+0s=+3").
const idleStops = (p) => p.evaluate(() => {
  const moves = [...document.querySelectorAll("[data-move]")].map((e) => e.dataset.move.split(/\s+/));
  return [...document.querySelectorAll("[data-card]")].filter((c) => c.tabIndex >= 0)
    .map((c) => c.dataset.card)
    .filter((l) => !moves.some((m) => m.some((tok) => tok === l || tok.startsWith(l + "="))));
});
const plays = (p) => p.$$eval("#log li", (els) => els.filter((e) => / plays: /.test(e.textContent)).length);

const srv = await serve(tabula, ["serve", "absolute", "--players", "3", "--port", "0", "--web", "--web-port", "0",
  "--bot-delay", "300", "--seed", "33", "--seat-timeout", "0"], /^watch web /);
const browser = await launch();
const timer = setTimeout(() => fail("the whole test took over 120 s"), 120000);
try {
  const a = await browser.newPage();
  a.on("pageerror", (e) => fail("page error: " + e.message));
  await a.setViewport({ width: 1280, height: 900 });
  await a.goto(link(srv.lines, /^seat 1 web /));
  await until("seat 1's first moves", () => a.$("[data-move]"));

  // The draw: no card starts a move, so Tab goes from the top (the
  // language) through the filter to the first move.
  const path = [];
  for (let i = 0; i < 30 && !/^move:/.test(path.at(-1) || ""); i++) {
    await a.keyboard.press("Tab");
    path.push(await focused(a));
  }
  check(path.length === 3 && /^move:draw/.test(path[2]),
    `at the draw, Tab reaches the first move in 3 steps, past no card (${path.join(", ")})`);
  const idle = await idleStops(a);
  check(idle.length === 0, `no card that starts no move is a tab stop (${idle.join(" ") || "none"})`);

  // Enter plays "draw deck"; the next moves come, and Tab reaches them.
  await a.keyboard.press("Enter");
  await until("the moves after the draw", async () => (await a.$$("[data-move]")).length > 2);
  const after = await focused(a);
  check(after !== "BODY", `after a move played by Enter the focus stays in the table (${after})`);
  await a.keyboard.press("Tab");
  const next = await focused(a);
  check(/^move:/.test(next), `and the next Tab reaches the next move (${next})`);

  // Enter on a hand card picks it and it keeps the focus.
  await a.$eval("#zones", (e) => e.focus());
  await a.keyboard.press("Tab");
  const card = await focused(a);
  check(/^card:hand@1:/.test(card), `from the zones, Tab goes to the first card a move starts with (${card})`);
  await a.keyboard.press("Enter");
  await until("the card picked", () => a.$(".card.picked"));
  const still = await focused(a);
  const picked = await a.$eval(".card.picked", (e) => e.dataset.key);
  check(still === card && picked === card, `Enter on a card picks it and the focus stays on it (${still})`);
  const toMove = [];
  for (let i = 0; i < 20 && !/^move:/.test(toMove.at(-1) || ""); i++) {
    await a.keyboard.press("Tab");
    toMove.push(await focused(a));
  }
  check(/^move:/.test(toMove.at(-1)) && toMove.every((k) => /^(card:hand@1:|zone:|#filter|move:)/.test(k)),
    `Tab from the picked card reaches its moves through the hand and the zones it goes to (${toMove.join(", ")})`);

  // The turn ends ("hold", or a discard); the bots' moves redraw the table
  // while a hand card has the focus.
  await a.$eval(".card.picked", (e) => e.click()); // put back: every move again
  const idle2 = await idleStops(a);
  check(idle2.length === 0, `after the draw too, every card Tab stops at starts a move (${idle2.join(" ") || "none"})`);
  const end = await a.$$eval("[data-move]", (els) => (els.find((e) => e.dataset.move === "hold") ||
    els.find((e) => /^discard /.test(e.dataset.move)))?.dataset.move);
  if (!end) fail("no hold or discard offered");
  const before = await plays(a);
  await a.$eval(`[data-move="${end}"]`, (e) => e.click());
  await until("the move played", async () => (await plays(a)) > before);
  const handKey = await a.$eval('[data-testid="hand"] [data-card]', (e) => { e.focus(); return e.dataset.key; });
  const base = await plays(a);
  await until("two bot moves", async () => (await plays(a)) >= base + 2, 20000);
  await sleep(100);
  const kept = await focused(a);
  check(kept === handKey, `a hand card keeps the focus while the bots' moves redraw the table (${kept})`);
} finally {
  clearTimeout(timer);
  await browser.close();
  srv.proc.kill();
}
