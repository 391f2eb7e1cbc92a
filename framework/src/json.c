/* json.c — a small streaming JSON writer; plugins reach it through tb_host. */
#include "json.h"

#include <stdio.h>
#include <string.h>

#include "services.h"

void tb_json_init(tb_json *j)
{
    memset(j, 0, sizeof *j);
}

int tb_json_too_deep(const tb_json *j)
{
    return j->too_deep;
}

/* Inside an array or object past TB_JSON_DEPTH_MAX: written nowhere. */
static int dropped(const tb_json *j)
{
    return j->depth > TB_JSON_DEPTH_MAX;
}

/* Comma before every value but the first at its level, except after a key. */
static void before_value(tb_json *j)
{
    if (j->after_key) {
        j->after_key = 0;
        return;
    }
    if (j->depth > 0 && j->count[j->depth - 1]++ > 0)
        tb_strbuf_add(&j->out, ", ");
}

void tb_json_open(tb_json *j, char bracket)
{
    if (j->depth >= TB_JSON_DEPTH_MAX) {
        /* One level too deep: null in its place, the rest dropped. */
        if (!dropped(j)) {
            before_value(j);
            tb_strbuf_add(&j->out, "null");
        }
        j->too_deep = 1;
        j->depth++;
        return;
    }
    before_value(j);
    int array = bracket == '[';
    tb_strbuf_add(&j->out, array ? "[" : "{");
    j->count[j->depth] = 0;
    j->close[j->depth] = array ? ']' : '}';
    j->depth++;
}

void tb_json_close(tb_json *j)
{
    if (j->depth <= 0)
        return;
    j->depth--;
    if (j->depth >= TB_JSON_DEPTH_MAX)
        return; /* closes what was dropped (or the null standing for it) */
    tb_strbuf_addn(&j->out, &j->close[j->depth], 1);
}

void tb_json_key(tb_json *j, const char *key)
{
    if (dropped(j))
        return;
    tb_json_str(j, key);
    tb_strbuf_add(&j->out, ": ");
    j->after_key = 1;
}

void tb_json_int(tb_json *j, long v)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_printf(&j->out, "%ld", v);
}

/* Unsigned: a seed is any 64-bit value, and one of 2^63 or more must not
 * come out negative (the JSON then names a seed --seed would refuse). */
void tb_json_uint(tb_json *j, uint64_t v)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_printf(&j->out, "%llu", (unsigned long long)v);
}

void tb_json_double(tb_json *j, double v)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_printf(&j->out, "%.6g", v);
}

void tb_json_bool(tb_json *j, int v)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_add(&j->out, v ? "true" : "false");
}

void tb_json_null(tb_json *j)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_add(&j->out, "null");
}

void tb_json_str(tb_json *j, const char *s)
{
    if (dropped(j))
        return;
    before_value(j);
    tb_strbuf_add(&j->out, "\"");
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p;) {
        int len = 1;
        switch (*p) {
        case '"': tb_strbuf_add(&j->out, "\\\""); break;
        case '\\': tb_strbuf_add(&j->out, "\\\\"); break;
        case '\n': tb_strbuf_add(&j->out, "\\n"); break;
        case '\t': tb_strbuf_add(&j->out, "\\t"); break;
        case '\r': tb_strbuf_add(&j->out, "\\r"); break;
        default:
            if (*p < 0x20) {
                tb_strbuf_printf(&j->out, "\\u%04x", *p);
            } else if ((len = tb_utf8_length(p)) > 0) {
                tb_strbuf_addn(&j->out, (const char *)p, (size_t)len);
            } else {
                tb_strbuf_add(&j->out, "\\ufffd"); /* one bad byte, replaced */
                len = 1;
            }
        }
        p += len;
    }
    tb_strbuf_add(&j->out, "\"");
}

const char *tb_json_text(const tb_json *j)
{
    return tb_strbuf_str(&j->out);
}

void tb_json_free(tb_json *j)
{
    tb_strbuf_free(&j->out);
}
