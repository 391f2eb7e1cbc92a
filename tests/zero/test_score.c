/*
 * test_score.c — the scoring calculator: every row of zero-score.tsv (path
 * given on the command line), the breakdown fields, and the refusals.
 */
#include "zt.h"

static const tb_game *g;
static tb_options *o;

static void check_vectors(const char *path)
{
    TK_CHECK(tk_score_vectors(g, o, path) >= 7);
}

#define check_json(cards, want, line) tk_score_is(g, o, "hand", cards, want, __FILE__, line)
#define check_refused(kind, cards, why, line) \
    tk_score_refused(g, o, kind, cards, why, __FILE__, line)

int main(int argc, char **argv)
{
    g = tk_plugin("zero");
    o = tk_options(g, NULL);
    if (argc > 1)
        check_vectors(argv[1]);
    else
        TK_CHECK(!"the path of zero-score.tsv is given");

    check_json("r1 r2 r3 r4 r5 g5 b5 y5 k5",
               "{\"score\":0,\"zero\":true,\"colour_groups\":[\"r\"],\"value_groups\":[5],"
               "\"counted\":[]}",
               __LINE__);
    check_json("r1 r2 r3 r4 r6 g8 b8 y2 k4",
               "{\"score\":14,\"zero\":false,\"colour_groups\":[\"r\"],\"value_groups\":[],"
               "\"counted\":[8,2,4]}",
               __LINE__);
    check_json("r7 g7 b7 y2 y5 o2 p5 k1 k3",
               "{\"score\":18,\"zero\":false,\"colour_groups\":[],\"value_groups\":[],"
               "\"counted\":[7,2,5,1,3]}",
               __LINE__);
    check_json("r3 g3 b3 y3 o3 p1 k2 k4 k6",
               "{\"score\":13,\"zero\":false,\"colour_groups\":[],\"value_groups\":[3],"
               "\"counted\":[1,2,4,6]}",
               __LINE__);
    /* Six 8s score 0; the rest count once each. */
    check_json("r8 g8 b8 y8 o8 p8 k1 k2 k3",
               "{\"score\":6,\"zero\":false,\"colour_groups\":[],\"value_groups\":[8],"
               "\"counted\":[1,2,3]}",
               __LINE__);
    /* Commas, tabs and capitals are accepted. */
    check_json("R1,r2, r3\tr4 r6 G8 b8 y2 k4",
               "{\"score\":14,\"zero\":false,\"colour_groups\":[\"r\"],\"value_groups\":[],"
               "\"counted\":[8,2,4]}",
               __LINE__);

    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5 r1", "r1 is given twice", __LINE__);
    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5 x1", "unknown colour 'x'", __LINE__);
    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5 r9", "the value must be 1-8", __LINE__);
    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5 r", "'r' is not a card", __LINE__);
    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5", "a hand has 9 cards, got 8", __LINE__);
    check_refused("hand", "r1 r2 r3 r4 r5 g5 b5 y5 k5 k6", "a hand has 9 cards, got more",
                  __LINE__);
    check_refused("hand", "", "a hand has 9 cards, got 0", __LINE__);
    check_refused("set", "r1 r2 r3 r4 r5 g5 b5 y5 k5", "unknown kind 'set'", __LINE__);
    tk_options_free(o);
    return tk_done();
}
