/* i18n.c — choosing the language and binding the host's and plugins' text
 * domains to their catalogues (see i18n.h). */
#include "i18n.h"

#include <dirent.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

/* Whether dir holds <lang>/LC_MESSAGES/<domain>.mo for some lang, and
 * every such catalogue is whole (mo_check.c): then it is the folder to
 * bind.  A folder without the domain's catalogue is some other tree's, and
 * one with a broken catalogue would crash gettext: English instead. */
static int has_catalogue(const char *dir, const char *domain)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int found = 0, broken = 0;
    struct dirent *e;
    while (!broken && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char mo[PATH_MAX];
        struct stat st;
        int n = snprintf(mo, sizeof mo, "%s/%s/LC_MESSAGES/%s.mo", dir, e->d_name, domain);
        if (n <= 0 || (size_t)n >= sizeof mo || stat(mo, &st) != 0)
            continue;
        if (S_ISREG(st.st_mode) && tb_mo_file_ok(mo))
            found = 1;
        else
            broken = 1;
    }
    closedir(d);
    return found && !broken;
}

/* Bind domain to dir/rel (rel may be "" or relative with ".."), written
 * without ".." when it exists; 1 if bound. */
static int bind_if_there(const char *domain, const char *dir, const char *rel)
{
    char path[PATH_MAX], real[PATH_MAX];
    int n = snprintf(path, sizeof path, "%s%s%s", dir, rel[0] ? "/" : "", rel);
    if (n <= 0 || (size_t)n >= sizeof path || !realpath(path, real) || !has_catalogue(real, domain))
        return 0;
    bindtextdomain(domain, real);
    bind_textdomain_codeset(domain, "UTF-8");
    return 1;
}

/* Set once by tb_i18n_init, before any thread starts, and only read after:
 * the one piece of host-wide state here.  gettext takes a read lock and
 * looks at the environment on every call, even in the C locale; `check`
 * and `sim` build views (status lines, labels) and probe refusals by the
 * hundred thousand, so in the C locale every lookup is skipped at once. */
int tb_i18n_translating;

void tb_i18n_init(void)
{
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");
    char langs[8][TB_LANG_MAX];
    tb_i18n_translating = tb_i18n_languages(langs, 8) > 0;
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    int bound = 0;
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            bound = bind_if_there(TB_HOST_DOMAIN, exe, TABULA_LOCALE_DIR_FROM_BIN);
        }
    }
    if (!bound && !bind_if_there(TB_HOST_DOMAIN, TABULA_LOCALE_DIR, ""))
        bindtextdomain(TB_HOST_DOMAIN, "/nonexistent"); /* English, never a broken file */
    bind_textdomain_codeset(TB_HOST_DOMAIN, "UTF-8");
}

const char *tb_i18n_tr(const char *domain, const char *msgid)
{
    if (!tb_i18n_translating || !domain || !msgid || !msgid[0])
        return msgid;
    return dgettext(domain, msgid);
}

const char *tb_i18n_ntr(const char *domain, const char *msgid, const char *plural,
                        unsigned long n)
{
    if (!tb_i18n_translating || !domain || !msgid || !msgid[0] || !plural)
        return n == 1 || !plural ? msgid : plural;
    return dngettext(domain, msgid, plural, n);
}

const char *tb_i18n_ctx(const char *ctx_msgid, const char *msgid)
{
    if (!tb_i18n_translating)
        return msgid;
    const char *t = dgettext(TB_HOST_DOMAIN, ctx_msgid);
    return t == ctx_msgid ? msgid : t;
}

/* Add "ll_CC" and "ll" of a locale name ("pl_PL.UTF-8@x") to langs. */
static int add_lang(char langs[][TB_LANG_MAX], int n, int max, const char *name)
{
    size_t len = strcspn(name, ".@");
    if (len == 0 || len >= TB_LANG_MAX || strncmp(name, "C", len) == 0 ||
        strncmp(name, "POSIX", len) == 0)
        return n;
    for (int cut = 0; cut < 2; cut++) {
        size_t l = cut ? strcspn(name, "_.@") : len;
        if (cut && l == len)
            break;
        int seen = 0;
        for (int i = 0; i < n; i++)
            seen |= strlen(langs[i]) == l && strncmp(langs[i], name, l) == 0;
        if (!seen && n < max) {
            memcpy(langs[n], name, l);
            langs[n++][l] = '\0';
        }
    }
    return n;
}

int tb_i18n_languages(char langs[][TB_LANG_MAX], int max)
{
    const char *msgs = setlocale(LC_MESSAGES, NULL);
    if (!msgs || strcmp(msgs, "C") == 0 || strcmp(msgs, "POSIX") == 0)
        return 0;
    int n = 0;
    const char *list = getenv("LANGUAGE");
    while (list && *list) {
        size_t len = strcspn(list, ":");
        char one[TB_LANG_MAX * 2];
        if (len < sizeof one) {
            memcpy(one, list, len);
            one[len] = '\0';
            n = add_lang(langs, n, max, one);
        }
        list += len + (list[len] == ':');
    }
    return add_lang(langs, n, max, msgs);
}

int tb_text_cols(const char *s)
{
    int cols = 0;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    const char *p = s;
    size_t left = strlen(s);
    while (left) {
        wchar_t wc;
        size_t n = mbrtowc(&wc, p, left, &st);
        if (n == (size_t)-1 || n == (size_t)-2)
            return (int)strlen(s);
        if (n == 0)
            break;
        int w = wcwidth(wc);
        cols += w < 0 ? 1 : w;
        p += n;
        left -= n;
    }
    return cols;
}

void tb_strbuf_add_padded(tb_strbuf *b, const char *s, int width)
{
    tb_strbuf_add(b, s);
    for (int n = tb_text_cols(s); n < width; n++)
        tb_strbuf_add(b, " ");
}

void tb_strbuf_add_right(tb_strbuf *b, const char *s, int width)
{
    for (int n = tb_text_cols(s); n < width; n++)
        tb_strbuf_add(b, " ");
    tb_strbuf_add(b, s);
}

int tb_i18n_domain_ok(const char *domain)
{
    size_t len = strlen(domain);
    if (len == 0 || len > 64 || domain[0] == '.')
        return 0;
    return strspn(domain, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.") ==
           len;
}

void tb_i18n_bind_plugin(const char *domain, const char *plugin_path)
{
    char dir[PATH_MAX];
    int n = snprintf(dir, sizeof dir, "%s", plugin_path);
    if (n <= 0 || (size_t)n >= sizeof dir)
        return;
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        snprintf(dir, sizeof dir, ".");
    if (!bind_if_there(domain, dir, "locale") &&
        !bind_if_there(domain, dir, TABULA_LOCALE_DIR_FROM_PLUGINS))
        bindtextdomain(domain, "/nonexistent"); /* English, never a broken file */
}

const char *tb_game_tr(const tb_game *g, const char *s)
{
    return tb_i18n_tr(g ? g->text_domain : NULL, s);
}
