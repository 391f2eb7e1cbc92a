// test_game.mjs TABULA OUTDIR — two Chromium pages opened from serve's
// printed links play a whole game of Face to Face by clicking data-move
// elements, one reloaded midway (and still seated); a third page watches
// (no moves, no hand's cards); the result shown equals `tabula replay` of
// the save; the page weighs under 300 KB, all of it from the server; no
// sideways scrolling at 375 px; screenshots at desktop and phone width.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { check, ended, fail, launch, link, serve, until } from "./webkit.mjs";

const [tabula, outdir] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const save = `${outdir}/game.save`;
rmSync(save, { force: true });
rmSync(save + ".tokens", { force: true });
const srv = await serve(tabula, ["serve", "face-to-face", "--players", "2", "--seat", "1=human",
  "--seat", "2=human", "--name", "1=Ann", "--name", "2=Bo", "--seed", "11", "--port", "0", "--web",
  "--save", save, "--seat-timeout", "0"], /^watch web /);
const seat1 = link(srv.lines, /^seat 1 web /), seat2 = link(srv.lines, /^seat 2 web /);
const watch = link(srv.lines, /^watch web /);
check(/^http:\/\/127\.0\.0\.1:\d+\/#token=[0-9a-f]{64}$/.test(seat1), `seat 1's link is http on loopback with the token in the fragment (${seat1.slice(0, 40)}…)`);
const origin = new URL(seat1).origin;

const browser = await launch();
const timer = setTimeout(() => { fail("the whole test took over 240 s"); }, 240000);
try {
  // Every response a page gets: where from and how big.
  const weigh = (page) => {
    const got = [];
    page.on("response", async (r) => {
      const url = r.url();
      let size = 0;
      try { size = (await r.buffer()).length; } catch { /* a redirect or no body */ }
      got.push({ url, size });
    });
    page.on("pageerror", (e) => fail("page error: " + e.message));
    page.on("error", (e) => fail("page crashed: " + e.message));
    return got;
  };
  const a = await browser.newPage(), b = await browser.newPage(), w = await browser.newPage();
  await a.setViewport({ width: 1280, height: 900 });
  await w.setViewport({ width: 1280, height: 900 });
  await b.setViewport({ width: 375, height: 800, isMobile: true, hasTouch: true });
  const loads = weigh(a);
  weigh(b); weigh(w);
  await a.goto(seat1); await b.goto(seat2); await w.goto(watch);
  await until("the first move offered", async () =>
    (await a.$("[data-move]")) || (await b.$("[data-move]")));

  const total = loads.reduce((n, r) => n + r.size, 0);
  check(loads.every((r) => r.url.startsWith(origin + "/") || r.url.startsWith("data:")),
    `everything the page loads comes from the server (${loads.length} responses)`);
  check(total < 300 * 1024, `the page and all it loads weigh under 300 KB (${total} bytes)`);
  check(await a.evaluate(() => document.documentElement.lang) === "en", "an English browser's page says lang=\"en\"");
  const handCards = await a.$$eval('[data-testid="hand"] [data-card]', (els) => els.length);
  check(handCards > 0, `seat 1's hand shows its cards face up (${handCards} data-card elements)`);

  let moves = 0, reloaded = false, shots = false, spectatorChecks = 0;
  const pages = [a, b];
  while (!(await a.$('[data-testid="result"]:not([hidden])'))) {
    let played = false;
    for (const p of pages) {
      const h = await p.$("[data-move]");
      if (!h) continue;
      // The element's own click (HTMLElement.click()): puppeteer's synthesized
      // mouse input closes Debian's headless Chromium 156 here.
      try { await h.evaluate((e) => e.click()); } catch { continue; } /* redrawn: the next round */
      played = true;
      moves++;
      // What the spectator is offered: never a move, never a hand's card.
      if (moves % 7 === 0) {
        const seen = await w.evaluate(() => ({
          moves: document.querySelectorAll("[data-move]").length,
          handCards: [...document.querySelectorAll("[data-zone-box]")]
            .filter((z) => /hand/i.test(z.dataset.zoneBox))
            .reduce((n, z) => n + z.querySelectorAll("[data-card]").length, 0),
          hands: [...document.querySelectorAll("[data-zone-box]")].filter((z) => /hand/i.test(z.dataset.zoneBox)).length,
        }));
        if (seen.moves || seen.handCards) fail(`the spectator's page offers ${seen.moves} moves and shows ${seen.handCards} hand cards`);
        if (seen.hands) spectatorChecks++;
      }
      if (moves === 20 && !shots) {
        await a.bringToFront();
        await a.screenshot({ path: `${outdir}/table-desktop.png`, fullPage: true });
        await b.bringToFront();
        await b.screenshot({ path: `${outdir}/table-phone.png`, fullPage: true });
        const sw = await b.evaluate(() => document.documentElement.scrollWidth);
        check(sw <= 375, `no sideways scrolling at 375 px mid-game (scrollWidth ${sw})`);
        shots = true;
      }
      if (moves === 30 && !reloaded) {
        await a.reload();
        await until("seat 1 back after the reload", () =>
          a.evaluate(() => document.querySelectorAll('[data-testid="hand"] [data-card]').length > 0 &&
            /Ann/.test(document.querySelector(".seat.me")?.textContent || "")));
        check(true, "seat 1's page, reloaded mid-game, is seated at seat 1 again");
        reloaded = true;
      }
    }
    if (moves > 2000) fail("no result after 2000 moves");
    if (!played) await new Promise((r) => setTimeout(r, 30));
    if (!played && !(await a.$("[data-move]")) && !(await b.$("[data-move]")))
      await until("a move offered or the result", async () =>
        (await a.$("[data-move]")) || (await b.$("[data-move]")) || (await a.$('[data-testid="result"]:not([hidden])')), 20000);
  }
  check(reloaded && shots, `the game was played to its end by clicking (${moves} moves)`);
  check(spectatorChecks > 0, `the spectator saw the hands as backs only (${spectatorChecks} checks, no move offered)`);
  await until("the result on seat 2's page", () => b.$('[data-testid="result"]:not([hidden])'));
  const shown = await a.$eval('[data-testid="result"] .result-text', (e) => e.textContent);
  const shownB = await b.$eval('[data-testid="result"] .result-text', (e) => e.textContent);
  check(shown === shownB, "both seats see the same result");
  const replay = execFileSync(tabula, ["replay", save], { encoding: "utf8" });
  if (shown.trim() !== replay.trim())
    fail(`the page's result differs from tabula replay's:\n--- page\n${shown}\n--- replay\n${replay}`);
  check(true, "the result shown equals tabula replay of the save");
  await a.bringToFront();
  await a.screenshot({ path: `${outdir}/result-desktop.png`, fullPage: true });
  check(await w.$$eval("[data-move]", (e) => e.length) === 0, "the spectator's page offers no move at the end");
  console.log(`screenshots: ${outdir}/table-desktop.png ${outdir}/table-phone.png ${outdir}/result-desktop.png`);
  await browser.close();
  await ended(srv);
  check(true, "serve ends by itself, exit 0, once the game is over and the pages are gone");
} finally {
  clearTimeout(timer);
  if (browser.connected) await browser.close();
  srv.proc.kill();
}
