/* net_token.c — the tables' secrets: made by getrandom(), compared in
 * constant time, kept in a side file next to the save (mode 0600). */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "net.h"

int net_token_new(char out[NET_TOKEN_HEX + 1])
{
    unsigned char raw[NET_TOKEN_BYTES];
    size_t got = 0;
    /* getrandom() may return fewer bytes when a signal arrives; bounded retries. */
    for (int tries = 0; got < sizeof raw && tries < 16; tries++) {
        ssize_t n = getrandom(raw + got, sizeof raw - got, 0);
        if (n > 0)
            got += (size_t)n;
        else if (n < 0 && errno != EINTR)
            break;
    }
    if (got < sizeof raw)
        return -1;
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < sizeof raw; i++) {
        out[2 * i] = hex[raw[i] >> 4];
        out[2 * i + 1] = hex[raw[i] & 15];
    }
    out[NET_TOKEN_HEX] = '\0';
    return 0;
}

int net_token_equal(const char *token, const char *given, size_t given_len)
{
    /* Every byte of the token is looked at whatever the given text is: the
     * time says nothing about how much of a guess was right. */
    volatile unsigned char diff = given_len != NET_TOKEN_HEX;
    for (size_t i = 0; i < NET_TOKEN_HEX; i++) {
        unsigned char g = i < given_len ? (unsigned char)given[i] : 0;
        diff |= (unsigned char)token[i] ^ g;
    }
    return token[0] != '\0' && diff == 0;
}

static int is_token(const char *s)
{
    if (strlen(s) != NET_TOKEN_HEX)
        return 0;
    for (const char *p = s; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f')))
            return 0;
    return 1;
}

int net_tokens_read(const char *path, net_tokens *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    FILE *f = fopen(path, "r");
    if (!f) {
        if (errno == ENOENT)
            return 0;
        snprintf(err, errlen, "%s: cannot read", path);
        return -1;
    }
    char line[256];
    int lineno = 0, rc = 1;
    while (rc == 1 && fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0')
            continue;
        char tok[128];
        int k;
        if (sscanf(line, "seat %d %127s", &k, tok) == 2 && k >= 1 && k <= TB_MAX_SEATS &&
            is_token(tok)) {
            memcpy(t->seat[k - 1], tok, NET_TOKEN_HEX + 1);
        } else if (sscanf(line, "watch %127s", tok) == 1 && is_token(tok)) {
            memcpy(t->watch, tok, NET_TOKEN_HEX + 1);
        } else {
            snprintf(err, errlen, "%s:%d: expected \"seat K TOKEN\" or \"watch TOKEN\"", path,
                     lineno);
            rc = -1;
        }
    }
    fclose(f);
    return rc;
}

int net_tokens_write(const char *path, const net_tokens *t, char *err, size_t errlen)
{
    tb_strbuf text = {0}, tmp = {0};
    tb_strbuf_add(&text, "# tabula serve: the secret tokens of this table's seats; keep private\n");
    for (int k = 0; k < TB_MAX_SEATS; k++)
        if (t->seat[k][0])
            tb_strbuf_printf(&text, "seat %d %s\n", k + 1, t->seat[k]);
    tb_strbuf_printf(&text, "watch %s\n", t->watch);
    tb_strbuf_printf(&tmp, "%s.tmp.%ld", path, (long)getpid());
    /* Created private, never widened: the secrets are never world-readable. */
    int fd = open(tb_strbuf_str(&tmp), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    int ok = fd >= 0;
    const char *s = tb_strbuf_str(&text);
    size_t len = strlen(s), done = 0;
    while (ok && done < len) {
        ssize_t w = write(fd, s + done, len - done);
        if (w <= 0)
            break;
        done += (size_t)w;
    }
    ok = ok && done == len && fsync(fd) == 0;
    if (fd >= 0)
        ok &= close(fd) == 0;
    if (!ok || rename(tb_strbuf_str(&tmp), path) != 0) {
        if (fd >= 0)
            unlink(tb_strbuf_str(&tmp));
        snprintf(err, errlen, "%s: cannot write", path);
        ok = 0;
    }
    tb_strbuf_free(&text);
    tb_strbuf_free(&tmp);
    return ok ? 0 : -1;
}
