/*
 * et.h — helpers shared by the Crazy Eights tests (header only).  The tests
 * include the plugin's private header too, to look inside the state: after
 * every refusal the whole state must be unchanged, byte for byte.  The
 * plugin's functions are its own (static): the tests reach them through
 * the descriptor, as the host does.
 */
#ifndef ET_H
#define ET_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eights.h"
#include "tk.h"

/* Apply one raw move (as a bot or a fuzzer might send it); it must be
 * refused with exactly `why`, changing nothing. */
static inline void et_refuse_raw(const tb_game *g, tb_state *s, const tb_move *m,
                                 const char *why, const char *file, int at)
{
    char err[TB_ERR_MAX] = "";
    tb_state *before = g->clone(s);
    tk_check(g->apply(s, m, err) == -1, file, at, "raw move refused");
    tk_check_str(err, why, file, at, "reason of the raw refusal");
    tk_check(memcmp(before, s, sizeof *s) == 0, file, at, "state unchanged after a refusal");
    g->destroy(before);
}

/* The round_detail JSON of round r, compared without white space. */
static inline void et_detail(const tb_game *g, const tb_state *s, int r, const char *want,
                             const char *file, int at)
{
    char *got = tk_detail(g, s, r), *a = tk_squeeze(got), *b = tk_squeeze(want);
    tk_check_str(a, b, file, at, "round_detail");
    free(got);
    free(a);
    free(b);
}

/* A move as the plugin packs it: its bytes, the rest zero. */
static inline tb_move et_pack(eights_move mv)
{
    tb_move m;
    memset(&m, 0, sizeof m);
    memcpy(m.b, &mv, sizeof mv);
    return m;
}

/* Card text ("Kh") through the descriptor's format_card hook. */
static inline const char *et_card(const tb_game *g, tb_card c, char *buf, size_t cap)
{
    g->format_card(tk_host(), NULL, c, buf, cap);
    return buf;
}

/* The card a text names ("8h"), through the parse_card hook; 0 if none. */
static inline tb_card et_parse(const tb_game *g, const char *text)
{
    char err[TB_ERR_MAX];
    tb_card c = 0;
    g->parse_card(tk_host(), NULL, 0, text, &c, err);
    return c;
}

/* A hand as text ("3c 4c Kd"), as the tests write it. */
static inline void et_hand(const tb_game *g, const tb_state *s, int seat, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->hand[seat].n && len < cap; i++) {
        char card[8];
        et_card(g, s->hand[seat].c[i], card, sizeof card);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", card);
    }
}

/* Play one line that must be accepted; one that must be refused with exactly
 * `why`, leaving the state bit for bit as it was. */
#define PLAY(line) TK_PLAY(g, s, line)
#define REFUSE(line, why) \
    tk_refuse_line(g, s, (line), (why), 1, sizeof(tb_state), __FILE__, __LINE__)
#define REFUSE_RAW(m, why) et_refuse_raw(g, s, (m), (why), __FILE__, __LINE__)
#define DETAIL(r, want) et_detail(g, s, (r), (want), __FILE__, __LINE__)
#define HAND_IS(seat, want)                                                              \
    do {                                                                                 \
        char et_buf_[512];                                                               \
        et_hand(g, s, (seat), et_buf_, sizeof et_buf_);                                  \
        tk_check_str(et_buf_, (want), __FILE__, __LINE__, "hand of seat " #seat);        \
    } while (0)

#endif
