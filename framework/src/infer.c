/* infer.c — deals that agree with the opponents' moves (infer.h). */
#include "infer.h"

#include <string.h>

#include "services.h"

void tb_infer_init(tb_infer *w, int window)
{
    memset(w, 0, sizeof *w);
    w->window = window < 0 ? 0 : window > TB_INFER_WINDOW_MAX ? TB_INFER_WINDOW_MAX : window;
}

/* Drop the decision's chain. */
static void drop_chain(tb_infer *w, const tb_game *g)
{
    if (w->start)
        g->destroy(w->start);
    if (w->end)
        g->destroy(w->end);
    w->start = w->end = NULL;
    w->started = 0;
}

void tb_infer_forget(tb_infer *w, const tb_game *g)
{
    drop_chain(w, g);
    for (int i = 0; i < w->n_before; i++)
        g->destroy(w->before[i]);
    w->n_before = w->n_seen = w->overflow = 0;
}

/* Drop the oldest window start and the moves made from it. */
static void drop_oldest(tb_infer *w, const tb_game *g)
{
    int drop = w->n_before > 1 ? w->first_move[1] : w->n_seen;
    g->destroy(w->before[0]);
    for (int i = 1; i < w->n_before; i++) {
        w->before[i - 1] = w->before[i];
        w->first_move[i - 1] = w->first_move[i] - drop;
    }
    w->n_before--;
    memmove(w->seen, w->seen + drop, (size_t)(w->n_seen - drop) * sizeof w->seen[0]);
    memmove(w->own, w->own + drop, (size_t)(w->n_seen - drop) * sizeof w->own[0]);
    w->n_seen -= drop;
}

void tb_infer_observe(tb_infer *w, const tb_game *g, const tb_state *s, const tb_move *m,
                      int own)
{
    if (w->window == 0)
        return;
    /* A window too long to hold lost moves: start afresh at the seat's
     * next move. */
    if (w->overflow && own)
        tb_infer_forget(w, g);
    /* A window starts at each own move, and at the first move seen at all
     * (when the others move first). */
    if (own || w->n_before == 0) {
        if (w->n_before == w->window)
            drop_oldest(w, g);
        tb_state *copy = g->clone(s);
        if (!copy) {
            tb_infer_forget(w, g);
            return;
        }
        w->before[w->n_before] = copy;
        w->first_move[w->n_before++] = w->n_seen;
    }
    if (w->n_seen == TB_INFER_MOVES) {
        w->overflow = 1;
        return;
    }
    w->own[w->n_seen] = (unsigned char)(own != 0);
    w->seen[w->n_seen++] = *m;
}

int tb_infer_ready(tb_infer *w, const tb_game *g, const tb_state *root, int seat)
{
    drop_chain(w, g); /* the last decision's */
    if (w->window == 0 || w->n_before == 0 || w->overflow || !tb_game_host_deals(g))
        return 0;
    int others = 0;
    for (int i = 0; i < w->n_seen; i++)
        others |= !w->own[i];
    if (!others)
        return 0;
    w->n_keep = tb_piles_revealed(g->piles, w->before[0], root, seat, w->keep, TB_INFER_KEEP_MAX);
    return 1;
}

/* Replay the window on d: the count of opponents' moves the bot would not
 * have made, or -1 when a move is illegal there. */
static int replay(const tb_infer *w, const tb_game *g, int bot, tb_state *d, tb_rng *r)
{
    char why[TB_ERR_MAX];
    int misses = 0;
    for (int i = 0; i < w->n_seen; i++) {
        if (!w->own[i] && bot >= 0) {
            tb_move want;
            memset(&want, 0, sizeof want);
            misses += g->bot_move(d, bot, r, &want) != 0 ||
                      memcmp(&want, &w->seen[i], sizeof want) != 0;
        }
        if (g->apply(d, &w->seen[i], why) != 0)
            return -1;
    }
    return misses;
}

/* The replay of start to root, or NULL when it does not get there as the
 * seat sees it (a reshuffle inside the window deals a new stock afresh,
 * and a draw from it can give the seat a card it did not get). */
static tb_state *replayed(const tb_infer *w, const tb_game *g, int bot, const tb_state *start,
                          const tb_state *root, int seat, tb_rng *r, int *misses)
{
    tb_state *d = g->clone(start);
    if (!d)
        return NULL;
    *misses = replay(w, g, bot, d, r);
    if (*misses < 0 || g->to_move(d) != seat || !tb_piles_same_sight(g->piles, d, root, seat)) {
        g->destroy(d);
        return NULL;
    }
    return d;
}

/* One Metropolis step: swap two unseen cards of the chain's deal and keep
 * the swap with chance (1/TB_INFER_STRAY_ODDS)^(misses it adds). */
static void step(tb_infer *w, const tb_game *g, int bot, const tb_state *root, int seat,
                 tb_rng *r)
{
    w->steps++;
    tb_state *start = g->clone(w->start);
    if (!start)
        return;
    if (tb_piles_swap_unseen(g->piles, start, seat, r, w->keep, w->n_keep) != 0) {
        g->destroy(start);
        return;
    }
    if (g->after_redeal)
        g->after_redeal(start, seat);
    int misses;
    tb_state *end = replayed(w, g, bot, start, root, seat, r, &misses);
    int keep = end != NULL;
    for (int m = w->misses; keep && m < misses; m++)
        keep = tb_rng_below(r, TB_INFER_STRAY_ODDS) == 0;
    if (!keep) {
        g->destroy(start);
        if (end)
            g->destroy(end);
        return;
    }
    w->moved++;
    g->destroy(w->start);
    g->destroy(w->end);
    w->start = start;
    w->end = end;
    w->misses = misses;
}

/* Start the decision's chain from a plain deal of before[0] that replays. */
static void start_chain(tb_infer *w, const tb_game *g, int bot, const tb_state *root, int seat,
                        tb_rng *r)
{
    w->started = -1;
    for (int k = 0; k < TB_INFER_TRIES; k++) {
        tb_state *start =
            tb_piles_determinize_keep(g->piles, w->before[0], seat, r, w->keep, w->n_keep);
        if (!start)
            return;
        if (g->after_redeal)
            g->after_redeal(start, seat);
        tb_state *end = replayed(w, g, bot, start, root, seat, r, &w->misses);
        if (end) {
            w->start = start;
            w->end = end;
            w->started = 1;
            break;
        }
        g->destroy(start);
    }
    for (int k = 0; w->started == 1 && k < TB_INFER_BURN_IN; k++)
        step(w, g, bot, root, seat, r);
}

tb_state *tb_infer_determinize(tb_infer *w, const tb_game *g, int bot, const tb_state *root,
                               int seat, tb_rng *r)
{
    if (w->started == 0)
        start_chain(w, g, bot, root, seat, r);
    else if (w->started == 1)
        step(w, g, bot, root, seat, r);
    tb_state *d = w->started == 1 ? g->clone(w->end) : NULL;
    if (!d) {
        w->plain++;
        return tb_game_determinize(g, root, seat, r);
    }
    tb_piles_mix_unseen(g->piles, d, seat, r, w->keep, w->n_keep);
    if (g->after_redeal)
        g->after_redeal(d, seat);
    return d;
}
