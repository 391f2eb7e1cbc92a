// test_zones.mjs TABULA — every seat's hand is a zone named "hand": the web
// table labels another seat's with its owner's name ("hand (greedy 2)"),
// shows the seat's own as its hand (face up, unlabelled), and a spectator
// sees every hand with its owner, in Zero (three seats) and Absolute (two).
// Another seat's hand is not offered as a zone to pick: a move's detail
// names "hand" without its owner, which is the seat's own.  Served in
// Polish, Face to Face's zones have Polish names ("ręka" is the hand) and
// the page finds the seat's hand by its key, "hand", not by its name.
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const SEATED_PL = ["rosnący (their-up) (greedy 2)", "malejący (their-down) (greedy 2)",
  "ręka przeciwnika (greedy 2)", "stos dobierania przeciwnika (greedy 2)", "rosnący (up)", "malejący (down)", "ręka",
  "stos dobierania"];
// Seat 1's first turn plays only on its own piles: the opponent's are not offered.
const PICKABLE_PL = ["rosnący (up)", "malejący (down)", "ręka", "stos dobierania"];
const WATCHING_PL = ["rosnący (up) (Player 1)", "malejący (down) (Player 1)", "ręka (Player 1)",
  "stos dobierania (Player 1)", "rosnący (up) (greedy 2)", "malejący (down) (greedy 2)", "ręka (greedy 2)",
  "stos dobierania (greedy 2)"];
const games = [
  { game: "zero", players: "3", cards: 9,
    seated: ["pool", "hand", "hand (greedy 2)", "hand (greedy 3)", "set aside"],
    pickable: ["pool", "hand", "set aside"],
    watching: ["pool", "hand (Player 1)", "hand (greedy 2)", "hand (greedy 3)", "set aside"] },
  { game: "absolute", players: "2", cards: 5,
    seated: ["deck", "discard", "hand", "hand (greedy 2)"],
    pickable: ["deck", "discard", "hand"],
    watching: ["deck", "discard", "hand (Player 1)", "hand (greedy 2)"] },
  { game: "face-to-face", players: "2", cards: 6, hand: "ręka", env: { LANGUAGE: "pl", LC_ALL: "pl_PL.UTF-8" },
    seated: SEATED_PL, pickable: PICKABLE_PL, watching: WATCHING_PL },
];
// Face to Face: seat 1 plays the first move offered until one goes on the
// opponent's pile ("play 59 their-down").  That pile (key "down", owner 2)
// is then offered to pick, and picking the card, then it, plays the move:
// the move's detail names it by key and owner, not by the seat's own
// "down".
async function theirPile(a) {
  const offered = () => a.$$eval("[data-move]", (els) => els.map((e) => e.dataset.move));
  let help = null;
  for (let turn = 0; turn < 40 && !help; turn++) {
    await until("seat 1's moves", async () => (await offered()).length > 0);
    const moves = await offered();
    help = moves.find((m) => /^play \d+ their-(up|down)$/.test(m)) || null;
    if (help) break;
    await a.$eval("[data-move]", (e) => e.click());
    await until("the move played", async () => JSON.stringify(await offered()) !== JSON.stringify(moves));
  }
  check(!!help, "seat 1 was offered a card for the opponent's pile within 40 turns");
  const [, card, pile] = help.match(/^play (\d+) their-(up|down)$/);
  const theirs = `[data-key="zone:${pile}@2"]`;
  check(!!(await a.$(theirs)), `the opponent's ${pile} pile is offered to pick (${help})`);
  await a.$eval(`[data-testid="hand"] [data-card="${card}"]`, (e) => e.click());
  await a.$eval(theirs, (e) => e.click());
  await until(`${help} in the log`, () => a.$$eval("#log li", (els, m) =>
    els.some((e) => e.textContent.endsWith(": " + m)), help));
  console.log(`ok: face-to-face: ${help} played by picking the card, then the opponent's pile`);
}

const browser = await launch();
const names = (p) => p.$$eval(".zone-name", (els) => els.map((e) => e.textContent));
try {
  for (const g of games) {
    const saved = { ...process.env };
    Object.assign(process.env, g.env || {});
    const started = serve(tabula, ["serve", g.game, "--players", g.players, "--seat", "1=human",
      "--seed", "3", "--port", "0", "--web", "--bot-delay", "0", "--seat-timeout", "0"], /^watch web /);
    for (const k of Object.keys(g.env || {})) if (k in saved) process.env[k] = saved[k]; else delete process.env[k];
    const srv = await started;
    try {
      const a = await browser.newPage(), w = await browser.newPage();
      await a.goto(link(srv.lines, /^seat 1 web /));
      await w.goto(link(srv.lines, /^watch web /));
      // Seat 1's turn (the bots before it have moved): its hand is dealt.
      await until(`${g.game}: seat 1's hand face up`, () => a.evaluate(() =>
        document.querySelectorAll('[data-testid="hand"] [data-card]').length > 0));
      const seated = await names(a);
      check(JSON.stringify(seated) === JSON.stringify(g.seated),
        `${g.game}: seat 1's zones are ${JSON.stringify(seated)}`);
      const pickable = await a.$$eval("button[data-zone]", (els) => els.map((e) => e.textContent));
      check(JSON.stringify(pickable) === JSON.stringify(g.pickable),
        `${g.game}: the zones seat 1 may pick are ${JSON.stringify(pickable)}`);
      const mine = await a.$eval('[data-testid="hand"]', (e) => ({
        name: e.querySelector(".zone-name").textContent, cards: e.querySelectorAll("[data-card]").length }));
      check(mine.name === (g.hand || "hand") && mine.cards === g.cards,
        `${g.game}: the seat's own hand is the one shown face up (${mine.name}, ${mine.cards} cards)`);
      await until(`${g.game}: the spectator's zones`, () => w.evaluate(() =>
        document.querySelectorAll("[data-zone-box]").length > 0));
      const watching = await names(w);
      check(JSON.stringify(watching) === JSON.stringify(g.watching),
        `${g.game}: a spectator's zones are ${JSON.stringify(watching)}`);
      if (g.game === "face-to-face") await theirPile(a);
      await a.close(); await w.close();
    } finally {
      srv.proc.kill();
    }
  }
} finally {
  await browser.close();
}
