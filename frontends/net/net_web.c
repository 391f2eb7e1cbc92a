/*
 * net_web.c — serve --web: the page's files over HTTP and protocol 2 over
 * WebSocket, both by libwebsockets (its static mount, framing and TLS),
 * inside the server's own poll() loop: lws tells which descriptors it wants
 * watched (the *_POLL_FD callbacks), the loop adds them to its poll() and
 * then lets lws serve them without waiting (lws_service with timeout -1).
 * A WebSocket is a net_conn whose fd is -1: what the server queues for it
 * (one JSON message per line in c->b.out) leaves as one text frame per
 * message, and each text frame received goes to the same message handling
 * a TCP line does (net_srv_message).
 */
#define _DEFAULT_SOURCE
#include <libwebsockets.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n.h"
#include "net_srv.h"
#include "net_web.h"

#ifndef TABULA_WEB_DIR_FROM_BIN
#define TABULA_WEB_DIR_FROM_BIN "../share/tabula/web"
#endif

struct net_web {
    struct lws_context *ctx;
    struct lws_vhost *vh;
    net_server *s;
    net_web_on_message on_message;
    struct pollfd *fds;   /* what lws wants watched */
    size_t n_fds, cap_fds;
    char dir[PATH_MAX];
    struct lws_http_mount mount;
};

/* One WebSocket's state inside lws (its per-session data). */
typedef struct web_pss {
    net_conn *c;        /* NULL before it opens, or once the server let go of it */
    net_buf refusal;    /* a refused connection's hello and reason */
    int refused;
    char *in;           /* the message being received */
    size_t in_len;
} web_pss;

/* The page's folder: TABULA_WEB_DIR, or beside the program as installed
 * (the build tree mirrors the install tree). */
static int find_dir(char *out, size_t cap)
{
    const char *env = getenv("TABULA_WEB_DIR");
    char exe[PATH_MAX];
    if (env && env[0]) {
        snprintf(out, cap, "%s", env);
    } else {
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n <= 0)
            return -1;
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash)
            *slash = '\0';
        tb_strbuf d = {0};
        tb_strbuf_printf(&d, "%s/%s", exe, TABULA_WEB_DIR_FROM_BIN);
        snprintf(out, cap, "%s", tb_strbuf_str(&d));
        tb_strbuf_free(&d);
    }
    tb_strbuf index = {0};
    tb_strbuf_printf(&index, "%s/index.html", out);
    int rc = access(tb_strbuf_str(&index), R_OK) == 0 ? 0 : -1;
    tb_strbuf_free(&index);
    return rc;
}

static void poll_change(net_web *w, int reason, const struct lws_pollargs *pa)
{
    size_t i = 0;
    while (i < w->n_fds && w->fds[i].fd != pa->fd)
        i++;
    if (reason == LWS_CALLBACK_ADD_POLL_FD && i == w->n_fds) {
        if (w->n_fds == w->cap_fds) {
            w->cap_fds = w->cap_fds ? 2 * w->cap_fds : 16;
            w->fds = tb_xrealloc(w->fds, w->cap_fds * sizeof *w->fds);
        }
        w->n_fds++;
    }
    if (i == w->n_fds)
        return;
    if (reason == LWS_CALLBACK_DEL_POLL_FD)
        w->fds[i] = w->fds[--w->n_fds];
    else
        w->fds[i] = (struct pollfd){.fd = pa->fd, .events = (short)pa->events};
}

/* Whether the upgrade's Sec-WebSocket-Protocol lists "tabula" (its names
 * are separated by commas and spaces, and compared exactly). */
static int asks_tabula(struct lws *wsi)
{
    char list[256];
    if (lws_hdr_copy(wsi, list, sizeof list, WSI_TOKEN_PROTOCOL) <= 0)
        return 0;
    for (char *save = NULL, *p = strtok_r(list, ", \t", &save); p;
         p = strtok_r(NULL, ", \t", &save))
        if (strcmp(p, "tabula") == 0)
            return 1;
    return 0;
}

static int cb_http(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                   size_t len)
{
    net_web *w = lws_context_user(lws_get_context(wsi));
    if (reason == LWS_CALLBACK_ADD_POLL_FD || reason == LWS_CALLBACK_DEL_POLL_FD ||
        reason == LWS_CALLBACK_CHANGE_MODE_POLL_FD) {
        poll_change(w, (int)reason, in);
        return 0;
    }
    /* A WebSocket upgrade must ask for the subprotocol "tabula": one that
     * asks for none (lws would hand it to this protocol, which speaks
     * none, and say nothing) or only for others (lws would hang up without
     * a word) is refused at the handshake with the reason. */
    if (reason == LWS_CALLBACK_HTTP_CONFIRM_UPGRADE && in && strcmp(in, "websocket") == 0 &&
        !asks_tabula(wsi)) {
        lws_return_http_status(wsi, HTTP_STATUS_BAD_REQUEST,
                               "the WebSocket subprotocol must be \"tabula\"");
        return -1;
    }
    /* An address longer than any the page uses: 414, said, where a request
     * past lws's header buffer would be dropped without a word. */
    if (reason == LWS_CALLBACK_FILTER_HTTP_CONNECTION &&
        lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > NET_WEB_URI_MAX) {
        lws_return_http_status(wsi, HTTP_STATUS_REQ_URI_TOO_LONG,
                               "the address is longer than the web table reads");
        return 1;
    }
    return lws_callback_http_dummy(wsi, reason, user, in, len);
}

static void on_open(net_web *w, struct lws *wsi, web_pss *p)
{
    struct sockaddr_storage sa;
    socklen_t sl = sizeof sa;
    char peer[64] = "?", host[48];
    memset(&sa, 0, sizeof sa);
    /* The TCP connection's socket: over TLS a browser may carry the
     * WebSocket as a stream of an HTTP/2 connection, whose own wsi has no
     * socket (the address was "?", one bucket for every TLS visitor). */
    if (getpeername(lws_get_socket_fd(lws_get_network_wsi(wsi)), (struct sockaddr *)&sa, &sl) == 0)
        net_peer_name(&sa, peer, sizeof peer);
    net_srv_host_of(peer, host, sizeof host);
    const char *kind = NULL;
    const char *full = net_guard_make_room(w->s, host, &kind);
    if (full) {
        net_buf_init(&p->refusal, -1, 16);
        net_srv_turn_away(w->s, &p->refusal, peer, full, kind);
        p->refused = 1;
        lws_callback_on_writable(wsi);
        return;
    }
    char shown[80];
    snprintf(shown, sizeof shown, "web %s", peer);
    p->c = net_srv_add(w->s, -1, shown, host);
    p->c->ws = wsi;
    p->in = tb_xmalloc(NET_LINE_MAX + 1);
    net_web_want_write(p->c);
}

static void on_receive(net_web *w, struct lws *wsi, web_pss *p, const char *in, size_t len)
{
    net_conn *c = p->c;
    if (!c || c->closing)
        return;
    /* Refused at the first piece that shows it, not once the rest has come
     * in: lws hands a long message over in pieces of NET_LINE_MAX, and a
     * 1 MB one took half a minute to arrive (past the token's deadline). */
    if (lws_frame_is_binary(wsi)) {
        net_srv_drop_about(c, "messages are JSON in text frames", "not_text");
        return;
    }
    if (p->in_len + len > NET_LINE_MAX) {
        net_srv_drop_about(c, "a message longer than " TB_STR(NET_LINE_MAX) " bytes", "too_long");
        return;
    }
    memcpy(p->in + p->in_len, in, len);
    p->in_len += len;
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi))
        return;
    p->in[p->in_len] = '\0';
    w->on_message(w->s, c, p->in, p->in_len);
    p->in_len = 0;
}

/* One queued message leaves as one text frame; the socket closes after the
 * last one when the server is done with it. */
static int on_writable(struct lws *wsi, web_pss *p)
{
    net_buf *b = p->c ? &p->c->b : p->refused ? &p->refusal : NULL;
    if (!b || (!p->c && net_pending(b) == 0)) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
        return -1;
    }
    size_t left = net_pending(b);
    if (left == 0)
        return 0;
    const char *s = tb_strbuf_str(&b->out) + b->out_off;
    const char *nl = memchr(s, '\n', left);
    size_t n = nl ? (size_t)(nl - s) : left;
    unsigned char *frame = tb_xmalloc(LWS_PRE + n + 1);
    memcpy(frame + LWS_PRE, s, n);
    int wrote = lws_write(wsi, frame + LWS_PRE, n, LWS_WRITE_TEXT);
    free(frame);
    if (wrote < (int)n)
        return -1;
    net_sent(b, n + (nl ? 1 : 0));
    if (net_pending(b) || !p->c)
        lws_callback_on_writable(wsi);
    return 0;
}

static void on_closed(web_pss *p)
{
    net_conn *c = p->c;
    if (c) {
        c->ws = NULL;
        if (!c->closing) {
            net_srv_log(_("connection %d (%s): closed"), c->id, c->peer);
            c->closing = 1;
            c->closing_at = net_now();
        }
        /* Nothing can leave any more: let the loop free it now. */
        c->b.out.len = c->b.out_off = 0;
        p->c = NULL;
    }
    if (p->refused)
        net_buf_free(&p->refusal);
    p->refused = 0;
    free(p->in);
    p->in = NULL;
}

static int cb_ws(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                 size_t len)
{
    net_web *w = lws_context_user(lws_get_context(wsi));
    web_pss *p = user;
    switch (reason) {
    case LWS_CALLBACK_ADD_POLL_FD:
    case LWS_CALLBACK_DEL_POLL_FD:
    case LWS_CALLBACK_CHANGE_MODE_POLL_FD:
        poll_change(w, (int)reason, in);
        return 0;
    case LWS_CALLBACK_ESTABLISHED:
        if (!w->s)
            return -1;
        on_open(w, wsi, p);
        return 0;
    case LWS_CALLBACK_RECEIVE:
        on_receive(w, wsi, p, in, len);
        return 0;
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return on_writable(wsi, p);
    case LWS_CALLBACK_CLOSED:
        on_closed(p);
        return 0;
    default:
        return 0;
    }
}

static const struct lws_protocols protocols[] = {
    {"http", cb_http, 0, 0, 0, NULL, 0},
    {"tabula", cb_ws, sizeof(web_pss), NET_LINE_MAX, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

net_web *net_web_open(const char *bind_addr, int port, const char *cert, const char *key,
                      int fd_limit, char *base, size_t cap)
{
    net_web *w = tb_xcalloc(1, sizeof *w);
    if (find_dir(w->dir, sizeof w->dir) != 0) {
        fprintf(stderr, _("tabula serve: the web page's files are not in %s (TABULA_WEB_DIR "
                          "names their folder)\n"),
                w->dir);
        free(w);
        return NULL;
    }
    /* lws's own notices would go to stderr beside the server's log. */
    lws_set_log_level(0, NULL);
    w->mount.mountpoint = "/";
    w->mount.mountpoint_len = 1;
    w->mount.origin = w->dir;
    w->mount.def = "index.html";
    w->mount.origin_protocol = LWSMPRO_FILE;
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = port;
    info.iface = bind_addr;
    info.protocols = protocols;
    info.mounts = &w->mount;
    info.user = w;
    info.fd_limit_per_thread = (unsigned)fd_limit;
    /* Room for a request line well past NET_WEB_URI_MAX, so a long one is
     * answered 414 rather than cut off (the buffer exists while a request's
     * headers are read, a few at a time). */
    info.max_http_header_data = NET_WEB_HEADER_MAX;
    info.options = LWS_SERVER_OPTION_VALIDATE_UTF8;
    if (!strchr(bind_addr, ':'))
        info.options |= LWS_SERVER_OPTION_DISABLE_IPV6;
    if (cert) {
        info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
        info.ssl_cert_filepath = cert;
        info.ssl_private_key_filepath = key;
    }
    w->ctx = lws_create_context(&info);
    w->vh = w->ctx ? lws_get_vhost_by_name(w->ctx, "default") : NULL;
    int got = w->vh ? lws_get_vhost_listen_port(w->vh) : -1;
    if (got <= 0) {
        fprintf(stderr, _("tabula serve: cannot serve the web on %s port %d%s\n"), bind_addr,
                port, cert ? _(" (or read the TLS certificate and key)") : "");
        net_web_close(w);
        return NULL;
    }
    snprintf(base, cap, strchr(bind_addr, ':') ? "%s://[%s]:%d/" : "%s://%s:%d/",
             cert ? "https" : "http", bind_addr, got);
    return w;
}

void net_web_close(net_web *w)
{
    if (!w)
        return;
    if (w->ctx)
        lws_context_destroy(w->ctx);
    free(w->fds);
    free(w);
}

void net_web_attach(net_web *w, net_server *s, net_web_on_message on_message)
{
    w->s = s;
    w->on_message = on_message;
}

size_t net_web_count(const net_web *w)
{
    return w ? w->n_fds : 0;
}

size_t net_web_pollfds(net_web *w, struct pollfd *pf, size_t cap)
{
    size_t n = w->n_fds < cap ? w->n_fds : cap;
    if (n)
        memcpy(pf, w->fds, n * sizeof *pf);
    return n;
}

void net_web_service(net_web *w, struct pollfd *pf, size_t n)
{
    (void)pf;
    (void)n;
    /* lws polls its own descriptors again without waiting and serves what
     * is ready, its timers too; then whatever it still holds buffered. */
    lws_service(w->ctx, -1);
    for (int i = 0; i < 16 && lws_service_adjust_timeout(w->ctx, 1, 0) == 0; i++)
        lws_service_tsi(w->ctx, -1, 0);
}

int net_web_wait(net_web *w, int wait)
{
    return lws_service_adjust_timeout(w->ctx, wait, 0);
}

void net_web_want_write(net_conn *c)
{
    if (c->ws)
        lws_callback_on_writable(c->ws);
}

void net_web_detach(net_conn *c)
{
    if (!c->ws)
        return;
    web_pss *p = lws_wsi_user(c->ws);
    if (p)
        p->c = NULL;
    lws_callback_on_writable(c->ws); /* closes it */
    c->ws = NULL;
}
