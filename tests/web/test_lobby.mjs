// test_lobby.mjs TABULA OUTDIR — serve --lobby --web prints its page's
// address; the page lists the table (title, description, free seats); a
// visitor sits with a name, gets the seat's token in the fragment, and after
// a reload is at the same seat; another watches and is offered no move; a
// link with a wrong token says so.  Once the seat resigns and its table
// closes (a second table keeps the lobby open), the page offers "Back to
// the tables", which lists them; the finished table's token is forgotten
// (the lobby's address shows the tables, not the dead table) and the page
// does not keep reconnecting to it.  A spectator of the second table sees
// it wait for its free seat, then the name of who sits there.  A spectator
// reloading watches the same table again; Back to the tables of a lobby
// that has gone says so.
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const srv = await serve(tabula, ["serve", "--lobby", "--table", "face-to-face:seat=1=human,seed=3",
  "--table", "zero:players=3,seat=1=human,seed=5", "--port", "0", "--web", "--bot-delay", "0"], /^web /);
const url = link(srv.lines, /^web /);
check(/^http:\/\/127\.0\.0\.1:\d+\/$/.test(url), `the lobby prints its page's address (${url})`);
const browser = await launch();
try {
  const p = await browser.newPage();
  p.on("pageerror", (e) => { console.error("FAIL: page error " + e.message); process.exit(1); });
  await p.goto(url);
  await until("the lobby's list", () => p.$("[data-sit]"));
  const listed = await p.$eval(".lobby-table", (e) => e.textContent);
  check(/Face to Face/.test(listed) && /\b1 free seat\b/.test(listed), `the lobby lists the table, its title and free seat (${listed.slice(0, 80)}…)`);
  const desc = await p.$eval(".lobby-table .desc", (e) => e.textContent);
  check(/^Two players race to empty their own decks/.test(desc), `and the game's one-line description ("${desc}")`);
  // A name the server would refuse (over 31 bytes in UTF-8, under 31
  // letters) is said on the page, nothing is sent, and it is not kept.
  await p.type("#name", "Łucja Núñez-Wiśniewska Żółć");
  await p.$eval("[data-sit]", (e) => e.click());
  await until("the name's refusal", () => p.$eval("#name-error", (e) => e.textContent));
  check(/at most 31 bytes/.test(await p.$eval("#name-error", (e) => e.textContent)) &&
    !!(await p.$("[data-sit]")) && (await p.evaluate(() => localStorage.getItem("tabula-name"))) === null,
    "a name over 31 bytes is refused on the page, nothing sent, nothing kept");
  await p.$eval("#name", (e) => { e.value = ""; });
  await p.type("#name", "Łucja Núñez");
  await p.$eval("[data-sit]", (e) => e.click());
  await until("seated at the table", () => p.evaluate(() =>
    document.querySelectorAll('[data-testid="hand"] [data-card]').length > 0));
  check(/Łucja Núñez/.test(await p.$eval(".seat.me", (e) => e.textContent)), "sitting with a name seats the visitor under it");
  check(/^#token=[0-9a-f]{64}$/.test(await p.evaluate(() => location.hash)), "the seat's token is kept in the fragment");
  const seatLink = await p.evaluate(() => ({ shown: !document.getElementById("seat-link").hidden,
    href: document.querySelector("#seat-link a")?.href, here: location.href }));
  check(seatLink.shown && seatLink.href === seatLink.here,
    `the page shows the seat's link to keep, to come back after closing it (${JSON.stringify(seatLink)})`);
  check((await p.evaluate(() => localStorage.getItem("tabula-name"))) === "Łucja Núñez",
    "the name the server seated us under is kept for the next visit");
  await p.reload();
  await until("seated again after a reload", () => p.evaluate(() =>
    document.querySelectorAll('[data-testid="hand"] [data-card]').length > 0 &&
    /Łucja/.test(document.querySelector(".seat.me")?.textContent || "")));
  check(true, "a reload comes back to the same seat");
  const w = await browser.newPage();
  await w.goto(url);
  await until("the lobby's list for the spectator", () => w.$("[data-watch]"));
  await w.$eval("[data-watch]", (e) => e.click());
  await until("watching", () => w.evaluate(() => document.querySelectorAll("[data-zone-box]").length > 0));
  await new Promise((r) => setTimeout(r, 500));
  check(await w.$$eval("[data-move]", (e) => e.length) === 0 && !(await w.$('[data-testid="hand"]')),
    "the spectator is offered no move and has no hand");
  await w.reload(); // a spectator has no token: the tab keeps which table it watches
  await until("watching again after a reload", () => w.evaluate(() =>
    document.querySelectorAll("[data-zone-box]").length > 0 && document.getElementById("lobby").hidden));
  check(true, "a spectator's reload watches the same table again (it showed the list of tables)");
  const g = await browser.newPage();
  await g.goto(url + "#token=" + "0".repeat(64));
  await until("the wrong token's notice", () => g.evaluate(() => document.getElementById("notice").textContent));
  const said = await g.$eval("#notice", (e) => e.textContent);
  check(/\(wrong token\)/.test(said), `a wrong token in the link is said on the page, not in the hidden table's log (${said})`);
  await new Promise((r) => setTimeout(r, 1000));
  const conn = await g.$eval("#conn", (e) => e.textContent);
  check(!/trying again/.test(conn), `and the header does not say it is trying again (${conn})`);

  // The seat resigns; 5 s after the result its table closes.
  p.on("dialog", (d) => d.accept());
  await until("Resign offered", () => p.$eval("#resign", (e) => e.checkVisibility()).catch(() => false));
  await p.$eval("#resign", (e) => e.click());
  await until("the result", () => p.$('[data-testid="result"]:not([hidden])'));
  const arrivals = () => (srv.stderr.match(/: table 1 seat 1$/gm) || []).length;
  const before = arrivals();
  await until("the table closed and the way back offered", () => p.$("#back-to-lobby"), 20000);
  check(/closed/.test(await p.$eval("#notice", (e) => e.textContent)), "the page says the table has closed");
  check(await p.$eval("#chat", (e) => !e.checkVisibility()), "and offers no chat box, as nothing can be sent");
  check(await p.evaluate(() => sessionStorage.getItem("tabula-token") === null && location.hash === ""),
    "the finished table's token is forgotten (the tab's storage, the address)");
  await new Promise((r) => setTimeout(r, 3000));
  const tries = arrivals() - before;
  check(tries === 0 && !/trying again/.test(await p.$eval("#conn", (e) => e.textContent)),
    `no reconnecting to the closed table (${tries} try after it closed)`);
  await p.$eval("#back-to-lobby", (e) => e.click());
  await until("the lobby's list again", () => p.$("[data-sit]"));
  check(/over/.test(await p.$eval(".lobby-table", (e) => e.textContent)) && await p.$eval("#table", (e) => e.hidden),
    "Back to the tables lists them, the finished one over");
  await p.goto(url);
  await until("the lobby's list at its address", () => p.$("[data-sit]"));
  check(await p.$eval("#table", (e) => e.hidden), "the lobby's address opens the lobby, not the finished table");

  // Table 2 waits for its free seat; a spectator's page follows who sits.
  const w2 = await browser.newPage();
  await w2.goto(url);
  await until("the lobby's list for the second spectator", () => w2.$('[data-watch="2"]'));
  await w2.$eval('[data-watch="2"]', (e) => e.click());
  await until("table 2 waiting", async () => /^Waiting for Player 1 to join$/.test(await w2.$eval("#prompt", (e) => e.textContent)));
  await p.$eval("#name", (e) => { e.value = "Cy"; });
  await p.$eval('[data-sit="2"]', (e) => e.click());
  await until("Cy seated at table 2", async () => /^Cy/.test(await w2.$eval('.seat[data-seat="1"]', (e) => e.textContent)));
  check(!/Waiting/.test(await w2.$eval("#prompt", (e) => e.textContent)),
    "the spectator's seat bar names the player who took the free seat, and the wait is over");
  // Table 1's spectator, its table closed: the lobby itself is gone now.
  await until("table 1's spectator offered the way back", () => w.$("#back-to-lobby"));
  srv.proc.kill("SIGKILL");
  await new Promise((r) => setTimeout(r, 300));
  await w.$eval("#back-to-lobby", (e) => e.click());
  await until("the page says the lobby has closed", async () =>
    /^The lobby has closed/.test(await w.$eval("#notice", (e) => e.textContent)));
  check(!/trying again/.test(await w.$eval("#conn", (e) => e.textContent)),
    "Back to the tables of a lobby that is gone says so (it showed \"table closed\" again)");
} finally {
  await browser.close();
  srv.proc.kill();
}
