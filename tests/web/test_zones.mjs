// test_zones.mjs TABULA — every seat's hand is a zone named "hand": the web
// table labels another seat's with its owner's name ("hand (greedy 2)"),
// shows the seat's own as its hand (face up, unlabelled), and a spectator
// sees every hand with its owner, in Zero (three seats) and Absolute (two).
// Another seat's hand is not offered as a zone to pick: a move's detail
// names "hand" without its owner, which is the seat's own.
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const games = [
  { game: "zero", players: "3", cards: 9,
    seated: ["pool", "hand", "hand (greedy 2)", "hand (greedy 3)", "set aside"],
    pickable: ["pool", "hand", "set aside"],
    watching: ["pool", "hand (Player 1)", "hand (greedy 2)", "hand (greedy 3)", "set aside"] },
  { game: "absolute", players: "2", cards: 5,
    seated: ["deck", "discard", "hand", "hand (greedy 2)"],
    pickable: ["deck", "discard", "hand"],
    watching: ["deck", "discard", "hand (Player 1)", "hand (greedy 2)"] },
];
const browser = await launch();
const names = (p) => p.$$eval(".zone-name", (els) => els.map((e) => e.textContent));
try {
  for (const g of games) {
    const srv = await serve(tabula, ["serve", g.game, "--players", g.players, "--seat", "1=human",
      "--seed", "3", "--port", "0", "--web", "--bot-delay", "0", "--seat-timeout", "0"], /^watch web /);
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
      check(mine.name === "hand" && mine.cards === g.cards,
        `${g.game}: the seat's own hand is the one shown face up (${mine.name}, ${mine.cards} cards)`);
      await until(`${g.game}: the spectator's zones`, () => w.evaluate(() =>
        document.querySelectorAll("[data-zone-box]").length > 0));
      const watching = await names(w);
      check(JSON.stringify(watching) === JSON.stringify(g.watching),
        `${g.game}: a spectator's zones are ${JSON.stringify(watching)}`);
      await a.close(); await w.close();
    } finally {
      srv.proc.kill();
    }
  }
} finally {
  await browser.close();
}
