/*
 * test_score.c — the scoring calculator: every row of absolute-score.tsv
 * (path given on the command line), the breakdown fields, and refusals.
 */
#include "at.h"

static const tb_game *g;
static tb_options *o;

static void check_vectors(const char *path)
{
    TK_CHECK(tk_score_vectors(g, o, path) >= 25);
}

#define check_json(kind, cards, want, line) tk_score_is(g, o, kind, cards, want, __FILE__, line)
#define check_refused(kind, cards, why, line) \
    tk_score_refused(g, o, kind, cards, why, __FILE__, line)

int main(int argc, char **argv)
{
    g = tk_plugin("absolute");
    o = tk_options(g, NULL);
    if (argc > 1)
        check_vectors(argv[1]);
    else
        TK_CHECK(!"the path of absolute-score.tsv is given");

    /* breakdowns: base, extra, runs, doubling (once), zero cards as printed */
    check_json("set", "-8o -1s +2d +3o +4s",
               "{\"score\":13,\"base\":8,\"extra\":2,\"runs\":3,\"doubled\":false,"
               "\"double_reason\":null,\"cards\":[\"-8o\",\"-1s\",\"+2d\",\"+3o\",\"+4s\"]}",
               __LINE__);
    check_json("set", "+5o -8o +0o",
               "{\"score\":16,\"base\":8,\"extra\":0,\"runs\":0,\"doubled\":true,"
               "\"double_reason\":\"one suit\",\"cards\":[\"-8o\",\"+0o=+3\",\"+5o\"]}",
               __LINE__);
    /* a zero card counts as 0 in a run, whatever it represents */
    check_json("set", "+0o=-0 +1s +2d -3x",
               "{\"score\":7,\"base\":3,\"extra\":1,\"runs\":3,\"doubled\":false,"
               "\"double_reason\":null,\"cards\":[\"-3x\",\"+0o=0\",\"+1s\",\"+2d\"]}",
               __LINE__);
    /* -0 runs with -1 -2 */
    check_json("set", "-0o -1s -2d +3x",
               "{\"score\":7,\"base\":3,\"extra\":1,\"runs\":3,\"doubled\":false,"
               "\"double_reason\":null,\"cards\":[\"-2d\",\"-1s\",\"-0o=0\",\"+3x\"]}",
               __LINE__);
    /* a positive and a negative run both score; duplicates count once; four 2s */
    check_json("set", "-1o -2o -3o +1s +2s +3s +2d -2s",
               "{\"score\":28,\"base\":3,\"extra\":5,\"runs\":6,\"doubled\":true,"
               "\"double_reason\":\"four of a kind\",\"cards\":[\"-3o\",\"-2o\",\"-2s\",\"-1o\","
               "\"+1s\",\"+2s\",\"+2d\",\"+3s\"]}",
               __LINE__);
    /* four of a kind counts non-zero cards by absolute printed value */
    check_json("set", "-3o +3s -3d +3x +0o",
               "{\"score\":10,\"base\":3,\"extra\":2,\"runs\":0,\"doubled\":true,"
               "\"double_reason\":\"four of a kind\","
               "\"cards\":[\"-3o\",\"-3d\",\"+0o=0\",\"+3s\",\"+3x\"]}",
               __LINE__);
    /* a zero representing 3 is not a fourth 3 */
    check_json("set", "-3o +3s -3d +0x -2o -1s",
               "{\"score\":9,\"base\":3,\"extra\":3,\"runs\":3,\"doubled\":false,"
               "\"double_reason\":null,"
               "\"cards\":[\"-3o\",\"-3d\",\"-2o\",\"-1s\",\"+0x=+6\",\"+3s\"]}",
               __LINE__);
    check_json("hand", "-7o +2s +1d",
               "{\"score\":-9,\"largest\":7,\"extra\":2,\"penalty\":9,"
               "\"cards\":[\"-7o\",\"+1d\",\"+2s\"]}",
               __LINE__);
    check_json("hand", "",
               "{\"score\":0,\"largest\":0,\"extra\":0,\"penalty\":0,\"cards\":[]}", __LINE__);
    /* case-insensitive input, canonical output */
    check_json("hand", "+10X -0S 3D",
               "{\"score\":-12,\"largest\":10,\"extra\":2,\"penalty\":12,"
               "\"cards\":[\"-0s\",\"+3d\",\"+10x\"]}",
               __LINE__);

    /* refusals, each with its reason */
    check_refused("set", "-8o +5s +3q", "bad card '+3q'", __LINE__);
    check_refused("set", "-11o +5s +6d", "bad card '-11o'", __LINE__);
    check_refused("set", "-8o +5s +5s", "card +5s is named twice", __LINE__);
    check_refused("set", "+5o -5s", "a set needs at least 3 cards", __LINE__);
    check_refused("set", "+1o +2s -4d", "the cards sum to -1, not zero", __LINE__);
    check_refused("set", "+0o=+5 -0s=-5 +3d -3x", "only one zero card", __LINE__);
    check_refused("set", "+0o=-4 +1s +3d", "keeps its own sign", __LINE__);
    check_refused("set", "-0o +5s -8d", "cannot represent +3", __LINE__);
    check_refused("set", "+0o=+11 -5s -6d", "represents 0 to 10", __LINE__);
    check_refused("set", "+0o=+2 +5s -8d", "given as +2 but the set needs +3", __LINE__);
    check_refused("set", "+5o=+5 -5s +0d", "only a zero card takes", __LINE__);
    check_refused("hand", "+0o=+3 -1s", "represents no value in a hand", __LINE__);
    check_refused("run", "-8o +5s +3d", "unknown kind 'run'", __LINE__);
    tk_options_free(o);
    return tk_done();
}
