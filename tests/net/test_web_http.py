#!/usr/bin/env python3
"""The web table's HTTP side, from a raw socket: the page is served; an
address longer than the table reads is answered 414 with the reason (it
was cut off without a reply); a WebSocket upgrade that asks for no
subprotocol, or only for others, is refused 400 with the reason (it was
accepted and then nothing was said, or cut off without a reply), and one
that asks for "tabula" gets 101 and hello.  A 1 MB text message, before the
token or after it, and a binary one are refused at once with their reason
(a 1 MB one took half a minute, past the token's deadline).

    test_web_http.py TABULA WORKDIR
"""
import base64
import os
import re
import socket
import sys
import time

from netkit import Server, check

tabula, wd = sys.argv[1], sys.argv[2]


def exchange(port, request, limit=8192):
    """Send request; what comes back until the server closes or 3 s pass."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(request.encode())
    s.settimeout(3)
    data = b""
    try:
        while len(data) < limit:
            got = s.recv(4096)
            if not got:
                break
            data += got
            if b"\r\n\r\n" in data and b"101 Switching" in data and len(data) > 200:
                break
    except socket.timeout:
        pass
    s.close()
    return data.decode("utf-8", "replace")


def upgrade(port, protocol=None):
    key = base64.b64encode(os.urandom(16)).decode()
    req = ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n" % key)
    if protocol:
        req += "Sec-WebSocket-Protocol: %s\r\n" % protocol
    return exchange(port, req + "\r\n")


def ws_open(port):
    """A WebSocket with the tabula subprotocol; its hello read."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: "
               "Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n"
               "Sec-WebSocket-Protocol: tabula\r\n\r\n" % key).encode())
    data = b""
    while b'"hello"' not in data:
        got = s.recv(4096)
        check(got, "the WebSocket closed before its hello: %r" % data)
        data += got
    return s


def ws_frame(payload, opcode=1):
    """One masked frame, as a browser sends it."""
    n = len(payload)
    head = bytes([0x80 | opcode])
    head += bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big") \
        if n < 65536 else bytes([0x80 | 127]) + n.to_bytes(8, "big")
    mask = os.urandom(4)
    whole = (mask * (n // 4 + 1))[:n]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(whole, "big")).to_bytes(n, "big")
    return head + mask + masked


def ws_refused(s, frame, within):
    """Send frame; what the server says before it closes, and how long that took."""
    start = time.monotonic()
    try:
        s.sendall(frame)
    except OSError:
        pass  # closed while the rest was still going out: what it said is read below
    data = b""
    s.settimeout(within)
    try:
        while True:
            got = s.recv(65536)
            if not got:
                break
            data += got
    except (socket.timeout, OSError):
        pass
    s.close()
    return data.decode("utf-8", "replace"), time.monotonic() - start


srv = Server(tabula, ["zero-duel", "--seat", "1=human", "--seat", "2=greedy", "--port", "0",
                      "--web", "--web-port", "0"], wd)
try:
    line = srv._line(10)
    m = re.fullmatch(r"seat 1 web http://127\.0\.0\.1:(\d+)/#token=[0-9a-f]{64}", line)
    check(m, "serve printed the seat's web address: %r" % line)
    port = int(m.group(1))
    page = exchange(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    check(page.startswith("HTTP/1.1 200 "), "the page: %r" % page[:80])
    for n in (2100, 5000, 12000):
        got = exchange(port, "GET /%s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % ("a" * n))
        check(got.startswith("HTTP/1.") and " 414 " in got.split("\r\n")[0] and
              "the address is longer than the web table reads" in got,
              "a %d-byte address: %r" % (n, got[:300]))
    got = upgrade(port)
    check(" 400 " in got.split("\r\n")[0] and
          'the WebSocket subprotocol must be "tabula"' in got, "no subprotocol: %r" % got[:300])
    # Only other subprotocols (names are compared exactly): refused the
    # same way (lws hung up without a reply).
    for other in ("chat", "Tabula", "chat, json"):
        got = upgrade(port, other)
        check(" 400 " in got.split("\r\n")[0] and
              'the WebSocket subprotocol must be "tabula"' in got,
              "the subprotocol %r: %r" % (other, got[:300]))
    got = upgrade(port, "chat, tabula")
    check(got.startswith("HTTP/1.1 101 ") and "Sec-WebSocket-Protocol: tabula" in got,
          "tabula among others: %r" % got[:300])
    got = upgrade(port, "tabula")
    check(got.startswith("HTTP/1.1 101 ") and "Sec-WebSocket-Protocol: tabula" in got and
          '"type":"hello"' in got, "the tabula subprotocol: %r" % got[:300])
    # Messages too long or not text: refused at once, before a token too.
    token = re.search(r"token=([0-9a-f]{64})", line).group(1)
    for what, before, frame in (
            ("1 MB before the token", None, ws_frame(b"x" * (1 << 20))),
            ("1 MB after the token", token, ws_frame(b'{"type":"chat","text":"' + b"x" * (1 << 20))),
            ("a binary message", None, ws_frame(b"\x00\x01", opcode=2))):
        s = ws_open(port)
        if before:
            s.sendall(ws_frame(('{"type":"auth","token":"%s"}' % before).encode()))
        said, took = ws_refused(s, frame, 8)
        kind = "not_text" if "binary" in what else "too_long"
        check('"kind":"%s"' % kind in said and took < 5,
              "%s: refused after %.1f s with %r" % (what, took, said[-300:]))
    print("ok")
finally:
    srv.kill()
