/*
 * gamefile_text.c — a game file's [game] texts in the player's language:
 *
 *   [game]
 *   title = Absolute (quick)
 *   title[pl] = Absolute (szybka)
 *   description[es] = ...
 *
 * A language tag is the language ("pl") or language and territory
 * ("pt_BR"), as in a locale name.  The player's languages are gettext's:
 * LANGUAGE's list (ignored, as gettext ignores it, when the message locale
 * is C or POSIX), then the message locale itself (LC_ALL, LC_MESSAGES,
 * LANG).  Each is tried whole ("pl_PL") and by its language ("pl"); the
 * plain key is the fallback, English like every source text.
 */
#include <ctype.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gamefile.h"
#include "i18n.h"
#include "strbuf.h"

/* "pl", "es", "pt_BR": 2-3 lowercase-insensitive letters, then optionally
 * '_' and 2-3 letters or digits. */
static int lang_ok(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && isalpha((unsigned char)s[i]))
        i++;
    if (i < 2 || i > 3)
        return 0;
    if (i == n)
        return 1;
    if (s[i] != '_' || n - i - 1 < 2 || n - i - 1 > 3)
        return 0;
    for (size_t j = i + 1; j < n; j++)
        if (!isalnum((unsigned char)s[j]))
            return 0;
    return 1;
}

int tb_gamefile_add_text(tb_gamefile *f, const char *key, const char *value, char *why,
                         size_t whylen)
{
    const char *open = strchr(key, '[');
    if (!open)
        return 0;
    size_t base = (size_t)(open - key);
    const char *name = base == 5 && strncasecmp(key, "title", 5) == 0         ? "title"
                       : base == 11 && strncasecmp(key, "description", 11) == 0 ? "description"
                                                                                 : NULL;
    size_t len = strlen(key);
    if (!name || key[len - 1] != ']' || !lang_ok(open + 1, len - base - 2)) {
        snprintf(why, whylen,
                 _("unknown key \"%s\" in [game] (a text in a language is title[pl] or "
                   "description[es])"),
                 key);
        return -1;
    }
    char lang[8];
    snprintf(lang, sizeof lang, "%.*s", (int)(len - base - 2), open + 1);
    for (size_t i = 0; i < f->ntexts; i++)
        if (strcmp(f->texts[i].key, name) == 0 && strcasecmp(f->texts[i].lang, lang) == 0) {
            snprintf(why, whylen, _("key \"%s\" is given twice in [%s]"), key, "game");
            return -1;
        }
    f->texts = tb_xrealloc(f->texts, (f->ntexts + 1) * sizeof *f->texts);
    tb_gamefile_text *t = &f->texts[f->ntexts++];
    t->key = tb_xstrdup(name);
    t->lang = tb_xstrdup(lang);
    t->value = tb_xstrdup(value);
    return 1;
}

static const char *find(const tb_gamefile *f, const char *key, const char *lang, size_t n)
{
    for (size_t i = 0; i < f->ntexts; i++)
        if (strcmp(f->texts[i].key, key) == 0 && strlen(f->texts[i].lang) == n &&
            strncasecmp(f->texts[i].lang, lang, n) == 0)
            return f->texts[i].value;
    return NULL;
}

const char *tb_gamefile_text_for(const tb_gamefile *f, const char *key, const char *langs)
{
    const char *plain = strcmp(key, "title") == 0 ? f->title : f->description;
    const char *p = langs ? langs : "";
    while (*p) {
        size_t n = strcspn(p, ":");
        /* "pl_PL.UTF-8@euro": the tag ends before the codeset or modifier. */
        size_t tag = strcspn(p, ":.@");
        if (tag > n)
            tag = n;
        size_t lang = strcspn(p, ":.@_");
        if (lang > tag)
            lang = tag;
        const char *v = tag ? find(f, key, p, tag) : NULL;
        if (!v && lang)
            v = find(f, key, p, lang);
        if (v)
            return v;
        p += n;
        if (*p == ':')
            p++;
    }
    return plain;
}

/* The player's languages, gettext's way, into buf ("" in the C locale). */
static void player_langs(char *buf, size_t cap)
{
    buf[0] = '\0';
    const char *loc = setlocale(LC_MESSAGES, NULL);
    if (!loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0)
        return;
    const char *language = getenv("LANGUAGE");
    snprintf(buf, cap, "%s%s%s", language && *language ? language : "",
             language && *language ? ":" : "", loc);
}

const char *tb_gamefile_title(const tb_gamefile *f)
{
    char langs[256];
    player_langs(langs, sizeof langs);
    const char *t = tb_gamefile_text_for(f, "title", langs);
    return t ? t : f->name ? f->name : "";
}

const char *tb_gamefile_description(const tb_gamefile *f)
{
    char langs[256];
    player_langs(langs, sizeof langs);
    const char *d = tb_gamefile_text_for(f, "description", langs);
    return d ? d : "";
}
