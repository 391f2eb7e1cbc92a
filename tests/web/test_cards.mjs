// test_cards.mjs TABULA OUTDIR — what a card shows:
// - Absolute (three seats, seed 33: seat 2 melds a set with a wild zero,
//   "+0■=+3"): every card's label fits inside its card (no scrollWidth
//   over its clientWidth), at 1280 and 375 px, seated and watching, and a
//   375-px page does not scroll sideways; the wild zero shows both halves;
// - Zero and Crazy Eights, whose glyphs are not their notation (■8 is k8,
//   8♥ is 8h): every card an offered move names shows that notation on its
//   face, not only in a hover title.
import { mkdirSync } from "node:fs";
import { check, fail, launch, link, serve, until } from "./webkit.mjs";

const [tabula, outdir] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const base = ["--port", "0", "--web", "--web-port", "0", "--bot-delay", "0", "--seat-timeout", "0"];
// The cards whose label is wider than the card.
const spilling = (p) => p.$$eval(".card", (els) => els.filter((e) => e.scrollWidth > e.clientWidth)
  .map((e) => `${e.dataset.card} (${e.scrollWidth} > ${e.clientWidth})`));
const sideways = (p) => p.evaluate(() => document.documentElement.scrollWidth);

const browser = await launch();
const timer = setTimeout(() => fail("the whole test took over 150 s"), 150000);
const servers = [];
try {
  // 1. Absolute: a wild zero in a set, tens, at both widths.
  {
    const srv = await serve(tabula, ["serve", "absolute", "--players", "3", "--seed", "33", ...base], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage(), w = await browser.newPage();
    for (const p of [a, w]) p.on("pageerror", (e) => fail("page error: " + e.message));
    await a.setViewport({ width: 375, height: 800 });
    await w.setViewport({ width: 1280, height: 900 });
    await a.goto(link(srv.lines, /^seat 1 web /));
    await w.goto(link(srv.lines, /^watch web /));
    // Seat 1 plays its first offered moves until a set holds a wild zero.
    for (let i = 0; !(await a.$('[data-zone-box^="set"] [data-card*="="]')); i++) {
      if (i > 40) fail("no wild zero in a set after 40 moves of seat 1");
      const h = await until("seat 1's move", () => a.$("[data-move]"));
      try { await h.evaluate((e) => e.click()); } catch { /* redrawn meanwhile */ }
      await sleep(100);
    }
    await until("the spectator sees the wild zero", () => w.$('[data-zone-box^="set"] [data-card*="="]'));
    const wild = await a.$eval('[data-zone-box^="set"] [data-card*="="]', (e) =>
      ({ label: e.dataset.card, lines: [...e.querySelectorAll(".face span")].map((s) => s.textContent) }));
    check(wild.lines.length === 2 && wild.lines[1].startsWith("="),
      `a wild zero in a set shows the card over the value it stands for (${wild.label}: ${wild.lines.join(" / ")})`);
    const tens = await a.$$eval("[data-card]", (els) => els.filter((e) => /10/.test(e.dataset.card)).length) +
      await w.$$eval("[data-card]", (els) => els.filter((e) => /10/.test(e.dataset.card)).length);
    check(tens > 0, `tens are on the table too (${tens})`);
    for (const [name, p, width] of [["seat 1", a, 375], ["the spectator", w, 1280], ["seat 1", a, 1280], ["the spectator", w, 375]]) {
      await p.setViewport({ width, height: 900 });
      await sleep(150);
      const over = await spilling(p);
      const n = await p.$$eval(".card", (e) => e.length);
      check(over.length === 0, `${name} at ${width} px: all ${n} cards hold their labels (${over.join(", ") || "none spills"})`);
      if (width === 375) {
        const sw = await sideways(p);
        check(sw <= 375, `${name} at 375 px does not scroll sideways (${sw})`);
      }
    }
    await a.screenshot({ path: `${outdir}/cards-absolute-desktop.png`, fullPage: true });
    await w.screenshot({ path: `${outdir}/cards-absolute-phone.png`, fullPage: true });
    await a.close(); await w.close();
    srv.proc.kill();
  }

  // 9. Zero and Crazy Eights: the notation the moves use is on the cards.
  for (const [game, players] of [["zero", "3"], ["crazy-eights", "2"]]) {
    const srv = await serve(tabula, ["serve", game, "--players", players, "--seed", "3", ...base], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage();
    a.on("pageerror", (e) => fail("page error: " + e.message));
    await a.setViewport({ width: 375, height: 800 });
    await a.goto(link(srv.lines, /^seat 1 web /));
    await until(`${game}: seat 1's moves`, () => a.$("[data-move]"));
    const seen = await a.evaluate(() => {
      const cards = [...document.querySelectorAll("[data-card]")];
      const named = new Set([...document.querySelectorAll("[data-move]")].flatMap((m) => m.dataset.move.split(/\s+/)));
      const onCards = cards.filter((c) => named.has(c.dataset.card));
      return {
        named: onCards.length,
        differ: onCards.filter((c) => !c.innerText.includes(c.dataset.card)).length,
        glyphs: cards.filter((c) => c.innerText.split("\n")[0] !== c.dataset.card).length,
        sample: onCards.slice(0, 3).map((c) => c.innerText.replace(/\n/g, "/")),
      };
    });
    check(seen.named > 0 && seen.glyphs > 0, `${game}: moves name ${seen.named} cards, shown with glyphs`);
    check(seen.differ === 0,
      `${game}: each card a move names shows that notation on its face (${seen.sample.join(", ")}; ${seen.differ} without)`);
    const over = await spilling(a);
    check(over.length === 0, `${game}: and it fits the card (${over.join(", ") || "none spills"})`);
    await a.screenshot({ path: `${outdir}/cards-${game}-phone.png`, fullPage: true });
    await a.close();
    srv.proc.kill();
  }
} finally {
  clearTimeout(timer);
  for (const s of servers) s.proc.kill();
  await browser.close();
}
