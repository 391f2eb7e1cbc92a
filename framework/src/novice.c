/*
 * novice.c — a beginner's play for any game (novice.h).
 *
 * A beginner mostly plays the obvious move and sometimes a move that looks
 * nearly as good but is not: not a random one.  So: the game's own bot gives
 * the obvious move; at a mistake every legal move is ranked by a short
 * look-ahead from determinize() (the move, then the search's rollout bot to
 * the end of the round, scored like ismcts scores a play-out), and the
 * novice plays one of the `top` moves ranked just below the best, never
 * the best itself nor the obvious move.  A mistake is thus always a move
 * the look-ahead thought worse than another, yet among the better ones.
 */
#include "novice.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "botspec.h"
#include "ismcts.h"
#include "match.h"
#include "services.h"
#include "strbuf.h"

/* The mean reward of move m for seat over o->samples look-aheads; -INFINITY
 * when it cannot be played in a determinization. */
static double rate(const tb_game *g, int players, const tb_novice_opts *no,
                   const tb_ismcts_opts *so, const tb_state *s, int seat, const tb_move *m,
                   int stop_rounds, tb_rng *r, tb_movebuf *buf)
{
    double sum = 0;
    size_t bound = g->move_bound(s);
    for (int k = 0; k < no->samples; k++) {
        tb_state *d = tb_game_determinize(g, s, seat, r);
        char why[TB_ERR_MAX];
        if (!d)
            return -INFINITY;
        if (g->apply(d, m, why) != 0) {
            g->destroy(d);
            return -INFINITY;
        }
        tb_ismcts_play_out(g, so->rollout_bot, d, r, buf, stop_rounds, bound);
        tb_outcome o;
        tb_outcome_of(g, d, &o);
        double reward[TB_MAX_SEATS];
        tb_ismcts_rewards(g, &o, players, so->margin, so->rank_reward, reward);
        sum += reward[seat];
        g->destroy(d);
    }
    return sum / no->samples;
}

int tb_novice_choose(const tb_game *g, int players, const tb_novice_opts *o, const tb_state *s,
                     tb_rng *r, tb_movebuf *buf, tb_move *out)
{
    int seat = g->to_move(s);
    if (seat < 0)
        return -1;
    size_t n = tb_movebuf_fill(buf, g, s);
    if (n == 0)
        return -1;
    if (n == 1) {
        *out = buf->m[0];
        return 0;
    }
    tb_ismcts_opts so;
    tb_ismcts_defaults(g, &so);
    /* The obvious move: the game's default bot's (the search's rollout bot
     * is sometimes a cheaper one, e.g. Absolute's quick). */
    int obvious_bot = tb_botspec_default_bot(g);
    tb_move obvious;
    memset(&obvious, 0, sizeof obvious);
    int have_obvious = obvious_bot >= 0 && g->bot_move(s, obvious_bot, r, &obvious) == 0;
    int mistake = tb_rng_below(r, 1000000) < (uint32_t)(o->mistakes * 1000000 + 0.5);
    if (have_obvious && !mistake) {
        *out = obvious;
        return 0;
    }
    /* Rank every move (the list is copied: play-outs reuse buf). */
    tb_move *moves = tb_xcalloc(n, sizeof *moves);
    memcpy(moves, buf->m, n * sizeof *moves);
    double *score = tb_xcalloc(n, sizeof *score);
    tb_outcome now;
    tb_outcome_of(g, s, &now);
    int stop_rounds = so.cutoff > 0 ? now.rounds + so.cutoff : 0;
    size_t best = 0;
    for (size_t i = 0; i < n; i++) {
        score[i] = rate(g, players, o, &so, s, seat, &moves[i], stop_rounds, r, buf);
        if (score[i] > score[best])
            best = i;
    }
    if (!mistake || o->top < 1) {
        /* No bot of the game's own: the look-ahead's best is the obvious move. */
        *out = moves[best];
    } else {
        /* The `top` moves ranked just below the best, not the obvious one. */
        size_t pick[20], k = 0;
        int top = o->top < 20 ? o->top : 20;
        for (; k < (size_t)top; k++) {
            size_t c = n;
            for (size_t i = 0; i < n; i++) {
                int taken = i == best || !isfinite(score[i]) ||
                            (have_obvious && memcmp(&moves[i], &obvious, sizeof obvious) == 0);
                for (size_t j = 0; j < k && !taken; j++)
                    taken = pick[j] == i;
                if (!taken && (c == n || score[i] > score[c]))
                    c = i;
            }
            if (c == n)
                break;
            pick[k] = c;
        }
        *out = k > 0 ? moves[pick[tb_rng_below(r, (uint32_t)k)]]
                     : have_obvious ? obvious : moves[best];
    }
    free(moves);
    free(score);
    return 0;
}
