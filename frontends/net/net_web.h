/*
 * net_web.h — the web table (serve --web): libwebsockets answers HTTP with
 * the page's static files (frontends/web, installed beside the program) and
 * WebSocket carrying protocol 2, one JSON message per text frame, on its own
 * port.  Its sockets join the server's poll() loop (lws's external poll
 * callbacks); each WebSocket is a net_conn like a TCP one, so every message
 * goes through the same handling.
 */
#ifndef TB_NET_WEB_H
#define TB_NET_WEB_H

#include <poll.h>
#include <stddef.h>

struct net_server;
struct net_conn;
struct net_server_opts;

typedef struct net_web net_web;

#define NET_WEB_URI_MAX 2048     /* longest address the web table answers; longer: 414 */
#define NET_WEB_HEADER_MAX 16384 /* lws's header buffer a request is read into (bytes) */

/* Listen for the web on bind_addr:port (0: a free one) with TLS when cert
 * and key are given.  base gets "http[s]://ADDR:PORT/".  NULL after a
 * one-line message on stderr. */
net_web *net_web_open(const char *bind_addr, int port, const char *cert, const char *key,
                      int fd_limit, char *base, size_t cap);
void net_web_close(net_web *w);
/* The loop's server (its connections are added to s) and what handles
 * one message of a connection (net_srv_message: passed in, so that the
 * loop calls this file and not the other way round). */
typedef int (*net_web_on_message)(struct net_server *s, struct net_conn *c, char *text,
                                  size_t len);
void net_web_attach(net_web *w, struct net_server *s, net_web_on_message on_message);
/* lws's descriptors, appended to pf (at most cap); how many. */
size_t net_web_pollfds(net_web *w, struct pollfd *pf, size_t cap);
size_t net_web_count(const net_web *w);
/* Serve what poll() found on the n descriptors net_web_pollfds gave (and
 * lws's timers). */
void net_web_service(net_web *w, struct pollfd *pf, size_t n);
/* The loop's poll() wait, shortened when lws has something to do now. */
int net_web_wait(net_web *w, int wait);
/* c has messages queued (in c->b.out, one per line): send them as frames. */
void net_web_want_write(struct net_conn *c);
/* c is being freed: its WebSocket closes once what it was sent has gone. */
void net_web_detach(struct net_conn *c);

#endif
