// test_back.mjs TABULA — a friend's page closes, the bot plays the seat,
// and the friend comes back while it is the other player's turn:
// - the other page goes on playing (its moves carry the table's new state;
//   they were refused as "the table has moved on" for good);
// - the friend's page shows the moves the bot played for them as
//   "Bo: MOVE (played by the bot greedy)", as join does;
// - the log numbers its lines one after another, inside the box (from line
//   100 on, the first digit was cut off by the box's edge);
// - the host stops the server: the page says so and keeps trying.
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const logTexts = (p) => p.$$eval("#log li", (els) => els.map((e) => e.textContent));
const click = async (p) => {
  const h = await p.$("[data-move]");
  if (!h) return false;
  try { await h.evaluate((e) => e.click()); return true; } catch { return false; }
};

const browser = await launch();
const timer = setTimeout(() => { console.error("FAIL: the whole test took over 200 s"); process.exit(1); }, 200000);
let srv = null;
try {
  srv = await serve(tabula, ["serve", "crazy-eights", "--seat", "2=human", "--name", "1=Ann",
    "--name", "2=Bo", "--port", "0", "--web", "--web-port", "0", "--seed", "4",
    "--seat-timeout", "1", "--bot-delay", "0"], /^watch web /);
  const s1 = link(srv.lines, /^seat 1 web /), s2 = link(srv.lines, /^seat 2 web /);
  const a = await browser.newPage();
  let b = await browser.newPage();
  await a.goto(s1); await b.goto(s2);
  await until("the game under way", async () => (await a.$("[data-move]")) || (await b.$("[data-move]")));
  await b.close();
  // Ann plays until the bot has played for Bo and it is her turn again.
  const botPlayed = async () => (await logTexts(a)).some((l) => /Bo/.test(l) && /greedy/.test(l) && !/did not come back/.test(l));
  for (let i = 0; i < 60 && !(await botPlayed()); i++) {
    await until("Ann's turn", () => a.$("[data-move]"), 20000);
    if (!(await botPlayed())) { await click(a); await sleep(300); }
  }
  check(await botPlayed(), "the bot played Bo's seat while he was away");
  await until("Ann's turn", () => a.$("[data-move]"), 20000);
  b = await browser.newPage();
  await b.goto(s2);
  await until("Bo back, told to Ann", async () => (await logTexts(a)).some((l) => /Bo/.test(l) && /is back/.test(l)));
  await sleep(500);
  const lines = (await logTexts(a)).length;
  check(await click(a), "Ann has a move to click after Bo came back");
  await until("Ann's move played after Bo came back", async () => {
    const now = await logTexts(a);
    return now.length > lines && now.slice(lines).some((l) => /Ann/.test(l));
  }, 10000);
  const refused = await a.$eval("#moves", (e) => e.textContent).catch(() => "");
  check(!/moved on/.test(refused), `no move of Ann's is refused as stale (${refused.slice(0, 200)})`);
  const history = await logTexts(b);
  check(history.some((l) => /^Bo: .+ \(played by the bot greedy\)$/.test(l)),
    `Bo's page names the moves the bot played for him: ${JSON.stringify(history.slice(0, 12))}`);
  const numbers = await a.$$eval("#log li", (els) => els.map((e) => e.value));
  check(numbers.length > 3 && numbers.every((v, i) => v === i + 1),
    `the log's lines are numbered 1, 2, 3, ... (${numbers.slice(0, 8)})`);
  const inside = await a.$eval("#log", (e) => getComputedStyle(e).listStylePosition);
  check(inside === "inside", `the log's numbers sit inside its box (${inside})`);
  // The host stops the server (Ctrl-C, kill): the page says so, and keeps trying.
  srv.proc.kill("SIGTERM");
  await until("the page told the server stopped", async () =>
    /^the server was stopped$/.test(await a.$eval("#notice", (e) => e.textContent).catch(() => "")));
  await until("the page trying to connect again", async () =>
    /trying again/.test(await a.$eval("#conn", (e) => e.textContent).catch(() => "")));
  console.log("ok");
} finally {
  clearTimeout(timer);
  await browser.close();
  if (srv) srv.proc.kill("SIGKILL");
}
