/* seats.c — turn order, reading a score sheet, and ranking it. */
#include <stddef.h>
#include <string.h>

#include "services.h"

void tb_outcome_of(const tb_game *g, const tb_state *s, tb_outcome *out)
{
    /* game.h promises the plugin a zeroed *out: one that writes only the
     * fields it has (or only nonzero ones) must not read stale values. */
    memset(out, 0, sizeof *out);
    g->outcome(s, out);
}

void tb_outcome_again(const tb_game *g, const tb_state *s, tb_outcome *out)
{
    int rows = out->rounds > 1 ? out->rounds : 1;
    rows = rows < TB_MAX_ROUNDS ? rows : TB_MAX_ROUNDS;
    /* Field by field and a row at a time, each a clear of a known size: one
     * memset of a variable length became a `rep stos`, whose start-up cost
     * was 7% of a Zero random sim.  The fields before score[] are fixed by
     * the ABI: none can be added there. */
    out->over = 0;
    out->rounds = 0;
    out->turns = 0;
    out->end = NULL;
    out->winners = 0;
    for (int r = 0; r < rows; r++)
        memset(out->score[r], 0, sizeof out->score[r]);
    g->outcome(s, out);
}

int tb_seat_next(int players, int seat)
{
    return players > 0 ? (seat + 1) % players : 0;
}

long tb_outcome_total(const tb_outcome *o, int seat)
{
    long total = 0;
    for (int r = 0; r < o->rounds && r < TB_MAX_ROUNDS; r++)
        total += o->score[r][seat];
    return total;
}

/*
 * Competition ranking ("1224"): equal totals share a rank and the next rank
 * skips.  When the plugin named the winners itself (Face to Face: the player
 * who emptied their deck wins whatever the card counts), they rank first and
 * the rest follow by total.
 */
uint32_t tb_score_rank(const tb_outcome *o, int players, int lowest_wins, int *rank)
{
    long total[TB_MAX_SEATS];
    for (int s = 0; s < players; s++)
        total[s] = tb_outcome_total(o, s);
    uint32_t named = o->winners;
    for (int s = 0; s < players; s++) {
        int better = 0;
        for (int t = 0; t < players; t++) {
            int t_named = (named >> t) & 1, s_named = (named >> s) & 1;
            if (named && t_named != s_named) {
                better += t_named;
                continue;
            }
            if (lowest_wins ? total[t] < total[s] : total[t] > total[s])
                better++;
        }
        rank[s] = better + 1;
    }
    if (named)
        return named;
    uint32_t winners = 0;
    for (int s = 0; s < players; s++)
        if (rank[s] == 1)
            winners |= 1u << s;
    return winners;
}
