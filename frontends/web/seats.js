// seats.js — what the page knows of each seat besides its cards: whether
// the game has started, who is connected, who is away (and whether a bot
// plays for them meanwhile), who resigned.  The welcome says it for each
// seat; the log's events keep it up to date (docs/protocol.md: start,
// joined, left, bot, back, resigned, rematch).  It draws the seat bar.
import { el } from "./cards.js";
import { tc } from "./i18n.js";

export class Seats {
  constructor() {
    this.list = []; this.started = false;
  }

  welcome(m) {
    this.started = !!m.started;
    this.list = (m.seats || []).map((s) => ({
      seat: s.seat, name: s.name, connected: !!s.connected, resigned: !!s.resigned,
      // A person's seat: one a person joins (a bot's seat never connects);
      // "away" is one whose person a bot stands in for meanwhile.
      bot: !!s.away, person: s.kind === "human" || !!s.away,
    }));
  }

  get(k) { return this.list[k - 1] || null; }

  event(ev) {
    const s = ev.seat ? this.get(ev.seat) : null;
    // At a lobby a free seat takes its player's name when they sit.
    if (s && ev.name) s.name = ev.name;
    switch (ev.kind) {
      case "start": this.started = true; break;
      case "rematch": for (const x of this.list) x.resigned = false; break;
      case "joined": if (s) { s.connected = true; s.person = true; } break;
      case "left": if (s) s.connected = false; break;
      case "bot": if (s) { s.bot = true; s.person = true; } break;
      case "back": if (s) { s.bot = false; s.connected = true; } break;
      case "resigned": if (s) s.resigned = true; break;
    }
  }

  // The names of the people the game waits for before it starts.
  waitingFor() {
    if (this.started) return [];
    return this.list.filter((s) => s.person && !s.connected).map((s) => s.name);
  }

  resigned(k) { const s = this.get(k); return !!(s && s.resigned); }

  // What follows a seat's name in the bar: why nobody plays it now.
  mark(s, t) {
    if (s.resigned) return tc("player", "resigned");
    if (!s.person || s.connected) return "";
    if (!this.started) return t("not here yet");
    return s.bot ? t("away: a bot plays") : t("away");
  }

  // The seat bar: each seat's name, whose turn (▶, once the game has
  // started), who is away or resigned, and the scores.
  draw(box, { t, me, view }) {
    box.textContent = "";
    for (const s of this.list) {
      const turn = this.started && view && view.to_move === s.seat;
      const score = view && view.totals ? view.totals[s.seat - 1] : null;
      const mark = this.mark(s, t);
      const cls = "seat" + (turn ? " turn" : "") + (s.seat === me ? " me" : "") +
        (s.resigned ? " resigned" : mark ? " away" : "");
      box.append(el("div", { class: cls, "data-seat": String(s.seat) },
        el("span", { class: "who", text: (turn ? "▶ " : "") + s.name + (s.seat === me ? ` (${t("you")})` : "") }),
        mark ? el("span", { class: "mark", text: `(${mark})` }) : null,
        el("span", { class: "score", text: score === null || score === undefined ? "" : `${t("score")} ${score}` })));
    }
  }
}
