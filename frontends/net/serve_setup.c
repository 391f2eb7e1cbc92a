/* serve_setup.c — what both of serve's modes (one table: cmd_serve.c; a
 * lobby: cmd_lobby.c) set up before the poll loop: the flags' numbers, the
 * listening socket, the warning for an open address, a table's tokens.
 * Apart from cmd_serve.c so that serve calls its lobby mode and both call
 * this, one way only. */
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
#include "tabletop.h"

/* A flag's number from lo to hi (whole when whole is set); 0 or -1 after
 * the message.  An absent flag (v NULL) keeps *out. */
int net_flag_number(const char *flag, const char *v, double lo, double hi, int whole,
                    double *out)
{
    char *end;
    errno = 0;
    double d = v ? strtod(v, &end) : 0;
    if (!v)
        return 0;
    if (errno || end == v || *end || !(d >= lo && d <= hi) || (whole && d != (double)(long)d)) {
        fprintf(stderr, _("tabula serve: --%s must be a %s from %.10g to %.10g, not \"%s\"\n"),
                flag, whole ? _("whole number") : _("number"), lo, hi, v);
        return -1;
    }
    *out = d;
    return 0;
}

int net_listen(const char *addr, int port, char *shown, size_t cap)
{
    struct sockaddr_storage ss;
    memset(&ss, 0, sizeof ss);
    socklen_t len;
    struct sockaddr_in *in = (struct sockaddr_in *)&ss;
    struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)&ss;
    if (inet_pton(AF_INET, addr, &in->sin_addr) == 1) {
        in->sin_family = AF_INET;
        in->sin_port = htons((unsigned short)port);
        len = sizeof *in;
    } else if (inet_pton(AF_INET6, addr, &in6->sin6_addr) == 1) {
        in6->sin6_family = AF_INET6;
        in6->sin6_port = htons((unsigned short)port);
        len = sizeof *in6;
    } else {
        fprintf(stderr, _("tabula serve: --bind takes a numeric IPv4 or IPv6 address, not \"%s\"\n"),
                addr);
        return -1;
    }
    int fd = socket(ss.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    int one = 1;
    if (fd >= 0)
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || bind(fd, (struct sockaddr *)&ss, len) != 0 || listen(fd, 128) != 0) {
        fprintf(stderr, _("tabula serve: cannot listen on %s port %d: %s\n"), addr, port,
                strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    len = sizeof ss;
    getsockname(fd, (struct sockaddr *)&ss, &len);
    net_peer_name(&ss, shown, cap);
    net_nonblock(fd);
    return fd;
}

/* The tokens: those SAVE.tokens keeps, new ones for the seats without
 * (unless seats_too is 0: a lobby's seats get theirs when taken). */
int net_make_tokens(const tb_args *a, const tb_match *m, const char *from, const char *save,
                    int seats_too, net_tokens *t)
{
    char err[512];
    memset(t, 0, sizeof *t);
    tb_strbuf path = {0};
    int rc = 0;
    if (from) {
        tb_strbuf_printf(&path, "%s.tokens", from);
        if (net_tokens_read(tb_strbuf_str(&path), t, err, sizeof err) < 0) {
            fprintf(stderr, _("tabula serve: %s\n"), err);
            rc = -1;
        }
        tb_strbuf_free(&path);
    }
    for (int k = 0; rc == 0 && seats_too && k < m->players; k++)
        if (m->seats[k].human && !t->seat[k][0] && net_token_new(t->seat[k]) != 0)
            rc = -2;
    /* A seat given to a bot on the command line keeps no token (a seat a
     * bot took over for an absent player does: the player may come back). */
    for (int k = 0; k < TB_MAX_SEATS; k++)
        if (k >= m->players || (a->seats[k] && strcmp(a->seats[k], "human") != 0))
            t->seat[k][0] = '\0';
    if (rc == 0 && !t->watch[0] && net_token_new(t->watch) != 0)
        rc = -2;
    if (rc == -2)
        fprintf(stderr, _("tabula serve: no random bytes for the tokens (getrandom failed)\n"));
    if (rc == 0 && save) {
        tb_strbuf_printf(&path, "%s.tokens", save);
        if (net_tokens_write(tb_strbuf_str(&path), t, err, sizeof err) != 0) {
            fprintf(stderr, _("tabula serve: %s\n"), err);
            rc = -1;
        }
    }
    tb_strbuf_free(&path);
    return rc;
}

void net_warn_bind(const char *bind_addr, const char *shown)
{
    if (strcmp(bind_addr, "127.0.0.1") != 0 && strcmp(bind_addr, "::1") != 0)
        fprintf(stderr, _("tabula serve: warning: listening on %s, not only on this machine: "
                          "anyone who can reach it can connect, and the connection is not "
                          "encrypted (docs/network.md: ssh -L or a TLS terminator)\n"),
                shown);
}

int net_print_result(const tb_match *m, const char *result_json)
{
    char *text = tb_match_result_text(m);
    fputs(text, stdout);
    fflush(stdout);
    free(text);
    return result_json && tb_write_result_json(m, result_json) != 0 ? TB_EXIT_FAILED : TB_EXIT_OK;
}
