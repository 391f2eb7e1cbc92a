/* tui_stub.c — stands in for the ncurses frontend when it is not built. */
#include <stdio.h>

#include "net.h"
#include "text.h"
#include "tui_entry.h"

int tb_tui_available(void)
{
    return 0;
}

int tb_tui_launcher(void)
{
    fputs("tabula: this tabula was built without the ncurses frontend\n", stderr);
    return TB_EXIT_USAGE;
}

int tb_tui_play(tb_match *m, const char *save, const char *result_json)
{
    return tb_text_play(m, stdin, stdout, save, result_json);
}

int tb_tui_play_opts(tb_match *m, const tb_play_opts *o)
{
    return tb_text_play_opts(m, stdin, stdout, o);
}

int tb_tui_join(net_remote *r)
{
    (void)r;
    return -1;
}
