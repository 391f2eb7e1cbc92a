/* json.h — the host's JSON writer (compact, one line, ", " and ": "). */
#ifndef TB_JSON_H
#define TB_JSON_H

#include <stdint.h>

#include "strbuf.h"
#include "services.h"

/* Nesting deeper than TB_JSON_DEPTH_MAX (tabula/types.h) is an error, not
 * invalid output: the array or object that would go one level too deep is
 * written as null, everything inside it is dropped (the document stays
 * valid JSON), and tb_json_too_deep() says so; whoever hands the document
 * on refuses it, naming the limit. */
struct tb_json {
    tb_strbuf out;
    int depth;
    int count[TB_JSON_DEPTH_MAX];  /* values written at each level, for commas */
    char close[TB_JSON_DEPTH_MAX]; /* the bracket that closes each level */
    int after_key;                 /* a key was written, its value comes next */
    int too_deep;                  /* an array or object went past TB_JSON_DEPTH_MAX */
};

void tb_json_init(tb_json *j);
/* Nonzero when something was nested deeper than TB_JSON_DEPTH_MAX. */
int tb_json_too_deep(const tb_json *j);
/* A whole number from 0 to 2^64 - 1 (a seed). */
void tb_json_uint(tb_json *j, uint64_t v);
void tb_json_double(tb_json *j, double v);
/* The document (owned by j until tb_json_free or tb_strbuf_take(&j->out)). */
const char *tb_json_text(const tb_json *j);
void tb_json_free(tb_json *j);

#endif
