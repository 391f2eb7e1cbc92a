/* net_conn.c — one peer's byte buffers: lines in (bounded), messages out
 * (queued, sent as the socket takes them), and parsing a message line; and
 * join's socket to the server (net_dial, for cmd_join.c and join_lobby.c). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"
#include "net.h"

double net_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void net_nonblock(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0)
        fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    /* Messages are small and answered at once: Nagle's delay would stall
     * every exchange by a delayed ACK. */
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

void net_buf_init(net_buf *b, int fd, size_t max_line)
{
    memset(b, 0, sizeof *b);
    b->fd = fd;
    b->max_line = max_line;
    b->in = tb_xmalloc(max_line + 1);
}

void net_buf_free(net_buf *b)
{
    if (b->fd >= 0)
        close(b->fd);
    b->fd = -1;
    tb_strbuf_free(&b->out);
    b->out_off = 0;
    free(b->in);
    b->in = NULL;
}

void net_send_text(net_buf *b, const char *text)
{
    tb_strbuf_add(&b->out, text);
    tb_strbuf_add(&b->out, "\n");
}

void net_send(net_buf *b, const json_t *j)
{
    char *text = json_dumps(j, NET_JSON_FLAGS);
    if (!text)
        return;
    net_send_text(b, text);
    free(text);
}

size_t net_pending(const net_buf *b)
{
    return b->out.len - b->out_off;
}

int net_flush(net_buf *b)
{
    while (b->fd >= 0 && net_pending(b) > 0) {
        ssize_t n = send(b->fd, tb_strbuf_str(&b->out) + b->out_off, net_pending(b),
                         MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return 0;
            return -1;
        }
        net_sent(b, (size_t)n);
    }
    return 0;
}

void net_sent(net_buf *b, size_t n)
{
    b->out_off += n;
    if (net_pending(b) == 0 && b->out.len > 0) {
        /* All sent: start the queue again from the front. */
        b->out.len = 0;
        b->out.s[0] = '\0';
        b->out_off = 0;
    }
}

int net_read(net_buf *b, size_t max, int (*on_line)(void *ctx, char *line, size_t len),
             void *ctx, const char **why)
{
    char chunk[4096];
    size_t total = 0;
    *why = NULL;
    while (total < max) {
        ssize_t n = recv(b->fd, chunk, sizeof chunk, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return 0;
            *why = N_("connection error");
            return -1;
        }
        if (n == 0) {
            b->eof = 1;
            *why = N_("closed by the peer");
            return -1;
        }
        total += (size_t)n;
        for (ssize_t i = 0; i < n; i++) {
            char c = chunk[i];
            if (c == '\n') {
                if (b->in_overflow) {
                    *why = N_("line too long");
                    return -1;
                }
                b->in[b->in_len] = '\0';
                size_t len = b->in_len;
                b->in_len = 0;
                if (len && b->in[len - 1] == '\r')
                    b->in[--len] = '\0';
                if (on_line(ctx, b->in, len) != 0)
                    return 0;
                continue;
            }
            if (b->in_len >= b->max_line) {
                /* No need to wait for the newline of a line that is too long. */
                b->in_overflow = 1;
                *why = b->max_line == NET_LINE_MAX ? "line over " TB_STR(NET_LINE_MAX) " bytes"
                                                   : "line too long";
                return -1;
            }
            b->in[b->in_len++] = c;
        }
    }
    return 0;
}

json_t *net_parse_json(const char *line, size_t len, char *err, size_t errlen)
{
    json_error_t je;
    json_t *j = json_loadb(line, len, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &je);
    if (!j)
        snprintf(err, errlen, "not JSON (column %d: %s)", je.column, je.text);
    return j;
}

int net_is_message(const json_t *j)
{
    return json_is_object(j) && json_is_string(json_object_get(j, "type"));
}

json_t *net_parse(const char *line, size_t len, char *err, size_t errlen)
{
    json_t *j = net_parse_json(line, len, err, errlen);
    if (j && !net_is_message(j)) {
        snprintf(err, errlen, "%s", NET_NO_TYPE);
        json_decref(j);
        return NULL;
    }
    return j;
}

void net_peer_name(const struct sockaddr_storage *sa, char *out, size_t cap)
{
    char host[INET6_ADDRSTRLEN] = "?";
    unsigned port = 0;
    if (sa->ss_family == AF_INET) {
        const struct sockaddr_in *in = (const struct sockaddr_in *)sa;
        inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
        port = ntohs(in->sin_port);
    } else if (sa->ss_family == AF_INET6) {
        const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)sa;
        inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
        port = ntohs(in6->sin6_port);
    }
    snprintf(out, cap, sa->ss_family == AF_INET6 ? "[%s]:%u" : "%s:%u", host, port);
}

/* The network flag arg is ("--port" or "--port=7341": written in full):
 * its index in names, with the length of its name in *len; or -1. */
static int flag_index(const char *arg, const char *const *names, size_t *len)
{
    if (strncmp(arg, "--", 2) != 0)
        return -1;
    for (int k = 0; names[k]; k++) {
        *len = strcspn(names[k], "!");
        if (strncmp(arg + 2, names[k], *len) == 0 &&
            (arg[2 + *len] == '\0' || arg[2 + *len] == '='))
            return k;
    }
    return -1;
}

int net_take_flags(const char *verb, int *argc, char **argv, const char *const *names,
                   const char **values)
{
    int out = 1;
    for (int i = 1; i < *argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--") == 0) { /* the shared parser's: the rest are arguments */
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        /* "--port 7341" and, as getopt_long takes every other option,
         * "--port=7341"; a switch ("lobby!") takes no value. */
        size_t len = 0;
        int k = flag_index(arg, names, &len);
        if (k < 0) {
            argv[out++] = argv[i];
            continue;
        }
        const char *eq = arg[2 + len] == '=' ? arg + 3 + len : NULL;
        int is_switch = names[k][len] == '!';
        const char *bad = is_switch && eq                       ? N_("%s takes no value")
                          : !is_switch && !eq && i + 1 >= *argc ? N_("%s needs a value")
                                                                : NULL;
        if (bad) {
            char flag[64];
            snprintf(flag, sizeof flag, "--%.*s", (int)len, names[k]);
            fprintf(stderr, "tabula %s: ", verb);
            fprintf(stderr, _(bad), flag);
            fprintf(stderr, _(" (see tabula %s --help)\n"), verb);
            return -1;
        }
        values[k] = is_switch ? "1" : eq ? eq : argv[++i];
    }
    *argc = out;
    argv[out] = NULL;
    return 0;
}

json_t *net_parse_from_server(const char *line, size_t len, const char **type)
{
    char err[256];
    json_t *msg = net_parse(line, len, err, sizeof err);
    if (!msg) {
        fprintf(stderr, "tabula join: a message from the server is %s\n", err);
        return NULL;
    }
    /* Nothing the server sends reaches the terminal raw: a server's text
     * cannot drive it (an ESC sequence, a title, a bidi override). */
    net_clean_from_server(msg);
    *type = json_string_value(json_object_get(msg, "type"));
    return msg;
}

int net_dial(const char *host, const char *port, char *why, size_t cap)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *res, *ai;
    int gai = getaddrinfo(host, port, &hints, &res);
    if (gai != 0) {
        snprintf(why, cap, "%s", gai_strerror(gai));
        return -1;
    }
    int fd = -1;
    snprintf(why, cap, "%s", _("no address to connect to"));
    for (ai = res; ai && fd < 0; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd >= 0 && connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
            snprintf(why, cap, "%s", strerror(errno)); /* the last address's reason */
            close(fd);
            fd = -1;
        } else if (fd < 0) {
            snprintf(why, cap, "%s", strerror(errno));
        }
    }
    freeaddrinfo(res);
    if (fd >= 0)
        net_nonblock(fd);
    return fd;
}
