// test_link.mjs TABULA — the page when its link to the server is lost or
// refused, and picking a card then its own zone:
// - two tabs on one seat: the older, replaced, stops with a notice and
//   does not take the seat back by itself (no "joined" flood in the other
//   seat's log); its button takes the seat back once;
// - Crazy Eights: a card picked, then its own hand clicked, is put back
//   (no move played); then the discard pile clicked plays it;
// - an old link (the server restarted on the same port with other tokens):
//   while down, no move is offered; refused ("wrong token"), the page says
//   so and stops, without "trying again";
// - after the result, serve exits: the page says the table has closed and
//   offers no rematch.
import { createServer } from "node:net";
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const text = (p, sel) => p.$eval(sel, (e) => e.textContent).catch(() => "");
const moveCount = (p) => p.$$eval("[data-move]", (e) => e.length);
const logLines = (p, re) => p.$$eval("#log li", (els) => els.map((e) => e.textContent))
  .then((l) => l.filter((x) => re.test(x)).length);
const exited = (srv) => new Promise((r) => srv.proc.exitCode !== null ? r() : srv.proc.on("exit", r));

// A TCP port free a moment ago, for a server started twice on it.
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => resolve(p)); });
  });
}

const browser = await launch();
const timer = setTimeout(() => { console.error("FAIL: the whole test took over 200 s"); process.exit(1); }, 200000);
const servers = [];
try {
  // 1. Two tabs on seat 1.
  {
    const srv = await serve(tabula, ["serve", "face-to-face", "--seat", "2=human", "--name", "1=Ann",
      "--name", "2=Bo", "--port", "0", "--web", "--web-port", "0", "--seed", "7", "--seat-timeout", "0"], /^watch web /);
    servers.push(srv);
    const s1 = link(srv.lines, /^seat 1 web /), s2 = link(srv.lines, /^seat 2 web /);
    const a = await browser.newPage(), b = await browser.newPage();
    await a.goto(s1); await b.goto(s2);
    await until("the game under way", async () => (await moveCount(a)) + (await moveCount(b)) > 0);
    const c = await browser.newPage();
    await c.goto(s1);
    await until("the older tab told it was replaced", () => a.$("#take-back"));
    check(/another tab or window/.test(await text(a, "#notice")), `the replaced tab says why: ${await text(a, "#notice")}`);
    const before = await logLines(b, /joined|came back/);
    await sleep(4000);
    const after = await logLines(b, /joined|came back/);
    check(after === before, `the replaced tab does not take the seat back by itself (the other seat's log: ${before} then ${after} arrivals)`);
    check(!/trying again/.test(await text(a, "#conn")), `the replaced tab does not say it is trying again (${await text(a, "#conn")})`);
    check(await moveCount(a) === 0, "the replaced tab offers no move");
    check(!(await c.$("#take-back")) && /connected/.test(await text(c, "#conn")), "the newer tab keeps the seat");
    await a.$eval("#take-back", (e) => e.click());
    await until("the newer tab replaced in turn", () => c.$("#take-back"));
    await until("the first tab seated again", async () => !(await a.$("#take-back")) &&
      /^connected$/.test(await text(a, "#conn")));
    await sleep(2500);
    check(!!(await c.$("#take-back")) && !(await a.$("#take-back")),
      "the button takes the seat back once: the other tab is the one stopped now");
    await a.close(); await b.close(); await c.close();
    srv.proc.kill();
  }

  // 2. Crazy Eights: the card's own zone puts it back; the discard plays it.
  {
    const srv = await serve(tabula, ["serve", "crazy-eights", "--players", "2", "--port", "0", "--web",
      "--web-port", "0", "--bot-delay", "0", "--seed", "12", "--seat-timeout", "0"], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage();
    await a.goto(link(srv.lines, /^seat 1 web /));
    await until("seat 1's moves", () => moveCount(a));
    const moves = await a.$$eval("[data-move]", (els) => els.map((e) => e.dataset.move));
    const play = moves.find((m) => /^play [^8]/.test(m));
    check(!!play, `a card to play that is not an 8 (${play})`);
    const card = play.split(" ")[1];
    const hand = await a.$$eval('[data-testid="hand"] [data-card]', (e) => e.length);
    await a.$eval(`[data-testid="hand"] [data-card="${card}"]`, (e) => e.click());
    await until("the moves narrowed to the card", async () => (await moveCount(a)) < moves.length);
    await a.$eval('[data-testid="hand"] button[data-zone]', (e) => e.click());
    await sleep(800);
    check(await a.$$eval('[data-testid="hand"] [data-card]', (e) => e.length) === hand &&
      await logLines(a, /plays/) === 0, `clicking the hand the card is in plays nothing (${hand} cards still)`);
    check(!(await a.$(".card.picked")) && await moveCount(a) === moves.length,
      "it puts the card back: nothing picked, every move offered again");
    await a.$eval(`[data-testid="hand"] [data-card="${card}"]`, (e) => e.click());
    await a.$eval('[data-zone="discard"]', (e) => e.click());
    await until("the card played on the discard pile", async () => await logLines(a, new RegExp(`plays: ${play}$`)) > 0);
    check(true, `clicking the zone the card goes to plays it (${play})`);
    await a.close();
    srv.proc.kill();
  }

  // 6 and 4. An old link after the server restarted; the table closing.
  {
    const web = await freePort();
    const args = ["--port", "0", "--web", "--web-port", String(web), "--bot-delay", "0", "--seat-timeout", "0"];
    let srv = await serve(tabula, ["serve", "face-to-face", "--seed", "4", ...args], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage();
    await a.goto(link(srv.lines, /^seat 1 web /));
    await until("seat 1's moves", () => moveCount(a));
    srv.proc.kill();
    await exited(srv);
    await until("the page knows the connection is lost", async () => /trying again/.test(await text(a, "#conn")));
    check(await moveCount(a) === 0 && !/Your turn/.test(await text(a, "#prompt")),
      `while the connection is down no move is offered (prompt: ${await text(a, "#prompt")})`);
    srv = await serve(tabula, ["serve", "face-to-face", "--seed", "5", ...args], /^watch web /);
    servers.push(srv);
    await until("the old token refused", async () => /wrong token/.test(await text(a, "#notice")), 20000);
    await sleep(1500);
    const conn = await text(a, "#conn"), prompt = await text(a, "#prompt");
    check(!/trying again/.test(conn) && !/Your turn/.test(prompt) && await moveCount(a) === 0,
      `refused, the page stops: header "${conn}", prompt "${prompt}", no move`);

    // The new game's seat: resign, the result, serve exits about 5 s later.
    const b = await browser.newPage();
    await b.goto(link(srv.lines, /^seat 1 web /));
    await until("seat 1's moves", () => moveCount(b));
    b.on("dialog", (d) => d.accept());
    await b.$eval("#resign", (e) => e.click());
    await until("the result", () => b.$('[data-testid="result"]:not([hidden])'));
    check(!!(await b.$("#rematch")), "the result offers a rematch while the table is open");
    await exited(srv);
    await until("the page says the table has closed", async () => /table has closed/.test(await text(b, "#conn")), 15000);
    check(!(await b.$("#rematch")) && /closed/.test(await text(b, '[data-testid="result"]')),
      "once serve has exited, the result says the table has closed and offers no rematch");
    await sleep(2000);
    check(!/trying again/.test(await text(b, "#conn")), "and it does not try again");
  }
} finally {
  clearTimeout(timer);
  for (const s of servers) s.proc.kill();
  await browser.close();
}
