// test_seats.mjs TABULA OUTDIR — the seats, chat and controls that apply:
// - Face to Face, Ann and Bo: until Bo opens his link Ann's page says
//   "Waiting for Bo to join", marks Bo's seat and shows no ▶; then the
//   seat to move reads "Your turn"; Bo's page closed, his seat is "away";
// - a spectator where spectators may not chat has no chat box, and no
//   Moves heading;
// - a chat line over 500 bytes is refused on the page, unsent;
// - six chat lines at once: the sixth, refused ("too many chat lines"),
//   stays in the box; sent again later it goes;
// - Zero at three seats on a 375-px page (--watch-chat): a spectator there
//   has a chat box; seat 1 resigns: its seat is marked resigned, Resign
//   and the moves go; after the result neither Moves, the filter nor
//   Resign is there, and the result's text keeps each row whole,
//   scrolling sideways in its own box.
import { mkdirSync } from "node:fs";
import { check, fail, launch, link, serve, until } from "./webkit.mjs";

const [tabula, outdir] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const text = (p, sel) => p.$eval(sel, (e) => e.textContent).catch(() => "");
// Whether the element is on screen (not hidden, nor inside something hidden).
const shown = (p, sel) => p.$eval(sel, (e) => e.checkVisibility()).catch(() => false);
const seatBar = (p) => p.$$eval(".seat", (els) => els.map((e) => ({ seat: e.dataset.seat, text: e.textContent,
  away: e.classList.contains("away"), resigned: e.classList.contains("resigned") })));

const browser = await launch();
const timer = setTimeout(() => fail("the whole test took over 200 s"), 200000);
const servers = [];
try {
  // 4, 5, 6. Face to Face: waiting for Bo; a spectator; chat refused.
  {
    const srv = await serve(tabula, ["serve", "face-to-face", "--seat", "2=human", "--name", "1=Ann", "--name", "2=Bo",
      "--seed", "3", "--port", "0", "--web", "--web-port", "0", "--seat-timeout", "0"], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage();
    a.on("pageerror", (e) => fail("page error: " + e.message));
    await a.goto(link(srv.lines, /^seat 1 web /));
    await until("Ann's page waiting", async () => /Waiting/.test(await text(a, "#prompt")));
    const prompt = await text(a, "#prompt");
    check(prompt === "Waiting for Bo to join", `before Bo opens his link Ann's page says "${prompt}"`);
    const bar = await seatBar(a);
    check(bar[1].away && /not here yet/.test(bar[1].text) && !bar.some((s) => /▶/.test(s.text)),
      `the seat bar marks Bo's seat and no seat is to move (${bar.map((s) => s.text).join(" | ")})`);
    check(!(await shown(a, "#resign")), "Resign is not offered before the start");

    const b = await browser.newPage();
    b.on("pageerror", (e) => fail("page error: " + e.message));
    await b.goto(link(srv.lines, /^seat 2 web /));
    const mover = await until("a seat's moves", async () => ((await a.$("[data-move]")) && a) || ((await b.$("[data-move]")) && b));
    const said = await text(mover, "#prompt");
    check(said === "Your turn", `once both have joined, the seat to move reads "${said}"`);
    check(!/Waiting/.test(await text(a, "#prompt")) && !/Waiting/.test(await text(b, "#prompt")), "and nobody's page waits any more");
    check(!(await seatBar(a)).some((s) => s.away), "no seat is marked away");

    // A spectator: no chat box (this table does not let spectators chat), no Moves.
    const w = await browser.newPage();
    w.on("pageerror", (e) => fail("page error: " + e.message));
    await w.goto(link(srv.lines, /^watch web /));
    await until("the spectator's table", () => w.$("[data-zone-box]"));
    check(!(await shown(w, "#chat")) && !(await shown(w, "#chat-text")), "a spectator who may not chat is offered no chat box");
    check(!(await shown(w, "#moves-h")) && !(await shown(w, "#resign")), "nor a Moves heading, nor Resign");
    check(await shown(a, "#chat-text") && await shown(a, "#moves-h"), "a seat has both");

    // Six lines at once: the server takes five, then one every 2 s.
    const chatLines = () => a.$$eval("#log li.log-chat", (e) => e.length);
    const refused = () => a.$$eval("#log li", (els) => els.filter((e) => /too many chat lines/.test(e.textContent)).length);
    for (let i = 1; i <= 6; i++) {
      const [lines, refusals] = [await chatLines(), await refused()];
      await a.$eval("#chat-text", (e, v) => { e.value = v; }, `line ${i}`);
      await a.$eval("#chat", (e) => e.requestSubmit());
      await until(`line ${i} answered`, async () => (await chatLines()) > lines || (await refused()) > refusals);
    }
    check(await refused() === 1 && await chatLines() === 5, "five lines go, the sixth is refused");
    const kept = await a.$eval("#chat-text", (e) => e.value);
    check(kept === "line 6", `the refused line is still in the box ("${kept}")`);
    await sleep(2200);
    await a.$eval("#chat", (e) => e.requestSubmit());
    await until("line 6 sent again", async () => (await chatLines()) === 6);
    check(await a.$eval("#chat-text", (e) => e.value) === "", "sent again once the server takes it, it leaves the box");
    // A line of 300 "ł" is 600 bytes, over the server's 500: said on the
    // page, in its words, and nothing sent.
    const long = "ł".repeat(300);
    await sleep(2200);
    await a.$eval("#chat-text", (e, v) => { e.value = v; }, long);
    await a.$eval("#chat", (e) => e.requestSubmit());
    await sleep(500);
    const tooLong = await a.$eval("#chat-text", (e) => e.validationMessage);
    check(tooLong === "A chat line is at most 500 bytes; this one has 600 (a letter such as ł or ñ takes two).",
      `a chat line over 500 bytes is refused on the page (${tooLong})`);
    check(await chatLines() === 6 && await a.$eval("#chat-text", (e) => e.value) === long,
      "and it is not sent, still in the box");
    await a.$eval("#chat-text", (e) => { e.value = ""; e.dispatchEvent(new Event("input")); });

    await b.close();
    await until("Bo's seat marked away", async () => (await seatBar(a))[1].away);
    check(/away/.test((await seatBar(a))[1].text), `Bo's page closed, his seat says so (${(await seatBar(a))[1].text})`);
    await a.close(); await w.close();
    srv.proc.kill();
  }

  // 8, 7. Zero at three seats, a phone: resigning; the result.
  {
    const srv = await serve(tabula, ["serve", "zero", "--players", "3", "--seed", "5", "--port", "0", "--web",
      "--web-port", "0", "--bot-delay", "0", "--seat-timeout", "0", "--watch-chat"], /^watch web /);
    servers.push(srv);
    const a = await browser.newPage(), w = await browser.newPage();
    for (const p of [a, w]) p.on("pageerror", (e) => fail("page error: " + e.message));
    await a.setViewport({ width: 375, height: 800 });
    await a.goto(link(srv.lines, /^seat 1 web /));
    await w.goto(link(srv.lines, /^watch web /));
    await until("the spectator's table", () => w.$("[data-zone-box]"));
    check(await shown(w, "#chat-text"), "where spectators may chat (--watch-chat), a spectator has the chat box");
    await until("seat 1's moves", () => a.$("[data-move]"));
    check(await shown(a, "#resign") && await shown(a, "#filter"), "seat 1 is offered Resign and the filter");
    a.on("dialog", (d) => d.accept());
    await a.$eval("#resign", (e) => e.click());
    await until("seat 1 marked resigned", async () => (await seatBar(a))[0].resigned);
    const bar = await seatBar(a);
    check(/\(resigned\)/.test(bar[0].text), `the seat bar marks the seat that resigned (${bar[0].text})`);
    const wbar = await seatBar(w);
    check(wbar[0].resigned, `the spectator's too (${wbar[0].text})`);
    check(!(await shown(a, "#resign")) && !(await shown(a, "#moves-h")) && (await a.$$("[data-move]")).length === 0,
      "Resign and the moves are gone once the seat has resigned");
    await until("the result", () => a.$('[data-testid="result"]:not([hidden])'), 30000);
    check(!(await shown(a, "#moves-h")) && !(await shown(a, "#filter")) && !(await shown(a, "#resign")),
      "after the result neither Moves, the filter nor Resign is shown");
    const pre = await a.$eval(".result-text", (e) => {
      const lh = parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.2;
      return { lines: e.textContent.trimEnd().split("\n").length, height: e.clientHeight, lh,
        sw: e.scrollWidth, cw: e.clientWidth, page: document.documentElement.scrollWidth };
    });
    check(pre.height < (pre.lines + 1.5) * pre.lh,
      `the result's ${pre.lines} rows stay whole at 375 px (${pre.height} px high, rows of ${pre.lh} px)`);
    check(pre.sw > pre.cw && pre.page <= 375,
      `wider than the screen, the result scrolls in its own box (${pre.sw} > ${pre.cw}), not the page (${pre.page})`);
    await a.screenshot({ path: `${outdir}/result-phone.png`, fullPage: true });
    srv.proc.kill();
  }
} finally {
  clearTimeout(timer);
  for (const s of servers) s.proc.kill();
  await browser.close();
}
