/*
 * check_report.h — naming the culprit of a conformance failure (the card,
 * the line, the move), for check.c's messages.  Each writes one line of at
 * most cap bytes (NUL-terminated) into out.
 */
#ifndef TB_CHECK_REPORT_H
#define TB_CHECK_REPORT_H

#include "options.h"
#include "view.h"

/* "lost 12; created 3, 3" from two sorted censuses. */
void tb_check_census_diff(const tb_game *g, const tb_options *o, const tb_card *was, size_t n_was,
                          const tb_card *now, size_t n_now, char *out, size_t cap);
/* `line L "a's line" became "b's line"` for the first line where two
 * texts differ. */
void tb_check_first_diff(const char *a, const char *b, char *out, size_t cap);
/* The first differing line of seat's view of s and of d. */
void tb_check_view_diff(const tb_game *g, const tb_state *s, const tb_state *d, int seat,
                        char *out, size_t cap);
/* `"text", bytes 01 0c` for a move of s (text: format it too; only for a
 * move the plugin has accepted, as format_move expects a legal one). */
void tb_check_move_name(const tb_game *g, const tb_state *s, const tb_move *m, int text,
                        char *out, size_t cap);

#endif
