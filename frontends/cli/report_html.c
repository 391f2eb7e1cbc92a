#include "sim_report.h"
int tb_report_html(const char *path, const tb_variant *v, int n, long games, uint64_t seed)
{
    (void)path; (void)v; (void)n; (void)games; (void)seed;
    return -1;
}
