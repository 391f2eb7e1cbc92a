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

/* Whether dir holds <lang>/LC_MESSAGES/<domain>.mo for some lang: then it
 * is the folder to bind (a folder without the domain's catalogue is some
 * other tree's, and binding it would hide the system's). */
static int has_catalogue(const char *dir, const char *domain)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int found = 0;
    struct dirent *e;
    while (!found && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char mo[PATH_MAX];
        struct stat st;
        int n = snprintf(mo, sizeof mo, "%s/%s/LC_MESSAGES/%s.mo", dir, e->d_name, domain);
        found = n > 0 && (size_t)n < sizeof mo && stat(mo, &st) == 0 && S_ISREG(st.st_mode);
    }
    closedir(d);
    return found;
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

void tb_i18n_init(void)
{
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");
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
    if (!bound)
        bindtextdomain(TB_HOST_DOMAIN, TABULA_LOCALE_DIR);
    bind_textdomain_codeset(TB_HOST_DOMAIN, "UTF-8");
}

const char *tb_i18n_tr(const char *domain, const char *msgid)
{
    if (!domain || !msgid || !msgid[0])
        return msgid;
    return dgettext(domain, msgid);
}

const char *tb_i18n_ntr(const char *domain, const char *msgid, const char *plural,
                        unsigned long n)
{
    if (!domain || !msgid || !msgid[0] || !plural)
        return n == 1 || !plural ? msgid : plural;
    return dngettext(domain, msgid, plural, n);
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
    if (!bind_if_there(domain, dir, "locale"))
        bind_if_there(domain, dir, TABULA_LOCALE_DIR_FROM_PLUGINS);
}

const char *tb_game_tr(const tb_game *g, const char *s)
{
    return tb_i18n_tr(g ? g->text_domain : NULL, s);
}
