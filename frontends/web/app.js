// app.js — the web table's client: one WebSocket speaking protocol 2
// (docs/protocol.md), the seat's token kept in the address's fragment and
// the tab's storage (a reload or a lost connection comes back to the same
// seat; a finished table's is forgotten once it closes), the language
// (i18n.js: the browser's, or the one picked; the server's lines in it,
// words_events.js), and the messages handed to the lobby (lobby.js) or the
// table (table.js).
import { currentLang, setLang, t } from "./i18n.js";
import { reasonWords, relabel } from "./words_events.js";
import { showLobby } from "./lobby.js";
import { Table } from "./table.js";
import { el } from "./cards.js";

const $ = (id) => document.getElementById(id);

// A seat taken at a lobby has no printed link: its address, shown under the
// seats, is how the player comes back after closing the tab (the server
// keeps the seat for that token alone).
function showSeatLink() {
  const box = $("seat-link");
  box.hidden = !token || !lobby;
  if (box.hidden) return;
  box.textContent = t("Your seat's link: keep it (a bookmark) to come back if you close this page:") + " ";
  box.append(el("a", { href: location.href, text: location.href }));
}

function applyLang() {
  document.documentElement.lang = currentLang();
  $("lang").value = currentLang();
  $("lang-label").textContent = t("Language");
  $("moves-h").textContent = t("Moves");
  $("log-h").textContent = t("Log");
  $("chat-send").textContent = t("Chat");
  $("resign").textContent = t("Resign");
  $("filter").placeholder = t("filter the moves");
}

function tokenFromFragment() {
  const m = /(?:^|[#&])token=([0-9a-fA-F]{16,128})/.exec(location.hash);
  return m ? m[1] : null;
}

let token = tokenFromFragment() || sessionStorage.getItem("tabula-token");
function keepToken(tok) {
  token = tok;
  sessionStorage.setItem("tabula-token", tok);
  // The fragment never reaches a server (no log, no Referer).
  history.replaceState(null, "", "#token=" + tok);
}
if (token) keepToken(token);

// A finished table has closed: its token opens nothing any more, and kept
// it would take this tab (a reload, the lobby's address) back to it.
function forgetToken() {
  token = null;
  sessionStorage.removeItem("tabula-token");
  sessionStorage.removeItem("tabula-watching");
  history.replaceState(null, "", location.pathname + location.search);
  showSeatLink();
}

// gone: the server will not take this page back (a wrong token, "bye", the
// seat opened elsewhere, the table closed), so it does not reconnect;
// stopped is what the header says then instead of "trying again".
let ws = null, lobby = false, retry = 0, nextId = 1, gone = false, stopped = null;
// Tries to reconnect once the result is shown: a finished table closes its
// connections (serve exits, a lobby drops them), so one failed try means
// the table has closed and retrying for ever would only loop.
let overTries = 0;
const table = new Table({ t, send, $ });

export function send(msg) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return false;
  if (msg.id === undefined) msg.id = nextId++;
  ws.send(JSON.stringify(msg));
  return true;
}

// The lobby's tables as last listed, drawn again in a new language.
let lastTables = null;

// The lobby drawn (again), keeping a name being typed: the list comes
// anew after each reconnection and on Refresh.
function drawLobby(tables) {
  lastTables = tables;
  const typed = $("name") ? $("name").value : null;
  showLobby($("lobby"), tables, { t, send });
  if (typed !== null) $("name").value = typed;
}

// The header's connection state, a function giving its words, so that
// switching the language says it again in the new one.
let connWords = null;
function setConn(words) {
  connWords = words;
  $("conn").textContent = words();
}

// The notice under the header: a text and, optionally, one button.  Each
// is a string or a function giving it in the page's language, said again
// when the language changes.
let noticeArgs = [];
function notice(text, button) {
  noticeArgs = [text, button];
  const said = (w) => (typeof w === "function" ? w() : w || "");
  const n = $("notice");
  n.textContent = said(text);
  if (button) n.append(" ", el("button", { type: "button", id: button.id, onclick: button.onclick }, said(button.text)));
}

// The server will not take this page back: say why in the header and the
// notice, and offer no move (the table stays on screen as it was).
// header gives the header's words (see setConn).
function stop(header, text, button) {
  gone = true;
  stopped = header;
  setConn(header);
  notice(text, button);
  table.setOffline(header);
}

// The seat was opened in another tab or window (error about.kind
// "replaced"): reconnecting here would take it back from there, and that
// tab would take it back again, for ever.  So this page stops and offers
// to take the seat back once, on purpose.
function replaced() {
  stop(() => t("seat opened elsewhere"),
       () => t("This seat was opened in another tab or window, which plays it now."),
       { id: "take-back", text: () => t("Take the seat back here"), onclick: takeBack });
}

function takeBack() {
  gone = false; stopped = null; retry = 0;
  notice("");
  connect();
}

// At a lobby the page goes back to its tables from there.
function tableClosed() {
  forgetToken();
  stop(() => t("the table has closed"), () => t("The table has closed: the game is over."),
       lobby ? { id: "back-to-lobby", text: () => t("Back to the tables"), onclick: backToLobby } : null);
  table.setClosed();
}

// Set while the page goes back to a lobby's tables, until its hello: a
// lobby that is gone (every table over) is said so, not "table closed".
let backing = false;

function backToLobby() {
  gone = false; stopped = null; retry = 0; overTries = 0; backing = true;
  notice("");
  connect();
}

function connect() {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/";
  ws = new WebSocket(url, "tabula");
  setConn(() => t("connecting…"));
  ws.onmessage = (ev) => {
    let m;
    try { m = JSON.parse(ev.data); } catch { return; }
    onMessage(m);
  };
  ws.onclose = () => {
    if (gone) { setConn(stopped || (() => t("disconnected"))); return; }
    if (backing) {
      stop(() => t("the lobby has closed"), () => t("The lobby has closed: every table's game is over."));
      return;
    }
    if (table.over) {
      // Welcomed to a game already over, the close is the table's.
      if (table.welcomedOver || overTries++ >= 1) { tableClosed(); return; }
    } else overTries = 0;
    setConn(() => t("connection lost: trying again…"));
    table.setOffline(() => t("connection lost: trying again…"));
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  };
}

function onMessage(m) {
  switch (m.type) {
    case "hello": {
      retry = 0; backing = false;
      setConn(() => t("connected"));
      lobby = !!m.lobby;
      const watching = Number(sessionStorage.getItem("tabula-watching"));
      if (token) send({ type: "auth", token });
      else if (lobby && watching > 0) send({ type: "watch", table: watching });
      else if (lobby) send({ type: "list" });
      else stop(() => t("no seat"), () => t("This address has no seat's token: open the link the server printed."));
      return;
    }
    case "tables":
      $("table").hidden = true;
      document.title = "Tabula";
      $("title").textContent = "Tabula";
      drawLobby(m.tables);
      return;
    case "seated":
      sessionStorage.removeItem("tabula-watching");
      keepToken(m.token);
      if (m.name && m.name === sessionStorage.getItem("tabula-name-asked"))
        localStorage.setItem("tabula-name", m.name);
      return;
    case "welcome":
      $("lobby").hidden = true;
      notice("");
      $("table").hidden = false;
      document.title = (m.title || m.game) + " — Tabula";
      $("title").textContent = m.title || m.game;
      table.welcome(m);
      showSeatLink();
      return;
    case "error":
      if (m.about && ["no_table", "no_seat", "seat_taken", "table_over", "table_full"].includes(m.about.kind)) {
        sessionStorage.removeItem("tabula-watching"); // a table no longer there to watch
        notice(() => reasonWords(m));
        send({ type: "list" });
        return;
      }
      if (m.about && m.about.kind === "replaced") { replaced(); return; }
      // A lobby's finished table closing: no reconnecting to it.
      if (m.about && m.about.kind === "table_closed") { tableClosed(); return; }
      // The host stopped the server: said until it is back (the page keeps
      // trying; the next welcome clears the notice).
      if (m.about && m.about.kind === "server_stopped") { notice(() => reasonWords(m)); return; }
      // A lobby closes a connection that has not sat down within its
      // --auth-timeout, listing or not: the page connects again and lists
      // the tables anew, which needs no word to the visitor reading them.
      if (lobby && !token && m.about && m.about.kind === "auth_timeout") return;
      if ((m.about && m.about.kind === "wrong_token") || m.reason === "wrong token") {
        // An old link (the host started another game): the token is no
        // use any more, here or after a reload.
        sessionStorage.removeItem("tabula-token");
        token = null;
        stop(() => t("link no longer valid"),
             () => t("The server does not know this link (wrong token): it may be from an earlier game. Ask the host for the current link."));
        return;
      }
      if (!table.onError(m)) notice(() => reasonWords(m));
      return;
    case "bye":
      gone = true;
      return;
    default:
      table.onMessage(m);
  }
}

// Everything the page drew is said again in the language picked.
$("lang").addEventListener("change", () => {
  setLang($("lang").value);
  applyLang();
  if (connWords) setConn(connWords);
  notice(...noticeArgs);
  showSeatLink();
  if (!$("lobby").hidden && lastTables) drawLobby(lastTables);
  table.render();
  relabel($("log"));
});

applyLang();
connect();
