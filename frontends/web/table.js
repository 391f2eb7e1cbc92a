// table.js — one table in the page: the seats and scores, whose turn and
// the clock, the status lines, the view's zones, the legal moves (a
// filterable list, or a card then a zone from protocol 2's "detail"), a
// refusal beside its move, the log with its history, chat, the result with
// the score table and a rematch.  A spectator (seat null) is offered no move.
// The seat bar is seats.js's, the chat box chat.js's; focus.js keeps the
// keyboard's focus where it was across each redraw.
import { detailZones, el, zoneEl, zoneId } from "./cards.js";
import { fmt, tc } from "./i18n.js";
import { botMoveWords, logWords, reasonWords } from "./words_events.js";
import { Seats } from "./seats.js";
import { Chat } from "./chat.js";
import { redraw } from "./focus.js";

export class Table {
  constructor({ t, send, $ }) {
    this.t = t; this.send = send; this.$ = $;
    this.welcomeMsg = null; this.view = null; this.moves = null;
    this.prompt = null; this.result = null; this.picked = null; this.zone = null;
    this.refusal = null; this.logCount = 0; this.logNumber = 0;
    // offline: while the connection is down (or refused for good), a
    // function giving what the prompt says instead of "Your turn"; no move
    // is offered then, as none could be sent.  closed: the finished
    // table has closed, so a rematch is no longer offered.
    this.offline = null; this.closed = false;
    this.pickedFrom = null; // the zone the picked card was picked in
    // ended: the welcome or a view said the game is over, before the
    // result (or without it: a finished table closing).
    this.ended = false;
    this.seats = new Seats();
    this.chat = new Chat({ $, send, t });
    $("filter").addEventListener("input", () => this.renderMoves());
    $("resign").addEventListener("click", () => {
      if (confirm(t("Resign this game?"))) send({ type: "resign" });
    });
    setInterval(() => this.renderPrompt(), 1000);
  }

  get seat() { return this.welcomeMsg ? this.welcomeMsg.seat : null; }

  // The game is over (until a rematch deals again).
  get over() { return this.ended || !!this.result; }

  // This seat resigned: the bot plays it to the end, and it has no move.
  get resigned() { return this.seat !== null && this.seats.resigned(this.seat); }

  setOffline(words) {
    this.offline = words; this.picked = null; this.pickedFrom = null; this.zone = null;
    this.chat.reset();
    this.render();
  }

  // The table has closed for good: nothing can be sent any more, chat
  // included.
  setClosed() {
    this.closed = true;
    this.$("chat").hidden = true;
    this.render();
  }

  welcome(m) {
    this.welcomeMsg = m; this.moves = null; this.prompt = null; this.result = null;
    this.offline = null; this.closed = false; this.rematchAsked = false;
    this.ended = this.welcomedOver = !!m.over;
    this.seats.welcome(m); this.chat.welcome(m);
    this.$("log").textContent = ""; this.logCount = 0; this.logNumber = 0;
    this.render();
  }

  // An error for the table: false when no table is on the page yet (a
  // wrong token, a full server), whose reason the page's notice shows.
  onError(m) {
    if (!this.welcomeMsg) return false;
    this.chat.refused(m);
    if (this.lastMove && m.id === this.lastMove.id) {
      this.refusal = { move: this.lastMove.text, get reason() { return reasonWords(m); } };
      this.renderMoves();
      return true;
    }
    this.addLog(() => reasonWords(m), "error");
    return true;
  }

  // What the seat bar and the chat box learn from the messages passing.
  follow(m) {
    if (m.type === "log" && m.event) {
      this.seats.event(m.event);
      if (m.event.kind === "rematch") this.ended = this.welcomedOver = this.rematchAsked = false;
      this.render();
    } else if (m.type === "chat") this.chat.relayed(m);
  }

  onMessage(m) {
    this.follow(m);
    switch (m.type) {
      case "view":
        this.view = m;
        if (m.over) this.ended = true;
        if (m.seat === null || m.to_move !== this.seat) { this.moves = null; this.prompt = null; }
        this.render();
        break;
      case "prompt":
        this.prompt = { ...m, deadline: typeof m.seconds === "number" ? Date.now() + m.seconds * 1000 : null };
        this.send({ type: "moves" });
        this.renderPrompt();
        break;
      case "moves":
        this.moves = m;
        this.renderZones(); this.renderMoves();
        break;
      case "refusal":
        this.refusal = { move: m.move, get reason() { return reasonWords(m); } };
        // The table moved on without this page seeing it: ask for the view
        // (and the prompt) again, so the next move carries the new state.
        if (m.about && m.about.kind === "stale") this.send({ type: "show" });
        this.renderMoves();
        break;
      case "history":
        for (const h of m.moves || [])
          this.addLog(!h.seat ? h.move
                      : typeof h.bot === "string" ? () => botMoveWords(this.seatName(h.seat), h.move, h.bot)
                      : `${this.seatName(h.seat)}: ${h.move}`, "history");
        break;
      case "log":
        this.addLog(() => logWords(m), m.move ? "move" : "event");
        if (m.event && m.event.kind === "rematch") { this.result = null; this.render(); }
        break;
      case "chat":
        this.addLog(`${m.name}: ${m.text}`, "chat");
        break;
      case "result":
        this.result = m; this.moves = null; this.prompt = null;
        this.render();
        break;
    }
  }

  seatName(k) {
    const s = this.seats.get(k);
    return s ? s.name : `${this.t("seat")} ${k}`;
  }

  // text: the line, or a function giving it in the page's language (said
  // again when the language changes: words_events.js, relabel).
  addLog(text, kind) {
    const log = this.$("log");
    const li = el("li", { class: "log-" + kind, text: typeof text === "function" ? text() : text });
    if (typeof text === "function") li.words = text;
    li.value = ++this.logNumber; // its number stays when the oldest lines go
    log.append(li);
    if (++this.logCount > 400) { log.firstChild.remove(); this.logCount--; }
    log.scrollTop = log.scrollHeight;
  }

  render() {
    if (!this.welcomeMsg) return;
    this.renderSeats(); this.renderPrompt(); this.renderStatus(); this.renderZones();
    this.renderMoves(); this.renderResult();
  }

  renderSeats() {
    this.seats.draw(this.$("seats"), { t: this.t, me: this.seat, view: this.view });
  }

  renderPrompt() {
    const t = this.t, v = this.view, p = this.$("prompt");
    if (!this.welcomeMsg) return;
    let text = "";
    const waiting = this.seats.waitingFor();
    if (this.over) text = t("The game is over.");
    else if (this.offline) text = this.offline();
    // Before the start a view already names a seat to move, but nobody
    // moves until every person has joined.
    else if (waiting.length) text = fmt(t("Waiting for %s to join"), waiting.join(", "));
    else if (this.resigned) text = t("You resigned: a bot plays your seat to the end.");
    else if (this.seats.started && this.seat && (this.prompt || (v && v.to_move === this.seat))) {
      text = t("Your turn");
      if (this.prompt && this.prompt.deadline) {
        const left = Math.max(0, Math.round((this.prompt.deadline - Date.now()) / 1000));
        text += ` — ⏱ ${left} s`;
      }
    } else if (this.seats.started && v && v.to_move) text = `${t("to move:")} ${this.seatName(v.to_move)}`;
    else if (this.welcomeMsg.seat === null) text = t("watching");
    if (p.textContent !== text) p.textContent = text;
  }

  renderStatus() {
    const box = this.$("status");
    box.textContent = "";
    for (const line of (this.view && this.view.status) || []) box.append(el("p", { text: line }));
  }

  renderZones() {
    const box = this.$("zones");
    redraw(box, () => this.drawZones(box));
  }

  drawZones(box) {
    box.textContent = "";
    if (!this.view) return;
    // The seat's hand: its own zone keyed "hand" (in every language), else
    // its first own zone.
    const own = (this.view.zones || []).filter((z) => this.seat !== null && z.owner === this.seat);
    const hand = own.find((z) => z.key === "hand") || own[0];
    // Tab goes through what can be clicked to some end: the cards a move
    // starts with and, once one is picked, the zones it can go to (and its
    // own, which puts it back); not every card and zone on the table.
    // (Moves without their detail: every card, as any may be named.)
    const live = this.moves && !this.offline;
    const det = live ? this.moves.detail : null;
    const stops = !live ? new Set() : det ? new Set(det.flatMap((d) => d.cards || [])) : null;
    const zones = new Set(live && this.picked ? this.candidates().flatMap(detailZones) : []);
    // Another seat's zone is offered to pick only when a move changes it
    // (Face to Face's "their-up"), not every hand at the table.
    const changed = new Set(det ? det.flatMap(detailZones) : []);
    if (live && this.pickedFrom) zones.add(this.pickedFrom);
    for (const z of this.view.zones || []) {
      const mine = z === hand, id = zoneId(z);
      const owner = z.owner && z.owner !== this.seat ? this.seatName(z.owner) : null;
      const pickable = !owner || changed.has(id);
      box.append(zoneEl(z, { t: this.t, picked: this.picked, mine, owner, stops, zoneStop: zones.has(id),
        onPick: (label) => this.pick(label, id), onZone: pickable ? () => this.pickZone(id) : null }));
    }
  }

  // The legal moves that use the picked card and the picked zone.
  candidates() {
    if (!this.moves) return [];
    const det = this.moves.detail || this.moves.moves.map((text) => ({ text, cards: [], zones: [] }));
    return det.filter((d) => (!this.picked || (d.cards || []).includes(this.picked)) &&
                             (!this.zone || detailZones(d).includes(this.zone)));
  }

  // Picking the picked card again puts it back.
  pick(label, from) {
    this.picked = this.picked === label ? null : label;
    this.pickedFrom = this.picked ? from : null;
    this.zone = null;
    this.renderZones(); this.renderMoves();
  }

  // A picked card's move is played by clicking the zone it goes to.  A
  // move's detail lists every zone it changes, the one the card leaves
  // too, so clicking the card's own zone would play it: that click puts
  // the card back instead (as a player clicking their hand means).
  pickZone(id) {
    if (this.picked && id === this.pickedFrom) { this.pick(this.picked, null); return; }
    this.zone = this.zone === id ? null : id;
    const c = this.candidates();
    if (this.picked && this.zone && c.length === 1) { this.play(c[0].text); return; }
    this.renderZones(); this.renderMoves();
  }

  play(text) {
    const msg = { type: "move", text };
    if (this.view && typeof this.view.state === "number") msg.state = this.view.state;
    if (!this.send(msg)) return;
    this.lastMove = { id: msg.id, text }; // send numbered it, as every message
    this.refusal = null; this.picked = null; this.pickedFrom = null; this.zone = null; this.moves = null;
    this.renderZones(); this.renderMoves();
  }

  // The moves box (its heading, filter, moves and Resign) is there while
  // the seat has moves to come: not for a spectator, nor after the result,
  // nor once the seat has resigned.  Resign waits for the start.
  renderMoves() {
    const mine = this.seat !== null && !this.over && !this.resigned;
    this.$("moves-box").hidden = !mine;
    this.$("resign").hidden = !mine || !this.seats.started;
    this.$("resign").disabled = !!this.offline;
    const list = this.$("moves");
    redraw(list, () => this.drawMoves(list, mine));
  }

  drawMoves(list, mine) {
    const t = this.t;
    list.textContent = "";
    if (!mine) { this.$("refusal").textContent = ""; return; }
    if (this.offline) {
      // A move clicked now could not be sent: none is offered.
      if (this.moves) list.append(el("li", { class: "none", text: t("no move can be sent without the connection") }));
      return;
    }
    const want = this.$("filter").value.trim().toLowerCase();
    const shown = this.candidates().filter((d) => !want || d.text.toLowerCase().includes(want));
    for (const d of shown) {
      const li = el("li", {}, el("button", { type: "button", class: "move", "data-move": d.text,
        "data-key": "move:" + d.text, onclick: () => this.play(d.text) }, d.text));
      if (this.refusal && this.refusal.move === d.text)
        li.append(el("span", { class: "reason", text: this.refusal.reason }));
      list.append(li);
    }
    const r = this.refusal;
    this.$("refusal").textContent = r ? `${t("refused:")} ${r.move} — ${r.reason}` : "";
    if (this.moves && !shown.length)
      list.append(el("li", { class: "none", text: t("no legal move matches") }));
  }

  renderResult() {
    const box = this.$("result");
    redraw(box, () => this.drawResult(box));
  }

  drawResult(box) {
    const t = this.t, m = this.result;
    box.hidden = !m;
    box.textContent = "";
    if (!m) return;
    box.append(el("h2", { text: t("Result") }));
    const players = (m.result && m.result.players) || [];
    if (players.length) {
      const tb = el("table", { class: "scores" },
        el("thead", {}, el("tr", {}, el("th", { text: tc("result table", "rank") }), el("th", { text: tc("result table", "seat") }),
          el("th", { text: tc("result table", "name") }), el("th", { text: tc("result table", "total") }))));
      const body = el("tbody");
      for (const p of [...players].sort((a, b) => (a.rank || 0) - (b.rank || 0)))
        body.append(el("tr", {}, el("td", { text: String(p.rank ?? "") }), el("td", { text: String(p.seat ?? "") }),
          el("td", { text: p.name + (p.resigned ? ` (${tc("player", "resigned")})` : "") }), el("td", { text: String(p.total ?? "") })));
      tb.append(body);
      box.append(tb);
    }
    // The result's text is a table in columns: its rows stay whole and it
    // scrolls sideways in its own box where the screen is narrower.
    box.append(el("pre", { class: "result-text", tabindex: "0", "data-key": "result-text", text: m.text }));
    if (this.closed) box.append(el("p", { class: "closed", text: t("The table has closed: the game is over.") }));
    else if (this.seat) box.append(el("button", { type: "button", id: "rematch", "data-key": "rematch",
      disabled: !!this.offline || this.rematchAsked,
      onclick: () => {
        if (!this.send({ type: "rematch" })) return;
        this.rematchAsked = true;
        this.renderResult();
      } }, this.rematchAsked ? t("waiting for the others…") : t("Rematch")));
  }
}
