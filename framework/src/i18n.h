/*
 * i18n.h — the host's messages in the player's language (GNU gettext).
 *
 * Host code (framework/src, frontends/) writes every human-facing message
 * as _("...") — or N_("...") in a static table, translated with _() where
 * it is shown, and NG_("%d card", "%d cards", n) where a number decides
 * the form.  They go through the host's own text domain, TB_HOST_DOMAIN,
 * with dgettext, so the host's words never mix with a plugin's (each
 * plugin has its own domain, tb_game.text_domain, reached through
 * tb_game_tr here and the tr/ntr services of the host table).
 *
 * Machine-facing text never goes through _(): move and card notation, the
 * text protocol's command words and its "error:" and prompt framing, JSON
 * keys and values, CSV headers, save files, exit codes.
 *
 * xgettext keywords: --keyword=_ --keyword=N_ --keyword=NG_:1,2 --keyword=C_:1c,2 (the po/
 * targets pass them; see cmake/TabulaPlugin.cmake).
 */
#ifndef TB_I18N_H
#define TB_I18N_H

#include <libintl.h>

#include "strbuf.h"
#include "tabula/game.h"

#define TB_HOST_DOMAIN "tabula"

/* Whether any language but English is in use (tb_i18n_init decides, once,
 * before threads start): in the C locale _() and the tr services give the
 * msgid straight back without asking gettext, which locks and reads the
 * environment on every call. */
extern int tb_i18n_translating;

#define _(s) (tb_i18n_translating ? dgettext(TB_HOST_DOMAIN, s) : (s))
#define N_(s) s
#define NG_(s, p, n)                                                                         \
    (tb_i18n_translating ? dngettext(TB_HOST_DOMAIN, s, p, (unsigned long)(n))               \
                         : (unsigned long)(n) == 1 ? (s) : (p))
/* A short word that could mean two things, with a context the translator
 * sees (msgctxt): C_("result end", "quit").  xgettext: --keyword=C_:1c,2 */
#define C_(ctx, s) tb_i18n_ctx(ctx "\004" s, s)

/*
 * The program's language from the environment, the way GNU programs do
 * (LANGUAGE, LC_ALL, LC_MESSAGES, LANG): setlocale(LC_ALL, "") with
 * LC_NUMERIC kept "C" (numbers in JSON, CSV and ini files keep their
 * '.'), and the host's domain bound, in UTF-8, to the share/locale beside
 * the program (`build/share/locale` in the build tree, `<prefix>/share/
 * locale` once installed) or else the install's.  Called once at the top
 * of main(), before any thread starts.  A program that never calls it
 * (a test driver) stays in the C locale: English.
 */
void tb_i18n_init(void);

/* The host table's tr and ntr services (tabula/host.h): dgettext and
 * dngettext through `domain`, msgid itself for a NULL domain or an empty
 * msgid. */
const char *tb_i18n_tr(const char *domain, const char *msgid);
const char *tb_i18n_ntr(const char *domain, const char *msgid, const char *plural,
                        unsigned long n);

/* The host domain's translation of "context\004msgid", or msgid (C_). */
const char *tb_i18n_ctx(const char *ctx_msgid, const char *msgid);

/* The languages gettext would look for, best first, as catalogue folder
 * names: LANGUAGE's list (when the messages' locale is not C), then the
 * LC_MESSAGES locale, each as ll_CC and then ll ("pl_PL", "pl").  Returns
 * how many were written (at most max); 0 in the C locale. */
#define TB_LANG_MAX 16
int tb_i18n_languages(char langs[][TB_LANG_MAX], int max);

/* Columns the UTF-8 text s takes on a terminal ("imię" 4, not 5 bytes), for
 * lining up tables whose words are translated; its bytes when s is not
 * valid in the current locale. */
int tb_text_cols(const char *s);
/* s, then spaces up to `width` columns (none when s is wider already). */
void tb_strbuf_add_padded(tb_strbuf *b, const char *s, int width);
/* Spaces up to `width` columns, then s: a right-aligned column's heading. */
void tb_strbuf_add_right(tb_strbuf *b, const char *s, int width);

/* Whether domain is a plain text-domain name (letters, digits, '_', '-',
 * '.', not starting with '.', at most 64 bytes): what the loader accepts. */
int tb_i18n_domain_ok(const char *domain);

/* Bind a plugin's text domain to the first folder holding a whole
 * catalogue of it (and no broken one): <dir of plugin_path>/locale, then
 * the share/locale of the tree the plugin lies in; when neither does, to a
 * folder that does not exist, so the plugin speaks English.  [load
 * thread] */
void tb_i18n_bind_plugin(const char *domain, const char *plugin_path);

/* mo_check.c: whether a compiled catalogue is whole (every offset inside
 * it), so that gettext may read it without crashing; tb_mo_ok on bytes. */
int tb_mo_ok(const unsigned char *mo, size_t size);
int tb_mo_file_ok(const char *path);

/* A descriptor string of g (title, rules, a param's help) in the player's
 * language through g's text domain; s itself when g has none. */
const char *tb_game_tr(const tb_game *g, const char *s);

#endif
