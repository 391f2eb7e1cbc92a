// lobby.js — the lobby in a browser: the tables with their games (title,
// players), the seats and which are free; sit with a name, or watch.
import { el } from "./cards.js";
import { fmt, nt, ntc } from "./i18n.js";

export function showLobby(box, tables, { t, send }) {
  box.hidden = false;
  box.textContent = "";
  box.append(el("h2", { text: t("Tables") }));
  const name = el("input", { id: "name", maxlength: "31", autocomplete: "nickname",
    value: localStorage.getItem("tabula-name") || "" });
  // The server takes a name of at most 31 bytes (UTF-8): said here, in the
  // page's language, before anything is sent.
  const nameError = el("p", { id: "name-error", class: "refusal", role: "alert" });
  box.append(el("label", { class: "name" }, el("span", { text: t("Your name") + " " }), name), nameError);
  const list = el("ul", { class: "tables" });
  for (const tb of tables) {
    const seats = el("ul", { class: "lobby-seats" });
    for (const s of tb.seats || [])
      seats.append(el("li", { text: `${s.seat}. ${s.free ? t("free") : s.name}` }));
    const sit = el("button", { type: "button", "data-sit": String(tb.table), disabled: !tb.free || tb.over,
      onclick: () => {
        const n = name.value.trim();
        if (new TextEncoder().encode(n).length > 31) {
          nameError.textContent = t("A name is at most 31 bytes: shorten it (a letter such as ł or ñ takes two).");
          return;
        }
        nameError.textContent = "";
        // Kept for the next visit once the server has seated us under it
        // (app.js, "seated"), never a name it refused.
        sessionStorage.setItem("tabula-name-asked", n);
        send(n ? { type: "sit", table: tb.table, name: n } : { type: "sit", table: tb.table });
      } }, t("Sit"));
    // A spectator has no token: the table watched is kept for the tab, so a
    // reload or a lost connection watches it again (app.js, "hello").
    const watch = el("button", { type: "button", "data-watch": String(tb.table),
      onclick: () => {
        sessionStorage.setItem("tabula-watching", String(tb.table));
        send({ type: "watch", table: tb.table });
      } }, t("Watch"));
    const state = tb.over ? t("over") : tb.started ? t("playing") : t("waiting");
    list.append(el("li", { class: "lobby-table" },
      el("h3", { text: `${tb.table}. ${tb.title || tb.game}` }),
      tb.description ? el("p", { class: "desc", text: tb.description }) : null,
      el("p", { text: `${fmt(ntc("lobby", "%d player", "%d players", tb.players), tb.players)} · ` +
        `${fmt(nt("%d free seat", "%d free seats", tb.free), tb.free)} · ${state}` }),
      seats, el("div", { class: "actions" }, sit, watch)));
  }
  box.append(list);
  box.append(el("button", { type: "button", onclick: () => send({ type: "list" }) }, t("Refresh")));
}
