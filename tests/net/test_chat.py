#!/usr/bin/env python3
"""Names and chat at a lobby: five kinds of invisible or control names are
refused with the reason, "Łucja Núñez" is accepted; a chat line is relayed
to the table, a bidi override, an over-long line and a burst over the
limit are refused, a spectator may not chat without --watch-chat (and
every welcome says whether spectators may: watch_chat), and may with it; the
server's log holds no byte that is not printable (a jansson error that
would echo a raw ESC included).

    test_chat.py TABULA WORKDIR
"""
import sys

from netkit import Client, Server, check

tabula, wd = sys.argv[1], sys.argv[2]
srv = Server.lobby(tabula, ["--table", "face-to-face:players=2,seat=2=human,seed=4", "--port", "0",
                            "--bot-delay", "0"], wd, 1)


def answer(c, msg):
    c.send(msg)
    return c.recv(5)


try:
    c = Client(srv.port)
    # The reason in English, and "about" with what a client words it by:
    # the field, the character's kind and its code.
    bad = {
        "\u009b31mRed": ('"name": a control character (U+009B) is not allowed', "control", "U+009B"),
        "Next\u0085Line": ('"name": a control character (U+0085) is not allowed', "control", "U+0085"),
        "Evil\u202eman": ('"name": a bidirectional control (U+202E) is not allowed', "bidi", "U+202E"),
        "Two\u2028Lines": ('"name": a line or paragraph separator (U+2028) is not allowed', "separator",
                           "U+2028"),
        "\ufeffBob": ('"name": a byte order mark (U+FEFF) is not allowed', "bom", "U+FEFF"),
        "Iso\u2067late": ('"name": a bidirectional control (U+2067) is not allowed', "bidi", "U+2067"),
        "Non\ufdd0char": ('"name": a noncharacter (U+FDD0) is not allowed', "noncharacter", "U+FDD0"),
    }
    for name, (why, what, code) in bad.items():
        e = answer(c, {"type": "sit", "table": 1, "name": name, "id": name[:8]})
        check(e == {"type": "error", "reason": why, "about": {"kind": "bad_text", "field": "name",
                                                              "what": what, "char": code},
                    "id": name[:8]}, "name %r: %r" % (name, e))
    # A C0 control keeps protocol 1's words.
    e = answer(c, {"type": "sit", "table": 1, "name": "\u001b[2J"})
    check(e["reason"] == '"name" is 1 to 31 bytes of printable text, not beginning or ending '
                        'with a space', "ESC in a name: %r" % e)
    c.close()
    a = Client(srv.port, first={"type": "sit", "table": 1, "name": "Łucja Núñez"})
    s = a.recv()
    check(s["type"] == "seated" and s["name"] == "Łucja Núñez" and s["seat"] == 1, "seated: %r" % s)
    # A name another seat of the table has is refused: two Łucjas could not
    # be told apart in the log, the chat or the result.
    twin = Client(srv.port, first={"type": "sit", "table": 1, "name": "Łucja Núñez", "id": "tw"})
    e = twin.recv()
    check(e == {"type": "error", "reason": 'the name "Łucja Núñez" is taken at table 1',
                "about": {"kind": "name_taken", "table": 1, "name": "Łucja Núñez"}, "id": "tw"},
          "the same name twice: %r" % e)
    twin.close()
    b = Client(srv.port, first={"type": "sit", "table": 1, "name": "Bob"})
    check(b.recv()["seat"] == 2, "Bob at seat 2")
    w = Client(srv.port, first={"type": "watch", "table": 1})
    for x in (a, b, w):
        x.until(lambda m: m["type"] == "view")

    a.send({"type": "chat", "text": "dzień dobry", "id": 1})
    line = {"type": "chat", "seat": 1, "name": "Łucja Núñez", "text": "dzień dobry"}
    for x in (a, b, w):
        check(x.until(lambda m: m["type"] == "chat")[-1] == line, "the chat line relayed")
    e = answer(b, {"type": "chat", "text": "left\u202eright", "id": "rlo"})
    check(e == {"type": "error", "reason": "the chat line: a bidirectional control (U+202E) is "
                                          "not allowed",
                "about": {"kind": "bad_text", "field": "chat", "what": "bidi", "char": "U+202E"},
                "id": "rlo"}, "a bidi override: %r" % e)
    e = answer(b, {"type": "chat", "text": "x" * 501})
    check(e["about"] == {"kind": "bad_chat"} and e["reason"] ==
          'a chat line is {"type": "chat", "text": TEXT} with TEXT 1 to 500 bytes', "501 bytes: %r" % e)
    check(answer(b, {"type": "chat", "text": "y" * 500})["text"] == "y" * 500, "500 bytes pass")
    # A line that shows nothing (blanks, zero-width spaces) is not relayed.
    e = answer(b, {"type": "chat", "text": " \u200b\u200b "})
    check(e["about"] == {"kind": "bad_chat"} and e["reason"] ==
          "the chat line shows nothing: only blanks or invisible characters", "invisible: %r" % e)
    got = []
    for i in range(5):
        got.append(answer(b, {"type": "chat", "text": "n%d" % i}))
    check([g["type"] for g in got] == ["chat"] * 4 + ["error"] and
          got[-1]["about"] == {"kind": "chat_rate"}, "a burst of chat: %r" % got)
    welcomes = [m for x in (a, w) for m in x.seen if m["type"] == "welcome"]
    check(len(welcomes) == 2 and all(m["watch_chat"] is False for m in welcomes),
          "without --watch-chat the welcomes say watch_chat false: %r" % welcomes)
    w.send({"type": "chat", "text": "hi"})
    e = w.until(lambda m: m["type"] == "error")[-1]
    check(e == {"type": "error", "reason": "spectators do not chat at this table",
                "about": {"kind": "not_allowed", "type": "chat"}}, "spectator chat: %r" % e)
    # Refused chat is not malformed: the connection stays.
    check(answer(b, {"type": "ping"}) == {"type": "pong"}, "b still connected")

    # A line with a raw ESC and C1 bytes: jansson's error quotes it.
    r = Client(srv.port)
    r.send_raw(b'{"type": \x1b[2J \xc2\x9b}\n')
    check(r.recv(5)["type"] == "error", "garbage answered")
    log = open(srv.err_path, "rb").read()
    check(b"Evil" not in log or b"\xe2\x80\xae" not in log, "no raw RLO in the log")
    for i, byte in enumerate(log):
        check(byte >= 0x20 or byte == 0x0a, "a control byte %#x in the log at %d: %r" %
              (byte, i, log[max(0, i - 60):i + 20]))
    check(b"\xc2\x9b" not in log and b"\xe2\x80\xae" not in log, "no C1 or bidi in the log")
    check("Łucja Núñez says: dzień dobry".encode() in log, "the chat in the log")
    srv.kill()

    # With --watch-chat the welcome says so, and a spectator's line goes.
    srv = Server.lobby(tabula, ["--table", "face-to-face:players=2,seed=4", "--port", "0",
                                "--bot-delay", "0", "--watch-chat"], wd, 1)
    w = Client(srv.port, first={"type": "watch", "table": 1})
    check(w.until(lambda m: m["type"] == "welcome")[-1]["watch_chat"] is True,
          "with --watch-chat the welcome says watch_chat true")
    w.send({"type": "chat", "text": "hi"})
    check(w.until(lambda m: m["type"] in ("chat", "error"))[-1] ==
          {"type": "chat", "seat": None, "name": "spectator", "text": "hi"}, "a spectator chats")
    print("ok")
finally:
    srv.kill()
