/* json.h — the host's JSON writer (compact, one line, ", " and ": "). */
#ifndef TB_JSON_H
#define TB_JSON_H

#include "strbuf.h"
#include "services.h"

#define TB_JSON_DEPTH 32

struct tb_json {
    tb_strbuf out;
    int depth;
    int count[TB_JSON_DEPTH];  /* values written at each level, for commas */
    char close[TB_JSON_DEPTH]; /* the bracket that closes each level */
    int after_key;             /* a key was written, its value comes next */
};

void tb_json_init(tb_json *j);
void tb_json_double(tb_json *j, double v);
/* The document (owned by j until tb_json_free or tb_strbuf_take(&j->out)). */
const char *tb_json_text(const tb_json *j);
void tb_json_free(tb_json *j);

#endif
