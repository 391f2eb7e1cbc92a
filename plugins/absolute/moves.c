/*
 * moves.c — move notation: parse one line into moves, print a move
 * canonically.  Parsing checks notation and infers zero values; legality is
 * apply()'s job (rules.c, swaps.c, regroup.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "absolute.h"

#define MAX_TOKENS 200

void ab_move_pack(const ab_move *am, tb_move *m)
{
    memset(m, 0, sizeof *m);
    memcpy(m->b, am, sizeof *am);
}

void ab_move_unpack(const tb_move *m, ab_move *am) { memcpy(am, m->b, sizeof *am); }

/* ---- printing ---- */

typedef struct textbuf {
    char *buf;
    size_t cap, len;
} textbuf;

static void put(textbuf *o, const char *t)
{
    size_t n = strlen(t);
    if (o->cap > 0 && o->len < o->cap - 1) {
        size_t room = o->cap - 1 - o->len;
        memcpy(o->buf + o->len, t, n < room ? n : room);
        o->buf[o->len + (n < room ? n : room)] = 0;
    }
    o->len += n;
}

static void put_card(textbuf *o, int c, int with_val, int zval)
{
    put(o, " ");
    if (!with_val || !ab_is_zero(c)) {
        put(o, ab_card_name(c));
        return;
    }
    char t[16];
    ab_card_text(c, with_val, zval, t, sizeof t);
    put(o, t);
}

static void put_setname(textbuf *o, int owner, int idx)
{
    char t[32];
    snprintf(t, sizeof t, " %d:%d", owner + 1, idx + 1);
    put(o, t);
}

size_t ab_format_am(const tb_state *s, const ab_move *am, char *buf, size_t cap)
{
    textbuf o = {buf, cap, 0};
    if (cap)
        buf[0] = 0;
    char t[16];
    switch (am->kind) {
    case AB_MV_DRAW_DECK: put(&o, "draw deck"); break;
    case AB_MV_DRAW_DISCARD: put(&o, "draw discard"); break;
    case AB_MV_SWAP: {
        put(&o, "swap");
        put_setname(&o, am->owner, am->idx);
        for (int i = 0; i < am->n; i++)
            put_card(&o, am->c[i], 1, am->zval);
        put(&o, " for");
        int si = ab_set_index(s, am->owner, am->idx);
        int tz = si >= 0 ? s->sets[si].zval : 0;
        for (int i = 0; i < am->ntake; i++)
            put_card(&o, am->take[i], 1, tz);
        break;
    }
    case AB_MV_MELD:
        put(&o, "meld");
        for (int i = 0; i < am->n; i++)
            put_card(&o, am->c[i], 1, am->zval);
        break;
    case AB_MV_ADD:
        put(&o, "add");
        put_setname(&o, am->owner, am->idx);
        for (int i = 0; i < am->n; i++)
            put_card(&o, am->c[i], 1, am->zval);
        break;
    case AB_MV_RG_START: put(&o, "regroup"); break;
    case AB_MV_RG_PUT:
        put(&o, "regroup put");
        put_card(&o, am->c[0], 0, 0);
        snprintf(t, sizeof t, " %d", am->idx + 1);
        put(&o, t);
        break;
    case AB_MV_RG_DONE: put(&o, "regroup done"); break;
    case AB_MV_RG_CANCEL: put(&o, "regroup cancel"); break;
    case AB_MV_DISCARD:
        put(&o, "discard");
        put_card(&o, am->c[0], 0, 0);
        break;
    case AB_MV_HOLD: put(&o, "hold"); break;
    default: put(&o, "?"); break;
    }
    return o.len;
}

size_t ab_format_move(const tb_state *s, const tb_move *m, char *buf, size_t cap)
{
    ab_move am;
    ab_move_unpack(m, &am);
    return ab_format_am(s, &am, buf, cap);
}

/* ---- parsing ---- */

typedef struct tok {
    const char *p;
    size_t n;
} tok;

static int word_is(const tok *t, const char *w)
{
    size_t n = strlen(w);
    if (t->n != n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)t->p[i]) != w[i])
            return 0;
    return 1;
}

/* Splits on white space; '|' is always a token of its own. */
static int tokenize(const char *text, tok *t, int cap)
{
    int n = 0;
    const char *p = text;
    while (*p) {
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if (n == cap)
            return -1;
        t[n].p = p;
        if (*p == '|') {
            p++;
        } else {
            while (*p && !isspace((unsigned char)*p) && *p != '|')
                p++;
        }
        t[n].n = (size_t)(p - t[n].p);
        n++;
    }
    return n;
}

/* "2:1" into owner (from 0) and set number (from 0) of an existing set. */
static int parse_setname(const tb_state *s, const tok *t, int *owner, int *idx, char *err)
{
    const tb_host *host = s->host;
    int a = 0, b = 0, i = 0, da = 0, db = 0;
    for (; i < (int)t->n && isdigit((unsigned char)t->p[i]) && da < 3; i++, da++)
        a = a * 10 + (t->p[i] - '0');
    if (i < (int)t->n && t->p[i] == ':')
        i++;
    else
        da = 0;
    for (; i < (int)t->n && isdigit((unsigned char)t->p[i]) && db < 3; i++, db++)
        b = b * 10 + (t->p[i] - '0');
    if (!da || !db || i != (int)t->n) {
        ab_err(err, tb_aux_tr(host, "bad set name '%.*s': write seat:number, e.g. 2:1"), (int)t->n, t->p);
        return -1;
    }
    if (a < 1 || a > s->players || b < 1 || ab_set_index(s, a - 1, b - 1) < 0) {
        ab_err(err, tb_aux_tr(host, "there is no set %d:%d"), a, b);
        return -1;
    }
    *owner = a - 1;
    *idx = b - 1;
    return 0;
}

typedef struct cardlist {
    int n;
    uint8_t c[AB_NCARDS];
    int has[AB_NCARDS], val[AB_NCARDS];
} cardlist;

static int parse_cards(const tb_host *host, const tok *t, int n, cardlist *cl, char *err)
{
    cl->n = 0;
    for (int i = 0; i < n; i++) {
        int card;
        if (ab_parse_card(host, t[i].p, t[i].n, &card, &cl->has[cl->n], &cl->val[cl->n], err) != 0)
            return -1;
        for (int j = 0; j < cl->n; j++) {
            if (cl->c[j] == card) {
                char b[8];
                ab_card_text(card, 0, 0, b, sizeof b);
                ab_err(err, tb_aux_tr(host, "card %s is named twice"), b);
                return -1;
            }
        }
        if (cl->n == AB_NCARDS)
            return -1;
        cl->c[cl->n++] = (uint8_t)card;
    }
    return 0;
}

/* The zero card of a list, its index, and the sum of the other cards. */
static int zero_of(const cardlist *cl, int *sum_others)
{
    int z = -1;
    *sum_others = 0;
    for (int i = 0; i < cl->n; i++) {
        if (ab_is_zero(cl->c[i]) && z < 0)
            z = i;
        else
            *sum_others += ab_value(cl->c[i]);
    }
    return z;
}

static int8_t clamp8(int v) { return (int8_t)(v > 11 ? 11 : v < -11 ? -11 : v); }

/* A given "=v" must agree with the value the engine infers. */
static int check_given(const tb_host *host, const cardlist *cl, int z, int inferred, char *err)
{
    if (z >= 0 && cl->has[z] && cl->val[z] != inferred) {
        char t[8], a[8], b[8];
        ab_card_text(cl->c[z], 0, 0, t, sizeof t);
        ab_zval_text(cl->val[z], a, sizeof a);
        ab_zval_text(inferred, b, sizeof b);
        ab_err(err, tb_aux_tr(host, "zero card %s is given as %s but the set needs %s"), t, a, b);
        return -1;
    }
    return 0;
}

static int fill_cards(const tb_host *host, ab_move *am, const cardlist *cl, char *err)
{
    if (cl->n > AB_MOVE_CARDS) {
        ab_err(err, tb_aux_tr(host, "too many cards in one move"));
        return -1;
    }
    am->n = (uint8_t)cl->n;
    memcpy(am->c, cl->c, (size_t)cl->n);
    ab_sort_cards(am->c, am->n);
    return 0;
}

static int parse_meld(const tb_host *host, const tok *t, int n, ab_move *am, char *err)
{
    cardlist cl;
    if (n < 1) {
        ab_err(err, tb_aux_tr(host, "meld needs cards, e.g. meld -8o +5o +0o=+3"));
        return -1;
    }
    if (parse_cards(host, t, n, &cl, err) != 0)
        return -1;
    int sum, z = zero_of(&cl, &sum);
    if (z >= 0) {
        if (check_given(host, &cl, z, -sum, err) != 0)
            return -1;
        am->zval = clamp8(-sum);
    }
    am->kind = AB_MV_MELD;
    return fill_cards(host, am, &cl, err);
}

static int parse_add(const tb_state *s, const tok *t, int n, ab_move *am, char *err)
{
    const tb_host *host = s->host;
    cardlist cl;
    int owner, idx;
    if (n < 2) {
        ab_err(err, tb_aux_tr(host, "add needs a set and cards, e.g. add 1:2 +4s -4d"));
        return -1;
    }
    if (parse_setname(s, &t[0], &owner, &idx, err) != 0 || parse_cards(host, t + 1, n - 1, &cl, err))
        return -1;
    int sum, z = zero_of(&cl, &sum);
    const ab_set *st = &s->sets[ab_set_index(s, owner, idx)];
    int set_has_zero = 0;
    for (int i = 0; i < st->n; i++)
        set_has_zero |= ab_is_zero(st->c[i]);
    if (z >= 0 && !set_has_zero) {
        if (check_given(host, &cl, z, -sum, err) != 0)
            return -1;
        am->zval = clamp8(-sum);
    }
    am->kind = AB_MV_ADD;
    am->owner = (uint8_t)owner;
    am->idx = (uint8_t)idx;
    return fill_cards(host, am, &cl, err);
}

static int parse_swap(const tb_state *s, const tok *t, int n, ab_move *am, char *err)
{
    const tb_host *host = s->host;
    int owner, idx, f = -1;
    for (int i = 0; i < n; i++)
        if (word_is(&t[i], "for"))
            f = i;
    if (n < 4 || f < 2 || f == n - 1) {
        ab_err(err, tb_aux_tr(host, "swap needs a set, given cards, 'for' and taken cards, "
                                   "e.g. swap 1:1 -6o -4x for -10o"));
        return -1;
    }
    cardlist give, take;
    if (parse_setname(s, &t[0], &owner, &idx, err) != 0 ||
        parse_cards(host, t + 1, f - 1, &give, err) != 0 || parse_cards(host, t + f + 1, n - f - 1, &take, err))
        return -1;
    if (give.n > 2 || take.n > 2) {
        ab_err(err, tb_aux_tr(host, "a swap gives and takes at most 2 cards each"));
        return -1;
    }
    const ab_set *st = &s->sets[ab_set_index(s, owner, idx)];
    int taken = 0;
    for (int i = 0; i < take.n; i++) {
        if (ab_is_zero(take.c[i])) {
            if (take.has[i] && take.val[i] != st->zval) {
                char c[8], a[8], b[8];
                ab_card_text(take.c[i], 0, 0, c, sizeof c);
                ab_zval_text(take.val[i], a, sizeof a);
                ab_zval_text(st->zval, b, sizeof b);
                ab_err(err, tb_aux_tr(host, "zero card %s represents %s in that set, not %s"), c, b, a);
                return -1;
            }
            taken += st->zval;
        } else {
            taken += ab_value(take.c[i]);
        }
    }
    int sum, z = zero_of(&give, &sum);
    if (z >= 0) {
        if (check_given(host, &give, z, taken - sum, err) != 0)
            return -1;
        am->zval = clamp8(taken - sum);
    }
    am->kind = AB_MV_SWAP;
    am->owner = (uint8_t)owner;
    am->idx = (uint8_t)idx;
    if (fill_cards(host, am, &give, err) != 0)
        return -1;
    am->ntake = (uint8_t)take.n;
    memcpy(am->take, take.c, (size_t)take.n);
    ab_sort_cards(am->take, am->ntake);
    return 0;
}

static int parse_one_card(const tb_host *host, const tok *t, int n, const char *what, int *card, char *err)
{
    int has, v;
    if (n != 1) {
        ab_err(err, tb_aux_tr(host, "%s needs exactly one card"), what);
        return -1;
    }
    if (ab_parse_card(host, t[0].p, t[0].n, card, &has, &v, err) != 0)
        return -1;
    if (has) {
        ab_err(err, tb_aux_tr(host, "%s takes a plain card, without '='"), what);
        return -1;
    }
    return 0;
}

/* "regroup A | B | C": a start, one put per card, a done. */
static int parse_regroup_line(const tb_state *s, const tok *t, int n, tb_move *out, size_t cap,
                              char *err)
{
    const tb_host *host = s->host;
    ab_move am;
    size_t count = 0;
    int group = 0, start = 0;
    uint8_t seen[AB_NCARDS] = {0};
    if (s->rg.open) {
        ab_err(err, tb_aux_tr(host, "a regroup is already open: use regroup put, done or cancel"));
        return -1;
    }
#define EMIT(mv)                                     \
    do {                                             \
        if (count < cap)                             \
            ab_move_pack(&(mv), &out[count]);        \
        count++;                                     \
    } while (0)
    memset(&am, 0, sizeof am);
    am.kind = AB_MV_RG_START;
    EMIT(am);
    for (int i = 0; i <= n; i++) {
        if (i < n && !word_is(&t[i], "|"))
            continue;
        if (i == start) {
            ab_err(err, tb_aux_tr(host, "regroup: set %d is empty"), group + 1);
            return -1;
        }
        cardlist cl;
        if (parse_cards(host, t + start, i - start, &cl, err) != 0)
            return -1;
        int sum, z = zero_of(&cl, &sum);
        if (check_given(host, &cl, z, -sum, err) != 0)
            return -1;
        if (group >= AB_MAX_SETS) {
            ab_err(err, tb_aux_tr(host, "regroup: too many sets"));
            return -1;
        }
        for (int k = 0; k < cl.n; k++) {
            char b[8];
            ab_card_text(cl.c[k], 0, 0, b, sizeof b);
            if (seen[cl.c[k]]) {
                ab_err(err, tb_aux_tr(host, "card %s is named twice"), b);
                return -1;
            }
            seen[cl.c[k]] = 1;
            memset(&am, 0, sizeof am);
            am.kind = AB_MV_RG_PUT;
            am.n = 1;
            am.c[0] = cl.c[k];
            am.idx = (uint8_t)group;
            EMIT(am);
        }
        group++;
        start = i + 1;
    }
    memset(&am, 0, sizeof am);
    am.kind = AB_MV_RG_DONE;
    EMIT(am);
#undef EMIT
    if (count > cap) {
        ab_err(err, tb_aux_tr(host, "regroup of %zu cards is too long for one line: use regroup put steps"),
               count - 2);
        return -1;
    }
    return (int)count;
}

static int parse_regroup(const tb_host *host, const tok *t, int n, ab_move *am, char *err)
{
    if (n == 0) {
        am->kind = AB_MV_RG_START;
        return 0;
    }
    if (n == 1 && word_is(&t[0], "done")) {
        am->kind = AB_MV_RG_DONE;
        return 0;
    }
    if (n == 1 && word_is(&t[0], "cancel")) {
        am->kind = AB_MV_RG_CANCEL;
        return 0;
    }
    if (word_is(&t[0], "put")) {
        int card;
        if (n != 3 || parse_one_card(host, t + 1, 1, "regroup put", &card, err) != 0) {
            if (n != 3)
                ab_err(err, tb_aux_tr(host, "write regroup put <card> <new set number>, e.g. regroup put -8o 2"));
            return -1;
        }
        int k = 0;
        for (size_t i = 0; i < t[2].n; i++) {
            if (!isdigit((unsigned char)t[2].p[i]) || i > 2) {
                ab_err(err, tb_aux_tr(host, "bad new set number '%.*s'"), (int)t[2].n, t[2].p);
                return -1;
            }
            k = k * 10 + (t[2].p[i] - '0');
        }
        if (k < 1 || k > AB_MAX_SETS) {
            ab_err(err, tb_aux_tr(host, "new set number must be 1 to %d"), AB_MAX_SETS);
            return -1;
        }
        am->kind = AB_MV_RG_PUT;
        am->n = 1;
        am->c[0] = (uint8_t)card;
        am->idx = (uint8_t)(k - 1);
        return 0;
    }
    return 1; /* the one-line form: the caller expands it */
}

int ab_parse_move(const tb_state *s, const char *text, tb_move *out, size_t cap, char *err)
{
    const tb_host *host = s->host;
    tok t[MAX_TOKENS];
    int n = tokenize(text ? text : "", t, MAX_TOKENS);
    ab_move am;
    memset(&am, 0, sizeof am);
    if (n < 0) {
        ab_err(err, tb_aux_tr(host, "move text too long"));
        return -1;
    }
    if (n == 0) {
        ab_err(err, tb_aux_tr(host, "empty move"));
        return -1;
    }
    if (s->step == AB_STEP_OVER) {
        ab_err(err, tb_aux_tr(host, "the game is over"));
        return -1;
    }
    int card, rc = 0;
    if (word_is(&t[0], "draw") && n == 2 && word_is(&t[1], "deck")) {
        am.kind = AB_MV_DRAW_DECK;
    } else if (word_is(&t[0], "draw") && n == 2 && word_is(&t[1], "discard")) {
        am.kind = AB_MV_DRAW_DISCARD;
    } else if (word_is(&t[0], "draw")) {
        ab_err(err, tb_aux_tr(host, "write draw deck or draw discard"));
        return -1;
    } else if (word_is(&t[0], "hold")) {
        if (n != 1) {
            ab_err(err, tb_aux_tr(host, "hold takes nothing after it"));
            return -1;
        }
        am.kind = AB_MV_HOLD;
    } else if (word_is(&t[0], "discard")) {
        if (parse_one_card(host, t + 1, n - 1, "discard", &card, err) != 0)
            return -1;
        am.kind = AB_MV_DISCARD;
        am.n = 1;
        am.c[0] = (uint8_t)card;
    } else if (word_is(&t[0], "meld")) {
        rc = parse_meld(host, t + 1, n - 1, &am, err);
    } else if (word_is(&t[0], "add")) {
        rc = parse_add(s, t + 1, n - 1, &am, err);
    } else if (word_is(&t[0], "swap")) {
        rc = parse_swap(s, t + 1, n - 1, &am, err);
    } else if (word_is(&t[0], "regroup")) {
        rc = parse_regroup(host, t + 1, n - 1, &am, err);
        if (rc == 1)
            return parse_regroup_line(s, t + 1, n - 1, out, cap, err);
    } else {
        ab_err(err, tb_aux_tr(host, "unknown move '%.*s': draw, swap, meld, add, regroup, discard or hold"),
               (int)t[0].n, t[0].p);
        return -1;
    }
    if (rc != 0)
        return -1;
    if (cap > 0)
        ab_move_pack(&am, &out[0]);
    return 1;
}
