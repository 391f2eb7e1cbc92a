// cards.js — a card, a face-down run and a zone of a view, as DOM elements.
// A suit shows its glyph (the game's "pretty" text) and its colour, so the
// colour is never the only sign; where the game's notation writes the card
// otherwise (Zero's "k8" for ■8, Crazy Eights' "8h" for 8♥), the notation
// is written small under the glyph, as the moves name the card so.
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

// The face's lines: Absolute's wild zero in a set ("+0■=+3") is two, the
// card and the value it stands for, as no 2.9rem card holds six glyphs.
function faceLines(text) {
  const eq = text.indexOf("=");
  return eq > 0 ? [text.slice(0, eq), text.slice(eq)] : [text];
}

// A face-up card: a button (it can be picked for a move) holding data-card.
// opts.key names it across redraws (focus.js); opts.stop: whether it is a
// tab stop (a card no move starts with is not, so Tab reaches the moves).
export function cardEl(card, picked, onPick, opts = {}) {
  const colour = COLOURS.has(card.colour) ? card.colour : "none";
  const pretty = card.pretty || card.label;
  const lines = faceLines(pretty);
  // Longer than three characters ("+10♦", "-10■"): a smaller face.
  const long = lines.some((l) => [...l].length > 3);
  const face = el("span", { class: "face" + (long ? " long" : "") },
    ...lines.map((l) => el("span", { text: l })));
  const note = pretty !== card.label ? el("span", { class: "note", text: card.label }) : null;
  return el("button", {
    type: "button", class: `card c-${colour}` + (picked ? " picked" : "") + (lines.length > 1 ? " two" : ""),
    "data-card": card.label, "data-key": opts.key, tabindex: opts.stop === false ? "-1" : null,
    "aria-pressed": picked ? "true" : "false", "aria-label": pretty === card.label ? null : `${pretty} (${card.label})`,
    title: card.label, onclick: () => onPick(card.label),
  }, face, note);
}

// A run of face-down cards: one back with the count (no data-card).
export function backsEl(count) {
  return el("span", { class: "back", role: "img", "aria-label": fmt(nt("%d card face down", "%d cards face down", count), count) },
    el("span", { class: "count", text: String(count) }));
}

// Which zone it is, from one view to the next and in every language: its
// key (protocol.md) or, where the game gives none, its name; and its owner.
// A zone of the view and a move's detail.changes entry give the same id.
export function zoneId(zone) {
  return `${zone.key ?? zone.name}@${zone.owner ?? ""}`;
}

// The zones a move changes, as zoneId gives them.
export function detailZones(d) {
  return (d.changes || []).map(zoneId);
}

// A zone: its name (with its owner's name when another seat owns it, as
// "hand (Ann)"), its cards laid out as the game says (row, stack, fan, grid).
// The name is a button that picks the zone (onZone()), unless onZone is null.
// opts.stops: the labels of the cards some move starts with (null: every
// card is a tab stop); opts.zoneStop: whether the zone's button is one.
export function zoneEl(zone, opts) {
  const { t, picked, onPick, onZone, mine, owner, stops, zoneStop } = opts;
  const layout = ["row", "stack", "fan", "grid"].includes(zone.layout) ? zone.layout : "row";
  const cards = el("div", { class: `cards l-${layout}` });
  const zkey = zoneId(zone);
  let shown = zone.cards || [];
  // A stack shows its top card and how many lie under it.
  let under = 0;
  if (layout === "stack" && shown.length > 1) {
    for (const c of shown.slice(0, -1)) under += c.hidden ? c.hidden : 1;
    shown = shown.slice(-1);
  }
  const seen = new Map(); // a label twice in a zone: each its own key
  for (const c of shown) {
    if (c.hidden) { cards.append(backsEl(c.hidden)); continue; }
    const n = (seen.get(c.label) || 0) + 1;
    seen.set(c.label, n);
    cards.append(cardEl(c, picked === c.label, onPick,
      { key: `card:${zkey}:${c.label}:${n}`, stop: !stops || stops.has(c.label) }));
  }
  if (under) cards.append(el("span", { class: "under", text: "+" + under }));
  if (!(zone.cards || []).length) cards.append(el("span", { class: "empty", text: t("empty") }));
  const label = owner ? `${zone.name} (${owner})` : zone.name;
  const head = onZone ? el("button", { type: "button", class: "zone-name", "data-zone": zone.name,
    "data-key": `zone:${zkey}`, tabindex: zoneStop === false ? "-1" : null,
    onclick: () => onZone() }, label) : el("span", { class: "zone-name" }, label);
  const attrs = { class: "zone" + (mine ? " mine" : ""), "data-zone-box": zone.name };
  if (mine) attrs["data-testid"] = "hand";
  return el("section", attrs, head, cards);
}
