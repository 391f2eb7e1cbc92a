// test_words.mjs TABULA — an English server, Polish pages: what the server
// says on the wire in English the page says in Polish, worded from the
// message's data with the catalogues' msgids, and all of it again in
// Spanish when the language is switched:
// - a table's log (joined, the start, a move, the clock running out, a
//   resignation), a chat flood's refusal, a spectator's chat refused, a
//   chat line with a bidirectional control refused, a stale move, the
//   result's columns and a resigned player;
// - a link with a wrong token: the notice, and the header and the notice
//   after switching to Spanish;
// - a lobby: players and free seats in the right plural forms (Polish
//   2 wolne miejsca, 1 wolne miejsce, 5 wolnych miejsc; English 1 free
//   seat), a refused name, a seat taken meanwhile, a resignation before
//   the start; the lobby drawn again in Spanish;
// - a lobby page kept open past --auth-timeout: listed again, with no
//   notice and the name being typed kept.
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula] = process.argv.slice(2);
const text = (p, sel) => p.$eval(sel, (e) => e.textContent).catch(() => "");
const logLines = (p) => p.$$eval("#log li", (els) => els.map((e) => e.textContent));
const hasLine = async (p, line) => (await logLines(p)).includes(line);
const polish = async (p) => {
  await p.setExtraHTTPHeaders({ "Accept-Language": "pl" });
  await p.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, "languages", { get: () => ["pl-PL", "pl"] });
  });
  p.on("pageerror", (e) => { console.error("FAIL: page error " + e.message); process.exit(1); });
  return p;
};
const pick = (p, lang) => p.select("#lang", lang);

const browser = await launch(["--lang=pl"]);
const timer = setTimeout(() => { console.error("FAIL: the whole test took over 200 s"); process.exit(1); }, 200000);
const servers = [];
try {
  // 1. One table of absolute-quick, a clock of 6 s.
  {
    const srv = await serve(tabula, ["serve", "absolute-quick", "--players", "2", "--port", "0", "--web",
      "--web-port", "0", "--seed", "4", "--turn-time", "6", "--bot-delay", "0"], /^watch web /);
    servers.push(srv);
    const p = await polish(await browser.newPage());
    await p.goto(link(srv.lines, /^seat 1 web /));
    await until("the first move offered", () => p.$('[data-move="draw deck"]'));
    check(await hasLine(p, "miejsce 1 (Player 1) dołączyło"), "a seat's arrival is logged in Polish");
    check(await hasLine(p, "wszyscy gracze są na miejscach: gra się zaczyna"), "so is the start");
    await p.$eval('[data-move="draw deck"]', (e) => e.click());
    await until("the move in the log", () => hasLine(p, "miejsce 1 (Player 1) gra: draw deck"));
    check(true, "a move is logged in Polish: miejsce 1 (Player 1) gra: draw deck");
    // Six lines at once: the sixth is refused (5 at once, then one every 2 s).
    await p.evaluate(() => {
      for (let i = 0; i < 6; i++) {
        document.getElementById("chat-text").value = "cześć " + i;
        document.getElementById("chat-send").click();
      }
    });
    const flood = "za dużo wiadomości na czacie: 5 naraz, potem jedna co 2 s";
    await until("the chat flood's refusal", () => hasLine(p, flood));
    check(true, `a chat flood is refused in Polish: ${flood}`);
    const w = await polish(await browser.newPage());
    await w.goto(link(srv.lines, /^watch web /));
    await until("watching", () => w.$("[data-zone-box]"));
    await w.evaluate(() => {
      document.getElementById("chat-text").value = "hej";
      document.getElementById("chat-send").click();
    });
    await until("the spectator's chat refused", () => hasLine(w, "widzowie nie piszą na czacie przy tym stole"));
    check(true, "a spectator's chat line is refused in Polish");
    // A chat line with a character the server refuses: worded from the
    // refusal's "about" (the field, the character's kind and its code).
    await p.evaluate(() => {
      document.getElementById("chat-text").value = "lewo\u202eprawo";
      document.getElementById("chat-send").click();
    });
    const bidi = "wiersz czatu: znak sterujący kierunkiem pisma (U+202E) jest niedozwolony";
    await until("the bidi chat line's refusal", () => hasLine(p, bidi));
    check(true, `a chat line's refused character is said in Polish: ${bidi}`);
    const reasons = await p.evaluate(async () => {
      const { reasonWords } = await import("./words_events.js");
      const r = (about) => reasonWords({ type: "refusal", reason: "EN", about });
      return [r({ kind: "bad_text", field: "name", what: "noncharacter", char: "U+FDD0" }),
        r({ kind: "bad_text", field: "chat", what: "not_utf8" }), r({ kind: "stale", state: 3, sent: 2 }),
        r({ kind: "bad_text", field: "name", what: "frob", char: "U+0001" }), r({ kind: "stale", state: 3 })];
    });
    check(reasons.join("\n") === ["\"name\": znak zarezerwowany do użytku wewnętrznego (U+FDD0) jest niedozwolony",
      "wiersz czatu: to nie jest tekst UTF-8", "przy stole zaszła zmiana (stan 3, nie 2): nic nie zagrano", "EN", "EN"].join("\n"),
      `a refused name and a stale move are worded in Polish, an unknown or incomplete "about" is the server's text:\n${reasons.join("\n")}`);
    const late = "miejscu 1 (Player 1) skończył się czas (6 s): bot greedy wykonuje za nie jeden ruch";
    await until("the clock running out", () => hasLine(p, late), 20000);
    check(true, `the clock running out is logged in Polish: ${late}`);

    check(await text(p, "#conn") === "połączono", "the header says connected in Polish");
    await pick(p, "es");
    check(await text(p, "#conn") === "conectado", "switched to Spanish, the header says it in Spanish");
    check(await hasLine(p, "el asiento 1 (Player 1) se unió") && await hasLine(p, "el asiento 1 (Player 1) juega: draw deck") &&
      await hasLine(p, "demasiadas líneas de chat: 5 seguidas, luego una cada 2 s") && !(await hasLine(p, flood)),
      "and the log's lines already shown, the refusal too, are said again in Spanish");
    await pick(p, "pl");

    // The events this game did not meet, worded by the page's own module
    // (in Polish now); a kind it does not know shows the server's text.
    const events = await p.evaluate(async () => {
      const { logWords } = await import("./words_events.js");
      const ev = (kind, more) => logWords({ type: "log", text: "EN", event: { kind, seat: 2, name: "Bo", ...more } });
      return [ev("left", { waits: true }), ev("left", {}), ev("back", { bot: "greedy" }), ev("away", { seconds: 30 }),
        ev("bot", { seconds: 300, bot: "greedy" }), ev("resigned", { ends: false, bot: "greedy" }),
        ev("resigned", { ends: true, winner: null }), ev("rematch_asked", {}),
        logWords({ type: "log", text: "every player asked for a rematch: a new deal", event: { kind: "rematch" } }),
        ev("start", { resumed: true }), ev("frobnicated", {})];
    });
    check(events.join("\n") === ["miejsce 2 (Bo) odeszło od stołu; gra czeka na powrót", "miejsce 2 (Bo) odeszło od stołu",
      "miejsce 2 (Bo) wróciło: bot greedy zwalnia miejsce",
      "miejsca 2 (Bo) nie ma w jego turze: bot gry zagra za nie, jeśli gracz nie wróci w ciągu 30 s",
      "miejsce 2 (Bo) nie wróciło w ciągu 300 s: bot greedy gra za nie do powrotu",
      "miejsce 2 (Bo) się poddaje: bot greedy gra za nie do końca", "miejsce 2 (Bo) się poddaje",
      "miejsce 2 (Bo) prosi o rewanż", "wszyscy gracze chcą rewanżu: nowe rozdanie",
      "wszyscy gracze są na miejscach: gra toczy się dalej", "EN"].join("\n"),
      `every other event is worded in Polish, an unknown one is the server's text:\n${events.join("\n")}`);

    // A link with a wrong token (while the table is open: it closes after
    // the result).
    {
      const g = await polish(await browser.newPage());
      await g.goto(link(srv.lines, /^seat 1 web /).split("#")[0] + "#token=" + "0".repeat(64));
      await until("the wrong token's notice", () => text(g, "#notice"));
      check(await text(g, "#notice") === "Serwer nie zna tego linku (zły żeton): może pochodzić z wcześniejszej gry. Poproś gospodarza o aktualny link.",
        "a wrong token is said in Polish");
      check(await text(g, "#conn") === "link już nieważny", "and the header says the link is no longer valid");
      await pick(g, "es");
      check(await text(g, "#conn") === "enlace ya no válido", "switched to Spanish, the header says it in Spanish");
      check(await text(g, "#notice") === "El servidor no conoce este enlace (ficha incorrecta): puede ser de una partida anterior. Pide al anfitrión el enlace actual.",
        "and so does the notice");
    }

    await p.evaluate(() => { window.confirm = () => true; document.getElementById("resign").click(); });
    const resigns = "miejsce 1 (Player 1) się poddaje: wygrywa miejsce 2 (greedy 2)";
    await until("the resignation in the log", () => hasLine(p, resigns));
    check(true, `a resignation is logged in Polish: ${resigns}`);
    await until("the result", () => p.$('[data-testid="result"]:not([hidden]) table'));
    const heads = await p.$$eval("#result th", (els) => els.map((e) => e.textContent));
    check(heads.join("|") === "miejsce|nr|imię|suma", `the result's columns tell the rank from the seat (${heads.join(" | ")})`);
    const names = await p.$$eval("#result td", (els) => els.map((e) => e.textContent));
    check(names.includes("Player 1 (poddanie się)"), `a resigned player is marked as such (${names.join(" ")})`);
  }

  // 2. A lobby.
  {
    const srv = await serve(tabula, ["serve", "--lobby", "--table", "absolute:players=3,seat=2=human",
      "--table", "absolute-quick:players=2",
      "--table", "absolute:players=5,seat=2=human,seat=3=human,seat=4=human,seat=5=human",
      "--port", "0", "--web", "--web-port", "0", "--bot-delay", "0", "--auth-timeout", "120"], /^web /);
    servers.push(srv);
    const url = link(srv.lines, /^web /);
    const counts = (p) => p.$$eval(".lobby-table > p:not(.desc)", (els) => els.map((e) => e.textContent));
    const l = await polish(await browser.newPage());
    await l.goto(url);
    await until("the lobby's list", () => l.$("[data-sit]"));
    const said = await counts(l);
    check(said[0] === "3 gracze · 2 wolne miejsca · czeka", `three players, two free seats (${said[0]})`);
    check(said[1] === "2 gracze · 1 wolne miejsce · czeka", `two players, one free seat (${said[1]})`);
    check(said[2] === "5 graczy · 5 wolnych miejsc · czeka", `five players, five free seats (${said[2]})`);
    const e = await browser.newPage();
    await e.goto(url);
    await until("the English lobby's list", () => e.$("[data-sit]"));
    check((await counts(e))[1] === "2 players · 1 free seat · waiting", `in English: ${(await counts(e))[1]}`);

    // A name the server refuses (a control character): said in Polish.
    await l.$eval("#name", (n) => { n.value = "A\u0001B"; });
    await l.$eval('[data-sit="1"]', (b) => b.click());
    await until("the name's refusal", () => text(l, "#notice"));
    check(await text(l, "#notice") === "\"name\" to od 1 do 31 bajtów drukowalnego tekstu, bez spacji na początku i na końcu",
      `a name the server refuses is said in Polish (${await text(l, "#notice")})`);
    // Table 2's one free seat taken by another page meanwhile.
    await e.$eval('[data-sit="2"]', (b) => b.click());
    await until("the other page seated", () => e.$('[data-testid="hand"] [data-card]'));
    await l.$eval("#name", (n) => { n.value = ""; });
    await l.$eval('[data-sit="2"]', (b) => b.click());
    await until("the full table's refusal", () => text(l, "#notice").then((n) => n.startsWith("stół 2")));
    check(await text(l, "#notice") === "stół 2 nie ma wolnego miejsca", "a table with no free seat left is said in Polish");
    await until("the list again", () => counts(l).then((c) => c[1] === "2 gracze · 0 wolnych miejsc · trwa"));
    await pick(l, "es");
    check(await text(l, "#notice") === "la mesa 2 no tiene asientos libres", "switched to Spanish, the notice says it in Spanish");
    check(await text(l, "#lobby h2") === "Mesas" && (await counts(l))[0] === "3 jugadores · 2 asientos libres · esperando",
      `and the lobby is drawn again in Spanish (${(await counts(l))[0]})`);
    await pick(l, "pl");
    // A resignation before the game starts: table 1 waits for its other person.
    await l.$eval('[data-sit="1"]', (b) => b.click());
    await until("seated at table 1", () => l.$('[data-testid="hand"] [data-card]'));
    await l.evaluate(() => { window.confirm = () => true; document.getElementById("resign").click(); });
    await until("the refusal to resign", () => hasLine(l, "gra zaczyna się, gdy dołączą wszyscy gracze"));
    check(true, "resigning before the start is refused in Polish");
  }

  // 3. A lobby page read for longer than --auth-timeout: the server closes
  // its connection, the page lists the tables again on a new one, says
  // nothing of it and keeps the name being typed.
  {
    const srv = await serve(tabula, ["serve", "--lobby", "--table", "absolute-quick:players=2",
      "--port", "0", "--web", "--web-port", "0", "--auth-timeout", "1"], /^web /);
    servers.push(srv);
    const r = await polish(await browser.newPage());
    await r.goto(link(srv.lines, /^web /));
    await until("the lobby's list", () => r.$("[data-sit]"));
    await r.type("#name", "Ala");
    await until("a listing closed for its time", () => srv.stderr.includes("no token within 1 s"));
    await new Promise((ok) => setTimeout(ok, 2500));
    check(await text(r, "#notice") === "" && (await r.$eval("#name", (n) => n.value)) === "Ala" && !!(await r.$("[data-sit]")),
      `the page lists the tables again without a word, the name typed kept (notice "${await text(r, "#notice")}")`);
  }
} finally {
  clearTimeout(timer);
  await browser.close();
  for (const s of servers) s.proc.kill();
}
