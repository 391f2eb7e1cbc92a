/* test_gamefile.c — game ini files: structure, schema checks, file:line. */
#include <stdlib.h>

#include "botspec.h"
#include "gamefile.h"
#include "services.h"
#include "tk.h"
#include "toy_game.h"

static char path[512];

static tb_gamefile *read_text(const char *name, const char *text, int config)
{
    snprintf(path, sizeof path, "%s/%s", TEST_TMP_DIR, name);
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
    return config ? tb_gamefile_read_config(path) : tb_gamefile_read(path);
}

/* The first error of a file as "<name>:<rest>", without the folder. */
static const char *error_of(const tb_gamefile *f, const char *apply_err)
{
    const char *e = apply_err ? apply_err : f->error;
    if (!e)
        return "(none)";
    const char *slash = strrchr(e, '/');
    return slash ? slash + 1 : e;
}

static void expect_apply(const char *name, const char *text, const char *want)
{
    tb_gamefile *f = read_text(name, text, 0);
    char err[512] = "";
    tb_options *o = tb_options_new(&toy_game, err, sizeof err);
    int rc = tb_gamefile_apply(f, o, err, sizeof err);
    TK_EQ_INT(rc, want ? -1 : 0);
    if (want)
        TK_EQ_STR(error_of(f, err), want);
    tb_options_free(o);
    tb_gamefile_free(f);
}

/* [bots] ismcts = OPTIONS: the game's own defaults for the host's search
 * bot, checked like a seat spec's options; a bare "ismcts" seat, a hint and
 * the TUI start from them, and a seat's own options still win. */
static void bots_section(void)
{
    const char *head = "[game]\nname = t\nplugin = toy\n";
    char text[512], err[512] = "";
    snprintf(text, sizeof text, "%s[rules]\nrounds = 2\n[bots]\nismcts = iterations=4000,c=1\n",
             head);
    tb_gamefile *f = read_text("bots.ini", text, 0);
    TK_CHECK(f->error == NULL);
    tb_options *o = tb_options_new(&toy_game, err, sizeof err);
    TK_EQ_INT(tb_gamefile_apply(f, o, err, sizeof err), 0);
    TK_EQ_STR(o->ismcts, "iterations=4000,c=1");
    tb_options *copy = tb_options_copy(o); /* a match keeps a copy */
    tb_ismcts_opts io, plain;
    tb_ismcts_defaults(&toy_game, &plain);
    TK_EQ_INT(plain.iterations, 500);
    tb_botspec_game_defaults(copy, &io);
    TK_EQ_INT(io.iterations, 4000);
    TK_CHECK(io.c == 1.0);
    TK_CHECK(io.margin == plain.margin); /* what the file leaves out keeps the default */
    TK_EQ_INT(tb_botspec_ismcts_for(copy, "ismcts", &io, err, sizeof err), 0);
    TK_EQ_INT(io.iterations, 4000);
    TK_EQ_INT(tb_botspec_ismcts_for(copy, "ismcts:iterations=7", &io, err, sizeof err), 0);
    TK_EQ_INT(io.iterations, 7); /* the seat's own option wins */
    TK_CHECK(io.c == 1.0);
    TK_EQ_INT(tb_botspec_ismcts_for(copy, "ismcts:c=x", &io, err, sizeof err), -1);
    TK_EQ_STR(err, "ismcts option \"c=x\": c must be a number from 0 to 100");
    tb_options_free(copy);
    tb_options_free(o);
    tb_gamefile_free(f);
    /* Without [bots], the host's defaults. */
    o = tb_options_new(&toy_game, err, sizeof err);
    TK_CHECK(o->ismcts == NULL);
    tb_botspec_game_defaults(o, &io);
    TK_EQ_INT(io.iterations, 500);
    tb_options_free(o);

    snprintf(text, sizeof text, "%s[bots]\nismcts = iterations=0\n", head);
    expect_apply("botsval.ini", text,
                 "botsval.ini:5: ismcts option \"iterations=0\": iterations must be a whole "
                 "number from 1 to 200000");
    snprintf(text, sizeof text, "%s[bots]\nismcts = rollout=greedy\n", head);
    expect_apply("botsroll.ini", text,
                 "botsroll.ini:5: ismcts option \"rollout=greedy\": rollout must be one of random");
    snprintf(text, sizeof text, "%s[bots]\nsearch = iterations=9\n", head);
    expect_apply("botskey.ini", text,
                 "botskey.ini:5: unknown key \"search\" in [bots] (it takes ismcts, easy, normal, hard)");
    snprintf(text, sizeof text, "%s[bots]\nismcts = iterations=9\nismcts = iterations=8\n", head);
    expect_apply("botstwice.ini", text, "botstwice.ini:6: key \"ismcts\" is given twice in [bots]");
    /* A --config file changes the rules, not the bots. */
    f = read_text("botscfg.ini", "[bots]\nismcts = iterations=9\n", 1);
    TK_EQ_STR(error_of(f, NULL),
              "botscfg.ini:1: unknown section [bots] (a config file holds [rules] and [deck])");
    tb_gamefile_free(f);
}

/* title[pl], description[es], ...: the player's language, else the plain key. */
static void texts_in_languages(void)
{
    const char *head = "[game]\nname = toy\nplugin = toy\ntitle = Toy\ndescription = Plain.\n";
    char text[512];
    snprintf(text, sizeof text,
             "%stitle[pl] = Zabawka\ntitle[es] = Juguete\nTitle[pt_BR] = Brinquedo\n"
             "description[pl] = Po polsku.\n",
             head);
    tb_gamefile *f = read_text("langs.ini", text, 0);
    TK_CHECK(f->error == NULL);
    TK_EQ_STR(f->title, "Toy"); /* the plain key stays: JSON output uses it */
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "pl_PL.UTF-8"), "Zabawka");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "es_ES.UTF-8@euro"), "Juguete");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "es"), "Juguete");
    /* LANGUAGE's order decides; a language without a text is skipped. */
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "de:es:pl_PL.UTF-8"), "Juguete");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "pt_BR.UTF-8"), "Brinquedo");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "pt_PT.UTF-8"), "Toy");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", "C"), "Toy");
    TK_EQ_STR(tb_gamefile_text_for(f, "title", ""), "Toy");
    TK_EQ_STR(tb_gamefile_text_for(f, "description", "pl"), "Po polsku.");
    TK_EQ_STR(tb_gamefile_text_for(f, "description", "es"), "Plain.");
    /* This program never sets a locale: it reads the C locale, the plain key. */
    TK_EQ_STR(tb_gamefile_title(f), "Toy");
    TK_EQ_STR(tb_gamefile_description(f), "Plain.");
    tb_gamefile_free(f);

    snprintf(text, sizeof text, "%stitle[pl] = A\ntitle[PL] = B\n", head);
    f = read_text("langs-twice.ini", text, 0);
    TK_EQ_STR(error_of(f, NULL), "langs-twice.ini:7: key \"title[PL]\" is given twice in [game]");
    tb_gamefile_free(f);
    const char *bad[] = {"title[]", "title[polish]", "name[pl]", "title[pl", "title[p-l]"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "%s%s = X\n", head, bad[i]);
        f = read_text("langs-bad.ini", text, 0);
        char want[200];
        snprintf(want, sizeof want,
                 "langs-bad.ini:6: unknown key \"%s\" in [game] (a text in a language is "
                 "title[pl] or description[es])",
                 bad[i]);
        TK_EQ_STR(error_of(f, NULL), want);
        tb_gamefile_free(f);
    }
}

int main(void)
{
    tb_gamefile *f = read_text("good.ini",
                               "; a comment\n[game]\nname = toy-quick\ntitle = Toy (quick)\n"
                               "plugin = toy\ndescription = Short.\nvariant_of = toy\n\n"
                               "[rules]\nrounds = 1\nmode = slow ; inline comment\n"
                               "[deck]\nsuits = x y z\n",
                               0);
    TK_CHECK(f->error == NULL);
    TK_EQ_STR(f->name, "toy-quick");
    TK_EQ_STR(f->title, "Toy (quick)");
    TK_EQ_STR(f->plugin, "toy");
    TK_EQ_STR(f->variant_of, "toy");
    TK_EQ_INT(f->n, 3);
    TK_EQ_INT(f->entries[0].line, 10);
    TK_EQ_INT(f->entries[2].line, 13);
    char err[512];
    tb_options *o = tb_options_new(&toy_game, err, sizeof err);
    TK_EQ_INT(tb_gamefile_apply(f, o, err, sizeof err), 0);
    TK_EQ_INT(tb_opt_int(o, "rounds"), 1);
    TK_EQ_INT(tb_opt_enum(o, "mode"), 1);
    TK_EQ_STR(tb_opt_str(o, "suits"), "x y z");
    tb_options_free(o);
    tb_gamefile_free(f);

    const char *head = "[game]\nname = t\nplugin = toy\n";
    char text[1024];
    snprintf(text, sizeof text, "%s[rules]\nrounds = 2\ncolour = red\n", head);
    expect_apply("unknown.ini", text, "unknown.ini:6: unknown key \"colour\" in [rules] for plugin toy");
    snprintf(text, sizeof text, "%s[rules]\n\nrounds = ten\n", head);
    expect_apply("type.ini", text,
                 "type.ini:6: rounds must be a whole number from 1 to 9, not \"ten\"");
    snprintf(text, sizeof text, "%s[rules]\nrounds = 99\n", head);
    expect_apply("range.ini", text,
                 "range.ini:5: rounds must be a whole number from 1 to 9, not \"99\"");
    snprintf(text, sizeof text, "%s[rules]\nbonus = perhaps\n", head);
    expect_apply("bool.ini", text, "bool.ini:5: bonus must be true or false, not \"perhaps\"");
    snprintf(text, sizeof text, "%s[rules]\nrounds\n", head);
    expect_apply("malformed.ini", text,
                 "malformed.ini:5: malformed line (expected [section] or key = value)");
    /* An unknown section is named at its header, with keys or without. */
    snprintf(text, sizeof text, "%s[scoring]\nx = 1\n", head);
    expect_apply("section.ini", text, "section.ini:4: unknown section [scoring]");
    snprintf(text, sizeof text, "%s[scoring]\n", head);
    expect_apply("empty-section.ini", text, "empty-section.ini:4: unknown section [scoring]");
    f = read_text("before.ini", "rounds = 1\n[rules]\n", 1);
    TK_EQ_STR(error_of(f, NULL), "before.ini:1: key \"rounds\" comes before any [section]");
    tb_gamefile_free(f);
    snprintf(text, sizeof text, "%s[rules]\nrounds = 2\nrounds = 3\n", head);
    expect_apply("twice.ini", text, "twice.ini:6: key \"rounds\" is given twice in [rules]");
    expect_apply("noname.ini", "[game]\nplugin = toy\n", "noname.ini: [game] needs a name");
    /* A name becomes a file name in the saves folder: a-z 0-9 - _ only. */
    /* (error_of() keeps what follows the last "/": loader.sh has "../../evil") */
    expect_apply("dots.ini", "[game]\nname = ..\nplugin = toy\n",
                 "dots.ini:2: a game name is 1 to 64 lowercase letters, digits, \"-\" and \"_\", "
                 "not \"..\"");
    expect_apply("upper.ini", "[game]\nplugin = toy\nname = Toy\n",
                 "upper.ini:3: a game name is 1 to 64 lowercase letters, digits, \"-\" and \"_\", "
                 "not \"Toy\"");
    expect_apply("esc.ini", "[game]\nname = a\x1b[2J\nplugin = toy\n",
                 "esc.ini:2: a game name is 1 to 64 lowercase letters, digits, \"-\" and \"_\", "
                 "not \"a\\u{1B}[2J\"");
    expect_apply("gamekey.ini", "[game]\nname = a\nplugin = toy\nauthor = me\n",
                 "gamekey.ini:4: unknown key \"author\" in [game]");
    char longline[600];
    memset(longline, 'x', sizeof longline);
    longline[sizeof longline - 1] = '\0';
    snprintf(text, sizeof text, "%s[rules]\n; %s\n", head, longline);
    expect_apply("long.ini", text, "long.ini:5: line too long (at most 198 bytes)");
    /* 198 bytes fit, blanks in front not counted; 199 do not. */
    snprintf(text, sizeof text, "%s[rules]\n   ; %.196s\n", head, longline);
    expect_apply("fits.ini", text, NULL);
    snprintf(text, sizeof text, "%s[rules]\n; %.197s\n", head, longline);
    expect_apply("over.ini", text, "over.ini:5: line too long (at most 198 bytes)");
    /* A key indented under its section is that key, not the continuation
     * of the value above (inih's reading, which said "rounds" came twice). */
    {
        snprintf(text, sizeof text, "%s[rules]\n  rounds = 4\n\tmode = slow\n", head);
        tb_gamefile *indented = read_text("indent.ini", text, 0);
        char why[512] = "";
        tb_options *values = tb_options_new(&toy_game, why, sizeof why);
        TK_EQ_INT(tb_gamefile_apply(indented, values, why, sizeof why), 0);
        TK_EQ_INT(tb_options_find(values, "rounds")->num, 4);
        TK_EQ_STR(tb_options_find(values, "mode")->text, "slow");
        tb_options_free(values);
        tb_gamefile_free(indented);
    }

    /* A --config file holds only [rules] and [deck]. */
    f = read_text("config.ini", "[rules]\nrounds = 4\n[game]\nname = x\n", 1);
    TK_EQ_STR(error_of(f, NULL),
              "config.ini:3: unknown section [game] (a config file holds [rules] and [deck])");
    tb_gamefile_free(f);

    f = tb_gamefile_read(TEST_TMP_DIR "/does-not-exist.ini");
    TK_CONTAINS(f->error, "does-not-exist.ini: cannot open the file: No such file or directory");
    tb_gamefile_free(f);
    texts_in_languages();
    bots_section();
    return tk_done();
}
