// chat.js — the chat box.  It is offered to those who may chat: a seat, or
// a spectator where serve lets spectators chat (the welcome's watch_chat);
// a box that could only be refused is not shown.  A line sent stays in the
// box until the server relays it back to us: a line it refuses (too many at
// once, a character it does not take) is still there to send again, with
// the reason in the log.
import { fmt } from "./i18n.js";

// The server takes a chat line of at most this many bytes of UTF-8; the
// box's maxlength counts characters, and a letter such as ł takes two.
const CHAT_MAX = 500;

export class Chat {
  constructor({ $, send, t }) {
    this.$ = $; this.send = send;
    this.me = null; this.pending = []; // the lines sent, not yet relayed nor refused
    const box = $("chat-text");
    box.addEventListener("input", () => box.setCustomValidity(""));
    $("chat").addEventListener("submit", (e) => {
      e.preventDefault();
      const text = box.value.trim();
      const bytes = new TextEncoder().encode(text).length;
      if (bytes > CHAT_MAX) { // said here, in the page's language
        box.setCustomValidity(fmt(t("A chat line is at most %d bytes; this one has %d (a letter such as ł or ñ takes two)."), CHAT_MAX, bytes));
        box.reportValidity();
        return;
      }
      // Enter twice on one line sends it once.
      if (!text || this.pending.some((p) => p.text === text)) return;
      const msg = { type: "chat", text };
      if (send(msg)) this.pending.push({ id: msg.id, text });
    });
  }

  welcome(m) {
    this.me = m.seat ?? null;
    this.pending = [];
    this.$("chat").hidden = this.me === null && m.watch_chat !== true;
  }

  // A chat line relayed to the table: ours when it comes from our seat with
  // the text we sent first (the server relays them in order).
  relayed(m) {
    const p = this.pending[0];
    if (!p || (m.seat ?? null) !== this.me || m.text !== p.text) return;
    this.pending.shift();
    const box = this.$("chat-text");
    if (box.value.trim() === p.text) box.value = "";
  }

  // An error answering one of our lines: it was not sent to anyone, and
  // its text stays in the box.
  refused(m) {
    const i = this.pending.findIndex((p) => p.id === m.id);
    if (i >= 0) this.pending.splice(i, 1);
  }

  // The connection was lost: what was sent and not answered never will be.
  reset() { this.pending = []; }
}
