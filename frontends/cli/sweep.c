/*
 * sweep.c — `--sweep KEY=V1,V2,...` and `--sweep KEY=LO..HI`: the values to
 * try for each swept option, and the variants (their Cartesian product, the
 * first --sweep varying slowest).  Whether a value is valid is the schema's
 * business: cmd_sim.c resolves every variant exactly as --set would.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "i18n.h"
#include "sim_report.h"
#include "strbuf.h"

static int bad(const char *spec, const char *why)
{
    fprintf(stderr, _("tabula sim: --sweep \"%s\": %s (see tabula sim --help)\n"), spec, why);
    return -1;
}

static void add_value(tb_sweep_axis *a, const char *text, size_t n)
{
    tb_strbuf b = {0};
    tb_strbuf_printf(&b, "%s=%.*s", a->key, (int)n, text);
    a->values = tb_xrealloc(a->values, (size_t)(a->n + 1) * sizeof *a->values);
    a->values[a->n++] = tb_strbuf_take(&b);
}

/* "LO..HI" with whole numbers: 1 and the bounds, 0 when it is not a range. */
static int range(const char *v, long *lo, long *hi)
{
    const char *dots = strstr(v, "..");
    if (!dots)
        return 0;
    char *end;
    errno = 0;
    *lo = strtol(v, &end, 10);
    if (errno || end != dots || end == v)
        return -1;
    *hi = strtol(dots + 2, &end, 10);
    if (errno || *end || end == dots + 2)
        return -1;
    return 1;
}

static int parse_axis(tb_sweep_axis *a, const char *spec)
{
    const char *eq = strchr(spec, '=');
    if (!eq || eq == spec || !eq[1])
        return bad(spec, _("write KEY=V1,V2,... or KEY=LO..HI"));
    a->key = tb_xmalloc((size_t)(eq - spec) + 1);
    memcpy(a->key, spec, (size_t)(eq - spec));
    a->key[eq - spec] = '\0';
    const char *v = eq + 1;
    long lo, hi;
    int is_range = range(v, &lo, &hi);
    if (is_range < 0)
        return bad(spec, _("a range is LO..HI with whole numbers"));
    if (is_range) {
        if (lo > hi)
            return bad(spec, _("a range LO..HI needs LO <= HI"));
        if (hi - lo >= TB_MAX_VARIANTS)
            return bad(spec, _("a range may hold at most 1000 values"));
        for (long x = lo; x <= hi; x++) {
            char num[32];
            int n = snprintf(num, sizeof num, "%ld", x);
            add_value(a, num, (size_t)n);
        }
        return 0;
    }
    while (*v) {
        size_t n = strcspn(v, ",");
        if (n == 0)
            return bad(spec, _("an empty value"));
        if (a->n >= TB_MAX_VARIANTS)
            return bad(spec, _("at most 1000 values"));
        add_value(a, v, n);
        v += n;
        if (*v == ',' && !*++v)
            return bad(spec, _("an empty value"));
    }
    return 0;
}

int tb_sweep_parse(tb_sweep *sw, const char *const *specs, int n)
{
    memset(sw, 0, sizeof *sw);
    sw->n_variants = 1;
    if (n > TB_MAX_SWEEPS) {
        fprintf(stderr, _("tabula sim: at most %d --sweep options\n"), TB_MAX_SWEEPS);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        tb_sweep_axis *a = &sw->axis[sw->n_axes++];
        if (parse_axis(a, specs[i]) != 0)
            return -1;
        for (int k = 0; k + 1 < sw->n_axes; k++)
            if (strcasecmp(sw->axis[k].key, a->key) == 0) /* keys are read in any case */
                return bad(specs[i], _("this option is already swept"));
        sw->n_variants *= a->n;
        if (sw->n_variants > TB_MAX_VARIANTS)
            return bad(specs[i], _("more than 1000 variants in all"));
    }
    return 0;
}

void tb_sweep_variant(const tb_sweep *sw, long v, tb_variant *out)
{
    memset(out, 0, sizeof *out);
    /* Mixed radix, the last axis the fastest digit. */
    long rest = v;
    for (int i = sw->n_axes - 1; i >= 0; i--) {
        const tb_sweep_axis *a = &sw->axis[i];
        out->pairs[i] = a->values[rest % a->n];
        rest /= a->n;
    }
    out->n_pairs = sw->n_axes;
    size_t len = 0;
    for (int i = 0; i < out->n_pairs && len < sizeof out->label; i++)
        len += (size_t)snprintf(out->label + len, sizeof out->label - len, "%s%s", i ? " " : "",
                                out->pairs[i]);
}

void tb_sweep_free(tb_sweep *sw)
{
    for (int i = 0; i < sw->n_axes; i++) {
        for (int k = 0; k < sw->axis[i].n; k++)
            free(sw->axis[i].values[k]);
        free(sw->axis[i].values);
        free(sw->axis[i].key);
    }
    memset(sw, 0, sizeof *sw);
}
