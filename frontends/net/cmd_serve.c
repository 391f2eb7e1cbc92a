/* cmd_serve.c — `tabula serve GAME [play's options] [--port P] [--bind ADDR]`:
 * one table on the network.  It prints, before anything else, the address
 * it listens on and one secret token per human seat (and one for
 * spectators), then plays the game with whoever shows a token. */
#define _DEFAULT_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n.h"
#include "cli.h"
#include "net.h"
#include "net_web.h"
#include "tabletop.h"

static const char *const serve_help =
    N_("usage: tabula serve GAME [options]\n"
    "       tabula serve --load SAVE [options]\n"
    "       tabula serve --lobby --table GAME[:KEY=VALUE,...] [--table ...] [options]\n\n"
    "Hosts one table on the network.  It prints \"listening on ADDR:PORT\", then\n"
    "\"seat K token TOKEN\" for each human seat and \"watch token TOKEN\" for\n"
    "spectators; players join with `tabula join ADDR:PORT --token TOKEN`.\n"
    "Bots play the other seats.  The game starts when every human seat has joined.\n"
    "  --port P             the TCP port (default 7341; 0 picks a free one)\n"
    "  --bind ADDR          the address to listen on (default 127.0.0.1; any other\n"
    "                       is reachable by others: see docs/network.md)\n"
    "  --seat-timeout S     how long a missing player is waited for on their turn\n"
    "                       before the game's bot takes the seat (default 300;\n"
    "                       0: forever)\n"
    "  --bot-delay MS       pause before each bot move (default 300)\n"
    "  --max-conns N        connections at once (default 64); more are refused\n"
    "  --auth-timeout S     time a new connection has to show its token (default 10)\n"
    "  --line-timeout S     time a message line has to be finished (default 30)\n"
    "  --rate N             messages per second one connection may send (default 500;\n"
    "                       twice that in a burst)\n"
    "  --turn-time S        seconds a person has for each move (the prompt says how\n"
    "                       many are left); then the game's bot plays that move\n"
    "                       (default 0: no clock)\n"
    "  --watch-chat         spectators may chat too (players always may)\n"
    "  --web                also serve the web table: the page and WebSocket on\n"
    "                       --web-port (default the port + 1; 0 picks a free one);\n"
    "                       it prints \"seat K web URL\" and \"watch web URL\" (a\n"
    "                       lobby: \"web URL\")\n"
    "  --tls-cert FILE --tls-key FILE\n"
    "                       the web table over https and wss with this certificate\n"
    "  --save FILE          keep the game in FILE, rewritten after every move; the\n"
    "                       tokens go to FILE.tokens (mode 0600)\n"
    "  --load SAVE          restart the table SAVE holds, with its tokens\n"
    "  and play's: --players --seat --name --seed --config --set --deck --result-json\n\n"
    "A lobby (--lobby) hosts several tables, each set by a --table (at most 256):\n"
    "the game and play's options as KEY=VALUE, e.g. absolute:players=4,seat=2=human.\n"
    "Human seats start free: `tabula join ADDR:PORT` lists the tables and takes a\n"
    "free seat, and the server hands that player the seat's token.  Anyone who can\n"
    "reach the port can take a free seat.  It ends when every table's game is over.\n"
    "  --save DIR           keep each table in DIR/table-K.save (tokens beside it)\n"
    "  --load DIR           restart the lobby DIR holds (taken seats stay taken)\n"
    "  --max-conns N        connections at once (default 256 in a lobby)\n");

enum { F_PORT, F_BIND, F_SEAT_TIMEOUT, F_BOT_DELAY, F_MAX_CONNS, F_AUTH_TIMEOUT,
       F_LINE_TIMEOUT, F_RATE, F_LOBBY, F_WATCH_CHAT, F_TURN_TIME, F_WEB, F_WEB_PORT,
       F_TLS_CERT, F_TLS_KEY, F_COUNT };
static const char *const flag_names[] = {"port", "bind", "seat-timeout", "bot-delay",
                                         "max-conns", "auth-timeout", "line-timeout", "rate",
                                         "lobby!", "watch-chat!", "turn-time", "web!",
                                         "web-port", "tls-cert", "tls-key", NULL};

/* The match, new or from a save, as `play` builds it.  0, or an exit code. */
static int build_match(tb_args *a, tb_resolved *r, tb_match **m)
{
    char err[1024];
    if (a->load) {
        if (a->n_positional > 0) {
            fprintf(stderr, _("tabula serve: --load takes no GAME\n"));
            return TB_EXIT_USAGE;
        }
        if (tb_transcript_resume(a, a->load, r, m, err, sizeof err) != 0) {
            if (err[0])
                fprintf(stderr, _("tabula serve: %s\n"), err);
            return TB_EXIT_USAGE;
        }
        if (!a->save)
            a->save = a->load;
        (*m)->quit = 0;
        return 0;
    }
    if (a->n_positional != 1) {
        fprintf(stderr, _("tabula serve: name one game (tabula list shows them)\n"));
        return TB_EXIT_USAGE;
    }
    if (tb_resolve(a, a->positional[0], r) != 0)
        return TB_EXIT_USAGE;
    tb_match_setup s;
    tb_setup_from_args(a, r, &s);
    *m = tb_match_new(&s, err, sizeof err);
    if (!*m) {
        fprintf(stderr, _("tabula serve: %s\n"), err);
        return TB_EXIT_USAGE;
    }
    return 0;
}

int tb_cmd_serve(int argc, char **argv)
{
    const char *v[F_COUNT + 1] = {0};
    const char *specs[NET_MAX_TABLES];
    int n_specs = 0;
    if (net_take_tables(&argc, argv, specs, &n_specs) != 0 ||
        net_take_flags("serve", &argc, argv, flag_names, v) != 0)
        return TB_EXIT_USAGE;
    int lobby = v[F_LOBBY] != NULL;
    if (n_specs && !lobby) {
        fprintf(stderr, _("tabula serve: --table is for a lobby (add --lobby)\n"));
        return TB_EXIT_USAGE;
    }
    tb_args a = {.verb = "serve"};
    if (tb_args_parse(&a, argc - 1, argv + 1,
                      lobby ? " save load "
                            : " players seat name seed config set deck save load result-json ") !=
        0)
        return TB_EXIT_USAGE;
    if (a.help) {
        fputs(_(serve_help), stdout);
        return TB_EXIT_OK;
    }
    double port = 7341, seat_timeout = 300, bot_delay = 300, max_conns = lobby ? 256 : 64,
           auth_timeout = 10, line_timeout = 30, rate = 500, turn_time = 0;
    if (net_flag_number("port", v[F_PORT], 0, 65535, 1, &port) ||
        net_flag_number("seat-timeout", v[F_SEAT_TIMEOUT], 0, 1e6, 0, &seat_timeout) ||
        net_flag_number("bot-delay", v[F_BOT_DELAY], 0, 60000, 1, &bot_delay) ||
        net_flag_number("max-conns", v[F_MAX_CONNS], 4, 10000, 1, &max_conns) ||
        net_flag_number("auth-timeout", v[F_AUTH_TIMEOUT], 0.1, 3600, 0, &auth_timeout) ||
        net_flag_number("line-timeout", v[F_LINE_TIMEOUT], 0.1, 3600, 0, &line_timeout) ||
        net_flag_number("rate", v[F_RATE], 1, 100000, 0, &rate) ||
        net_flag_number("turn-time", v[F_TURN_TIME], 0, 86400, 0, &turn_time))
        return TB_EXIT_USAGE;
    double web_port = port == 0 ? 0 : port + 1;
    if (net_flag_number("web-port", v[F_WEB_PORT], 0, 65535, 1, &web_port))
        return TB_EXIT_USAGE;
    if (!v[F_WEB] && (v[F_WEB_PORT] || v[F_TLS_CERT] || v[F_TLS_KEY])) {
        fprintf(stderr, _("tabula serve: --web-port, --tls-cert and --tls-key are for the web "
                          "table (add --web)\n"));
        return TB_EXIT_USAGE;
    }
    if (!v[F_TLS_CERT] != !v[F_TLS_KEY]) {
        fprintf(stderr, _("tabula serve: TLS needs both --tls-cert FILE and --tls-key FILE\n"));
        return TB_EXIT_USAGE;
    }
    const char *bind_addr = v[F_BIND] ? v[F_BIND] : "127.0.0.1";
    net_server_opts o = {.seat_timeout = seat_timeout, .auth_timeout = auth_timeout,
                         .line_timeout = line_timeout, .bot_delay_ms = (int)bot_delay,
                         .max_conns = (int)max_conns, .rate = rate, .lobby = lobby,
                         .watch_chat = v[F_WATCH_CHAT] != NULL, .turn_time = turn_time};
    char web_base[160] = "";
    if (v[F_WEB]) {
        o.web = net_web_open(bind_addr, (int)web_port, v[F_TLS_CERT], v[F_TLS_KEY],
                             (int)max_conns * 2 + 1024, web_base, sizeof web_base);
        if (!o.web)
            return TB_EXIT_USAGE;
        o.web_base = web_base;
    }
    if (lobby) {
        int lrc = net_serve_lobby(&a, specs, n_specs, bind_addr, (int)port, &o);
        net_web_close(o.web);
        return lrc;
    }
    /* A fresh deal unless a seed is asked for, as at `play`. */
    if (!a.load && !a.have_seed) {
        a.seed = tb_fresh_seed();
        a.have_seed = 1;
    }
    tb_resolved r = {0};
    tb_match *m = NULL;
    net_table table = {.id = 1};
    int rc = build_match(&a, &r, &m);
    if (rc == 0 && a.load && tb_match_over(m)) {
        /* A finished game has no one to wait for: its result, at once. */
        fprintf(stderr, _("tabula serve: the game in %s is over; its result:\n"), a.load);
        rc = net_print_result(m, a.result_json);
        tb_match_free(m);
        tb_resolved_free(&r);
        net_web_close(o.web);
        return rc;
    }
    if (rc == 0 && net_make_tokens(&a, m, a.load, a.save, 1, &table.tokens) != 0)
        rc = TB_EXIT_USAGE;
    /* Nothing is played yet: a save that cannot be written is bad usage. */
    if (rc == 0 && a.save && tb_save_match(m, a.save, 1, "tabula serve") != 0)
        rc = TB_EXIT_USAGE;
    char shown[80];
    int fd = rc == 0 ? net_listen(bind_addr, (int)port, shown, sizeof shown) : -1;
    if (rc == 0 && fd < 0)
        rc = TB_EXIT_USAGE;
    if (rc != 0) {
        tb_match_free(m);
        tb_resolved_free(&r);
        net_web_close(o.web);
        return rc;
    }
    net_warn_bind(bind_addr, shown);
    printf("listening on %s\n", shown);
    for (int k = 0; k < m->players; k++)
        if (table.tokens.seat[k][0])
            printf("seat %d token %s\n", k + 1, table.tokens.seat[k]);
    printf("watch token %s\n", table.tokens.watch);
    /* The token goes in the fragment: browsers never send it to a server
     * (not in a request line, a log or a Referer). */
    for (int k = 0; o.web && k < m->players; k++)
        if (table.tokens.seat[k][0])
            printf("seat %d web %s#token=%s\n", k + 1, o.web_base, table.tokens.seat[k]);
    if (o.web)
        printf("watch web %s#token=%s\n", o.web_base, table.tokens.watch);
    fflush(stdout);
    if (!a.save)
        fprintf(stderr, _("tabula serve: not saving (--save FILE keeps the table for a restart)\n"));
    table.m = m;
    table.save = a.save;
    table.result_json = a.result_json;
    o.listen_fd = fd;
    o.tables = &table;
    o.n_tables = 1;
    rc = net_serve(&o);
    close(fd);
    net_web_close(o.web);
    net_table_free(&table); /* its match too: a rematch deals a new one */
    tb_resolved_free(&r);
    return rc;
}
