/*
 * join_result.c — `tabula join --result-json FILE`: the result as the
 * server sent it, written the way play's result JSON is (the same keys and
 * spacing, the seed unsigned), so a game's file is the same whichever
 * seat or program kept it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "join_client.h"
#include "textfile.h"

void net_join_result_file(join_client *c, json_t *msg)
{
    json_t *r = json_object_get(msg, "result");
    if (c->result_json && json_is_object(r)) {
        /* The wire's seed is signed (jansson reads no larger integer); the
         * file says it as play's result JSON does, from 0 to 2^64 - 1. */
        json_t *seed = json_object_get(r, "seed");
        char *s = json_dumps(r, 0); /* ", " and ": " like play's result JSON */
        if (json_is_integer(seed) && json_integer_value(seed) < 0) {
            char was[32], now[32];
            snprintf(was, sizeof was, "\"seed\": %lld", (long long)json_integer_value(seed));
            snprintf(now, sizeof now, "\"seed\": %llu",
                     (unsigned long long)json_integer_value(seed));
            char *at = strstr(s, was);
            if (at) {
                tb_strbuf fixed = {0};
                tb_strbuf_printf(&fixed, "%.*s%s%s", (int)(at - s), s, now, at + strlen(was));
                free(s);
                s = tb_strbuf_take(&fixed);
            }
        }
        tb_strbuf t = {0};
        tb_strbuf_printf(&t, "%s\n", s);
        char err[512];
        if (tb_write_file_atomic(c->result_json, tb_strbuf_str(&t), err, sizeof err) != 0) {
            fprintf(stderr, _("tabula join: %s\n"), err);
            c->rc = TB_EXIT_FAILED;
        }
        tb_strbuf_free(&t);
        free(s);
    }
}
