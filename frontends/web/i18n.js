// i18n.js — the page's language and its words: the browser's language or
// the one picked (kept for the next visit), and the lookups the page's
// modules call.  The words come from the project's catalogues (po/*.po)
// through po2js.py, which finds these calls with their literal arguments,
// as xgettext does (keywords t, tc:1c,2, nt:1,2, ntc:1c,2,3, N_):
//   t(msgid)                     a word or a line
//   tc(context, msgid)           one whose English serves several meanings
//   nt(singular, plural, n)      a count, in the language's plural form
//   ntc(context, singular, plural, n)
//   N_(msgid)                    names a msgid to be looked up later by
//                                t(), as the C code's N_ does
// and fmt() fills a translation's %d, %s, %g as C's printf would, so the
// msgids the C code uses serve the page unchanged.
import { words, plurals } from "./words.js";

export const LANGS = ["en", "pl", "es"];
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

export function currentLang() { return lang; }

export function setLang(l) {
  if (!LANGS.includes(l)) return;
  lang = l;
  localStorage.setItem("tabula-lang", l);
}

// gettext's key of a message with a context.
const key = (ctx, s) => ctx + "\u0004" + s;

function look(k) {
  const w = words[lang];
  return w && Object.prototype.hasOwnProperty.call(w, k) ? w[k] : undefined;
}

export const N_ = (s) => s;

export function t(s) {
  const w = look(s);
  return typeof w === "string" ? w : s;
}

export function tc(ctx, s) {
  const w = look(key(ctx, s));
  return typeof w === "string" ? w : s;
}

function plural(k, s, p, n) {
  const forms = look(k);
  if (Array.isArray(forms) && plurals[lang]) {
    const f = forms[plurals[lang](n)];
    if (f) return f;
  }
  return n === 1 ? s : p; // English, or a count not translated
}

export function nt(s, p, n) { return plural(s, s, p, n); }

export function ntc(ctx, s, p, n) { return plural(key(ctx, s), s, p, n); }

// printf's conversions the catalogue's messages use: %d %i %u %s %g and
// their l/ll sizes, %N$ to take the Nth argument, %% for a percent sign.
export function fmt(s, ...args) {
  let next = 0;
  return s.replace(/%(?:(\d+)\$)?(?:\.(\d+))?(?:ll|l|z)?([diusg%])/g, (all, pos, prec, conv) => {
    if (conv === "%") return "%";
    const v = args[pos ? Number(pos) - 1 : next++];
    if (conv === "s") return prec ? String(v ?? "").slice(0, Number(prec)) : String(v ?? "");
    if (conv === "g") return String(Number(Number(v).toPrecision(6)));
    return String(v);
  });
}
