// app.js — the web table's client: one WebSocket speaking protocol 2
// (docs/network.md), the seat's token kept in the address's fragment and
// the tab's storage (a reload or a lost connection comes back to the same
// seat), the language (the browser's, or the one picked), and the
// messages handed to the lobby (lobby.js) or the table (table.js).
import { words } from "./words.js";
import { showLobby } from "./lobby.js";
import { Table } from "./table.js";

const LANGS = ["en", "pl", "es"];
let lang = pickLang();

function pickLang() {
  const kept = localStorage.getItem("tabula-lang");
  if (LANGS.includes(kept)) return kept;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = String(l).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function t(s) {
  return (words[lang] && words[lang][s]) || s;
}

const $ = (id) => document.getElementById(id);

function applyLang() {
  document.documentElement.lang = lang;
  $("lang").value = lang;
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

let ws = null, lobby = false, retry = 0, nextId = 1, gone = false;
const table = new Table({ t, send, $ });

export function send(msg) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return false;
  if (msg.id === undefined) msg.id = nextId++;
  ws.send(JSON.stringify(msg));
  return true;
}

function setConn(text) {
  $("conn").textContent = text;
}

function connect() {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/";
  ws = new WebSocket(url, "tabula");
  setConn(t("connecting…"));
  ws.onmessage = (ev) => {
    let m;
    try { m = JSON.parse(ev.data); } catch { return; }
    onMessage(m);
  };
  ws.onclose = () => {
    setConn(t("connection lost: trying again…"));
    if (gone) return;
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  };
}

function onMessage(m) {
  switch (m.type) {
    case "hello":
      retry = 0;
      setConn(t("connected"));
      lobby = !!m.lobby;
      if (token) send({ type: "auth", token });
      else if (lobby) send({ type: "list" });
      else $("notice").textContent = t("This address has no seat's token: open the link the server printed.");
      return;
    case "tables":
      $("table").hidden = true;
      showLobby($("lobby"), m.tables, { t, send });
      return;
    case "seated":
      keepToken(m.token);
      return;
    case "welcome":
      $("lobby").hidden = true;
      $("notice").textContent = "";
      $("table").hidden = false;
      document.title = (m.title || m.game) + " — Tabula";
      $("title").textContent = m.title || m.game;
      table.welcome(m);
      return;
    case "error":
      if (m.about && ["no_table", "no_seat", "seat_taken", "table_over", "table_full"].includes(m.about.kind)) {
        $("notice").textContent = m.reason;
        send({ type: "list" });
        return;
      }
      if (m.reason === "wrong token") {
        sessionStorage.removeItem("tabula-token");
        token = null;
        gone = true;
      }
      if (!table.onError(m)) $("notice").textContent = m.reason;
      return;
    case "bye":
      gone = true;
      return;
    default:
      table.onMessage(m);
  }
}

$("lang").addEventListener("change", () => {
  lang = $("lang").value;
  localStorage.setItem("tabula-lang", lang);
  applyLang();
  table.render();
});

applyLang();
connect();
