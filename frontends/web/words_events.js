// words_events.js — the server's lines in the page's language.  The server
// writes its log lines, errors and refusals in English, the same for every
// reader, with what they tell as data: a log line's "event" (its kind and
// fields) or its move, an error's or refusal's "about" (docs/protocol.md).
// The page words them from that data with the msgids the C code uses
// (frontends/net/net_log_words.c, which does the same for `tabula join`),
// so the catalogues' translations serve both; a fixed reason is its own
// msgid, as join looks it up.  What the page does not know (a newer
// server's kind, a game's own refusal of a move, worded by the game on the
// server) shows the server's text.
import { N_, fmt, t } from "./i18n.js";

const num = (v) => typeof v === "number" && Number.isFinite(v);
const int = (v) => Number.isInteger(v);
const str = (v) => typeof v === "string";

// A log event's words, or null (an unknown kind, or a field missing).
function eventWords(ev, text) {
  const k = ev.seat, name = ev.name, bot = ev.bot;
  if (ev.kind === "start")
    return ev.resumed === true ? t("every player is here: the game goes on") : t("every player is here: the game starts");
  if (ev.kind === "rematch") return t("every player asked for a rematch: a new deal");
  if (!int(k) || k < 1 || !str(name)) return null;
  switch (ev.kind) {
    case "joined": return fmt(t("seat %d (%s) joined"), k, name);
    case "left":
      return ev.waits === true ? fmt(t("seat %d (%s) left the table; the game waits for them"), k, name)
        : fmt(t("seat %d (%s) left the table"), k, name);
    case "back":
      return str(bot) ? fmt(t("seat %d (%s) is back: the bot %s leaves the seat"), k, name, bot) : null;
    case "away":
      return num(ev.seconds) ? fmt(t("seat %d (%s) is away on their turn: the game's bot plays the seat if they are not back within %g s"), k, name, ev.seconds) : null;
    case "timeout":
      return str(bot) && num(ev.seconds) ? fmt(t("seat %d (%s) ran out of time (%g s): the bot %s plays one move for them"), k, name, ev.seconds, bot) : null;
    case "bot":
      return str(bot) && num(ev.seconds) ? fmt(t("seat %d (%s) did not come back within %g s: the bot %s plays the seat until they do"), k, name, ev.seconds, bot) : null;
    case "resigned":
      if (ev.ends === false && str(bot)) return fmt(t("seat %d (%s) resigns: the bot %s plays the seat to the end"), k, name, bot);
      if (ev.ends === true && int(ev.winner) && str(ev.winner_name))
        return fmt(t("seat %d (%s) resigns: seat %d (%s) wins"), k, name, ev.winner, ev.winner_name);
      if (ev.ends === true && ev.winner === null) return fmt(t("seat %d (%s) resigns"), k, name);
      return null;
    case "rematch_asked": return fmt(t("seat %d (%s) asks for a rematch"), k, name);
    default: return null;
  }
}

// A "log" message's line: a move (by its seat's person or a bot for them),
// or an event.
export function logWords(m) {
  let said = null;
  if (m.event && typeof m.event === "object") said = eventWords(m.event, m.text);
  else if (int(m.seat) && str(m.name) && str(m.move))
    said = str(m.bot) ? botMoveWords(m.name, m.move, m.bot)
                      : fmt(t("seat %d (%s) plays: %s"), m.seat, m.name, m.move);
  return said ?? String(m.text ?? "");
}

// A move the server's bot played for a person's seat while they were away,
// in the log and in the history, as join words it.
export function botMoveWords(name, move, bot) {
  return fmt(t("%s: %s (played by the bot %s)"), name, move, bot);
}

// The server's reasons that are always the same words: each is its own
// msgid, as join looks it up (N_ names it for the catalogues and the
// page's words without translating it here).
const REASONS = new Set([
  N_("wrong token"),
  N_("this token is a seat's, not the spectators'"),
  N_("replaced by a new connection for this seat"),
  N_("server full"),
  N_("too many connections without a token"),
  N_("too many connections without a token from this address"),
  N_("too many connections without a token from this address: the oldest is closed for a new one"),
  N_("too many connections without a token: the oldest is closed for a new one"),
  N_("too many messages (over the rate limit)"),
  N_("too many malformed messages"),
  N_("the game is over"),
  N_("the table has closed: its game is over"),
  N_("the server was stopped: the game is kept and goes on when the host starts the table again"),
  N_("the server was stopped"),
  N_("the game starts when every player has joined"),
  N_("it is not your turn"),
  N_("the chat line shows nothing: only blanks or invisible characters"),
  N_("\"watch\" is true or false"),
  N_("you have resigned already"),
  N_("you have resigned: the bot plays your seat to the end"),
  N_("spectators do not chat at this table"),
  N_("spectators have no seat to resign"),
  N_("spectators have no seat to play again"),
  N_("a rematch is asked for after the result"),
  N_("too many chat lines: 5 at once, then one every 2 s"),
  N_("\"name\" is 1 to 31 bytes of printable text, not beginning or ending with a space"),
  N_("the server has no random bytes for a token now; try again"),
]);

// A character a name or a chat line may not hold, by the kind the server
// names it (about.what), as join words it.
const UNPRINTABLE = new Map([
  ["control", N_("a control character")],
  ["separator", N_("a line or paragraph separator")],
  ["bidi", N_("a bidirectional control")],
  ["bom", N_("a byte order mark")],
  ["noncharacter", N_("a noncharacter")],
]);

function badTextWords(a) {
  const chat = a.field === "chat";
  if (!chat && a.field !== "name") return null;
  if (a.what === "not_utf8") return chat ? t("the chat line: not UTF-8 text") : t("\"name\": not UTF-8 text");
  const what = UNPRINTABLE.get(a.what);
  if (!what || !str(a.char)) return null;
  return fmt(chat ? t("the chat line: %s (%s) is not allowed") : t("\"name\": %s (%s) is not allowed"),
             t(what), a.char);
}

// An "about"'s words, or null (an unknown kind, or a field missing).
function aboutWords(a) {
  const table = a.table;
  switch (a.kind) {
    case "not_your_turn":
      return int(a.seat) && a.seat > 0 && str(a.name) ? fmt(t("it is not your turn: seat %d (%s) is to move"), a.seat, a.name) : null;
    case "no_table":
      return int(table) && int(a.tables) ? fmt(t("there is no table %lld (this lobby has 1 to %d)"), table, a.tables) : null;
    case "no_seat":
      return int(table) && int(a.players) ? fmt(t("\"seat\" is a seat number from 1 to %d at table %d"), a.players, table) : null;
    case "seat_taken":
      return int(table) && int(a.seat) ? fmt(t("seat %d of table %d is not free"), a.seat, table) : null;
    case "table_over": return int(table) ? fmt(t("the game at table %d is over"), table) : null;
    case "table_full": return int(table) ? fmt(t("table %d has no free seat"), table) : null;
    case "bad_text": return badTextWords(a);
    case "stale":
      return int(a.state) && int(a.sent)
        ? fmt(t("the table has moved on (state %lld, not %lld): nothing was played"), a.state, a.sent) : null;
    case "auth_timeout": return num(a.seconds) ? fmt(t("no token within %g s"), a.seconds) : null;
    default: return null;
  }
}

// An "error"'s or a "refusal"'s reason.
export function reasonWords(m) {
  const about = m.about && typeof m.about === "object" ? m.about : null;
  const said = about ? aboutWords(about) : null;
  if (said !== null) return said;
  const why = String(m.reason ?? "");
  return REASONS.has(why) ? t(why) : why;
}

// Every element given its words as a function (el.words) says them again,
// in the language just picked.
export function relabel(root) {
  for (const e of root.querySelectorAll("*"))
    if (typeof e.words === "function") e.textContent = e.words();
}
