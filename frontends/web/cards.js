// cards.js — a card, a face-down run and a zone of a view, as DOM elements.
// A suit shows its glyph (the game's "pretty" text) and its colour, so the
// colour is never the only sign.
import { fmt, nt } from "./i18n.js";

export function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}

const COLOURS = new Set(["red", "blue", "green", "black", "yellow", "purple", "orange", "grey", "white"]);

// A face-up card: a button (it can be picked for a move) holding data-card.
export function cardEl(card, picked, onPick) {
  const colour = COLOURS.has(card.colour) ? card.colour : "none";
  return el("button", {
    type: "button", class: `card c-${colour}` + (picked ? " picked" : ""),
    "data-card": card.label, "aria-pressed": picked ? "true" : "false",
    title: card.label, onclick: () => onPick(card.label),
  }, card.pretty || card.label);
}

// A run of face-down cards: one back with the count (no data-card).
export function backsEl(count) {
  return el("span", { class: "back", role: "img", "aria-label": fmt(nt("%d card face down", "%d cards face down", count), count) },
    el("span", { class: "count", text: String(count) }));
}

// A zone: its name (with its owner's name when another seat owns it, as
// "hand (Ann)"), its cards laid out as the game says (row, stack, fan, grid).
// The name is a button that picks the zone, unless onZone is null.
export function zoneEl(zone, opts) {
  const { t, picked, onPick, onZone, mine, owner } = opts;
  const layout = ["row", "stack", "fan", "grid"].includes(zone.layout) ? zone.layout : "row";
  const cards = el("div", { class: `cards l-${layout}` });
  let shown = zone.cards || [];
  // A stack shows its top card and how many lie under it.
  let under = 0;
  if (layout === "stack" && shown.length > 1) {
    for (const c of shown.slice(0, -1)) under += c.hidden ? c.hidden : 1;
    shown = shown.slice(-1);
  }
  for (const c of shown) {
    if (c.hidden) cards.append(backsEl(c.hidden));
    else cards.append(cardEl(c, picked === c.label, onPick));
  }
  if (under) cards.append(el("span", { class: "under", text: "+" + under }));
  if (!(zone.cards || []).length) cards.append(el("span", { class: "empty", text: t("empty") }));
  const label = owner ? `${zone.name} (${owner})` : zone.name;
  const head = onZone ? el("button", { type: "button", class: "zone-name", "data-zone": zone.name,
    onclick: () => onZone(zone.name) }, label) : el("span", { class: "zone-name" }, label);
  const attrs = { class: "zone" + (mine ? " mine" : ""), "data-zone-box": zone.name };
  if (mine) attrs["data-testid"] = "hand";
  return el("section", attrs, head, cards);
}
