/* test_tk.c — a designer's unit test through the installed test kit: load
 * the plugin file named on the command line, deal a stacked game (seat 1
 * holds 8c 3d 5h 9h Jh 2s 4s, seat 2 Ac-7c, the starter is 3h) and hold
 * its view, its legal moves, a refusal and a move to exact text. */
#include <stdlib.h>

#include "tk.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_tk PLUGIN.so\n");
        return 2;
    }
    const tb_game *g = tk_plugin_file(argv[1]);
    TK_EQ_STR(g->name, "eights");
    tb_options *o = tk_options(g, NULL);
    tb_state *s = tk_new(g, o, 2, 7, "[main]\n8c 3d 5h 9h Jh 2s 4s  Ac 2c 3c 4c 5c 6c 7c  3h\n");
    char *view = tk_view(g, s, 0);
    TK_EQ_STR(view, "Round 1 of 1 (seat 1 led)\n"
                    "Seat 1 to move: play a card or draw\n"
                    "Suit to follow: hearts (h)\n"
                    "Drawn this turn: no\n"
                    "  hand: 8c 3d 5h 9h Jh 2s 4s\n"
                    "  hand (seat 2): [7 hidden]\n"
                    "  discard: 3h (1 card)\n"
                    "  stock: 37 cards face down\n");
    free(view);
    size_t n = 0;
    char *moves = tk_moves(g, s, &n);
    TK_EQ_INT(n, 9);
    TK_EQ_STR(moves, "play 8c c\nplay 8c d\nplay 8c h\nplay 8c s\nplay 3d\nplay 5h\nplay 9h\n"
                     "play Jh\ndraw\n");
    free(moves);
    tk_refuse_line(g, s, "play 2s", "2s does not follow 3h (suit h or rank 3 needed)", 1, 0,
                   __FILE__, __LINE__);
    /* The information-set property: seat 2's hand and the stock redealt
     * give seat 1 the same view, determinizations and bot moves. */
    tb_state *t = tk_new(g, o, 2, 7, "[main]\n8c 3d 5h 9h Jh 2s 4s  Ad 2d 4d 5d 6d 7d 8d  3h\n");
    char why[256] = "";
    TK_CHECK(tk_same_infoset(g, s, t, 0, 2, 5, why, sizeof why));
    TK_EQ_STR(why, "");
    TK_CHECK(!tk_same_infoset(g, s, t, 1, 2, 5, why, sizeof why));
    TK_EQ_STR(why, "the seat's views differ");
    tk_free(g, t);
    TK_PLAY(g, s, "play 9h");
    TK_EQ_INT(g->to_move(s), 1);
    tk_free(g, s);
    tk_options_free(o);
    return tk_done();
}
