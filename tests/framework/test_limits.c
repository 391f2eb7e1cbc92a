/* test_limits.c — the host's named limits (tabula/types.h) hold exactly at
 * their value and fail, naming themselves, one past it. */
#include <stdint.h>
#include <string.h>

#include "json.h"
#include "strbuf.h"
#include "tk.h"

/* depth arrays nested in an object's key "k", a 7 inside the innermost. */
static void nest(tb_json *j, int depth)
{
    tb_json_open(j, '{');
    tb_json_key(j, "k");
    for (int i = 1; i < depth; i++)
        tb_json_open(j, '[');
    tb_json_int(j, 7);
    for (int i = 1; i < depth; i++)
        tb_json_close(j);
    tb_json_key(j, "after");
    tb_json_bool(j, 1);
    tb_json_close(j);
}

static void test_json_depth(void)
{
    TK_EQ_INT(TB_JSON_DEPTH_MAX, 32);
    /* 32 levels: written whole, no error. */
    tb_json j;
    tb_json_init(&j);
    nest(&j, TB_JSON_DEPTH_MAX);
    TK_EQ_INT(tb_json_too_deep(&j), 0);
    tb_strbuf want = {0};
    tb_strbuf_add(&want, "{\"k\": ");
    for (int i = 1; i < TB_JSON_DEPTH_MAX; i++)
        tb_strbuf_add(&want, "[");
    tb_strbuf_add(&want, "7");
    for (int i = 1; i < TB_JSON_DEPTH_MAX; i++)
        tb_strbuf_add(&want, "]");
    tb_strbuf_add(&want, ", \"after\": true}");
    TK_EQ_STR(tb_json_text(&j), tb_strbuf_str(&want));
    tb_json_free(&j);

    /* 34 levels: the 33rd is null, what lies inside it is dropped, the
     * rest of the document goes on valid, and the error is raised. */
    tb_json_init(&j);
    nest(&j, TB_JSON_DEPTH_MAX + 2);
    TK_EQ_INT(tb_json_too_deep(&j), 1);
    tb_strbuf_free(&want);
    tb_strbuf_add(&want, "{\"k\": ");
    for (int i = 1; i < TB_JSON_DEPTH_MAX; i++)
        tb_strbuf_add(&want, "[");
    tb_strbuf_add(&want, "null");
    for (int i = 1; i < TB_JSON_DEPTH_MAX; i++)
        tb_strbuf_add(&want, "]");
    tb_strbuf_add(&want, ", \"after\": true}");
    TK_EQ_STR(tb_json_text(&j), tb_strbuf_str(&want));
    tb_json_free(&j);
    tb_strbuf_free(&want);

    /* A key right at the limit whose value is one level too deep. */
    tb_json_init(&j);
    for (int i = 0; i < TB_JSON_DEPTH_MAX + 1; i++)
        tb_json_open(&j, '{'), tb_json_key(&j, "a");
    TK_EQ_INT(tb_json_too_deep(&j), 1);
    for (int i = 0; i < TB_JSON_DEPTH_MAX + 1; i++)
        tb_json_close(&j);
    const char *t = tb_json_text(&j);
    TK_EQ_INT((long)strlen(t), (long)(TB_JSON_DEPTH_MAX * strlen("{\"a\": ") + strlen("null") +
                                      TB_JSON_DEPTH_MAX));
    TK_EQ_INT(strstr(t, "{\"a\": {\"a\": null}}") != NULL, 1);
    tb_json_free(&j);
}

/* A seed is any unsigned 64-bit value: its JSON is the number itself, never
 * a negative one (2^63 and up). */
static void test_json_uint(void)
{
    tb_json j;
    tb_json_init(&j);
    tb_json_open(&j, '[');
    tb_json_uint(&j, 0);
    tb_json_uint(&j, 9223372036854775808u);
    tb_json_uint(&j, UINT64_MAX);
    tb_json_close(&j);
    TK_EQ_STR(tb_json_text(&j), "[0, 9223372036854775808, 18446744073709551615]");
    tb_json_free(&j);
}

int main(void)
{
    test_json_depth();
    test_json_uint();
    return tk_done();
}
