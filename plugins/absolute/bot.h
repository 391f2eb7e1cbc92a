/*
 * bot.h — private interface between the greedy bot and its regroup planner.
 */
#ifndef ABSOLUTE_BOT_H
#define ABSOLUTE_BOT_H

#include "absolute.h"

/* The plugin's bots, as numbered in the descriptor's list. */
#define AB_BOT_GREEDY 0
#define AB_BOT_QUICK 1 /* greedy without the regroup planner: ismcts's rollouts */

#define AB_PLAN_SETS 24
#define AB_PLAN_SET_MAX 6

/* A regroup plan: the new sets in order, each in placement order. */
typedef struct ab_plan {
    int nsets;
    int gain; /* points over the table as it stands (hand penalty included) */
    uint8_t len[AB_PLAN_SETS];
    uint8_t c[AB_PLAN_SETS][AB_PLAN_SET_MAX];
} ab_plan;

/* The best regroup the budgeted search finds that beats the current sets;
 * 0, or -1 when none does. */
int ab_plan_regroup(const tb_state *s, ab_plan *plan);

/* The best regroup (hand-only sets allowed) after which the mover has
 * sets_to_go_out sets and at most one card in hand; 0, or -1 (botplan.c). */
int ab_plan_out_regroup(const tb_state *s, ab_plan *plan);

/* The first meld or add of the best way to empty the hand but for at most
 * one card with melds and adds alone, ending with sets_to_go_out sets;
 * 0, or -1 when there is none (botout.c). */
int ab_plan_out_plays(const tb_state *s, ab_move *first);

#endif
