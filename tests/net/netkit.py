"""netkit.py — the network tests' kit: start `tabula serve`, speak its
protocol as a scripted client, drive `tabula join --ui text`.  Loopback
only; every wait is bounded (a hang raises Hang, never sleeps forever)."""
import json
import os
import random
import re
import select
import signal
import socket
import subprocess
import time


# What hello's "features" lists (protocol 2), in its order.
FEATURES = ["id", "state", "history", "detail", "unknown_type", "chat", "resign", "rematch",
            "clock", "keys"]


class Hang(Exception):
    pass


def hello_of(tabula, lobby=False):
    """The hello a server of this tabula sends: its version is the one
    `tabula --version` prints first."""
    out = subprocess.run([tabula, "--version"], capture_output=True, text=True, timeout=10).stdout
    h = {"type": "hello", "server": "tabula", "version": out.split()[1], "protocol": 2,
         "features": FEATURES}
    if lobby:
        h["lobby"] = True
    return h


def check(cond, what):
    if not cond:
        raise AssertionError(what)


class Server:
    """`tabula serve ARGS --port 0`; reads the first lines it prints."""

    def __init__(self, tabula, args, workdir, timeout=10):
        self.err_path = os.path.join(workdir, "serve-%d.err" % time.monotonic_ns())
        self.err = open(self.err_path, "wb")
        self.proc = subprocess.Popen([tabula, "serve", *args], stdout=subprocess.PIPE,
                                     stderr=self.err, cwd=workdir)
        self.tokens, self.watch = {}, None
        first = self._line(timeout)
        m = re.fullmatch(r"listening on 127\.0\.0\.1:(\d+)", first)
        check(m, "first line of serve: %r" % first)
        self.port = int(m.group(1))
        while True:
            line = self._line(timeout)
            m = re.fullmatch(r"seat (\d) token ([0-9a-f]{64})", line)
            if m:
                self.tokens[int(m.group(1))] = m.group(2)
                continue
            m = re.fullmatch(r"watch token ([0-9a-f]{64})", line)
            check(m, "serve printed %r" % line)
            self.watch = m.group(1)
            break

    @classmethod
    def lobby(cls, tabula, args, workdir, tables, timeout=10):
        """`tabula serve --lobby ARGS --port 0` with this many tables; the
        lines it prints after "listening on" are kept in self.tables."""
        self = cls.__new__(cls)
        self.err_path = os.path.join(workdir, "serve-%d.err" % time.monotonic_ns())
        self.err = open(self.err_path, "wb")
        self.proc = subprocess.Popen([tabula, "serve", "--lobby", *args], stdout=subprocess.PIPE,
                                     stderr=self.err, cwd=workdir)
        self.tokens, self.watch = {}, None
        first = self._line(timeout)
        m = re.fullmatch(r"listening on 127\.0\.0\.1:(\d+)", first)
        check(m, "first line of serve --lobby: %r (%s)" % (first, self.log()))
        self.port = int(m.group(1))
        self.tables = [self._line(timeout) for _ in range(tables)]
        return self

    def _line(self, timeout):
        fd = self.proc.stdout.fileno()
        buf = b""
        deadline = time.monotonic() + timeout
        while not buf.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise Hang("serve printed no line within %s s" % timeout)
            c = os.read(fd, 1)
            if not c:
                raise AssertionError("serve ended early: %s" % self.log())
            buf += c
        return buf.decode().rstrip("\n")

    def log(self):
        self.err.flush()
        with open(self.err_path, encoding="utf-8", errors="replace") as f:
            return f.read()

    def wait(self, timeout=20):
        """serve's exit status, once it ends; a sanitizer's report fails."""
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise Hang("serve did not end within %s s" % timeout)
        log = self.log()
        check("Sanitizer" not in log and "runtime error" not in log, "serve's log: %s" % log[-3000:])
        return rc

    def kill(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)


class Client:
    """A scripted client: every message it receives is kept in self.seen.
    At a lobby, first=MSG is sent instead of an auth (a list, sit or watch)."""

    def __init__(self, port, token=None, timeout=10, first=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setblocking(False)
        self.buf = b""
        self.seen = []
        self.raw = []  # each message's line as it came, for what parsing hides
        self.timeout = timeout
        self.closed = False
        hello = self.recv()
        check(hello["type"] == "hello" and hello["protocol"] >= 1, "hello: %r" % hello)
        self.hello = hello
        if token is not None:
            self.send({"type": "auth", "token": token})
        elif first is not None:
            self.send(first)

    def send(self, msg):
        self.send_raw(json.dumps(msg).encode() + b"\n")

    def send_raw(self, data):
        self.sock.setblocking(True)
        self.sock.settimeout(self.timeout)
        self.sock.sendall(data)
        self.sock.setblocking(False)

    def fileno(self):
        return self.sock.fileno()

    def poll_line(self):
        """A message if a whole line is buffered, else None."""
        if b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            self.raw.append(line)
            msg = json.loads(line)
            self.seen.append(msg)
            return msg
        return None

    def fill(self):
        """Read what the socket has; False at end of stream."""
        try:
            data = self.sock.recv(65536)
        except BlockingIOError:
            return True
        except ConnectionResetError:
            data = b""
        if not data:
            self.closed = True
            return False
        self.buf += data
        return True

    def recv(self, timeout=None):
        """The next message; None when the server closed the connection."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            msg = self.poll_line()
            if msg is not None:
                return msg
            if self.closed:
                return None
            left = deadline - time.monotonic()
            if left <= 0:
                raise Hang("no message within %s s (buffer %r)" % (timeout or self.timeout, self.buf[-200:]))
            if select.select([self.sock], [], [], left)[0]:
                self.fill()

    def until(self, pred, timeout=None):
        """Messages up to and including the first for which pred is true."""
        got = []
        while True:
            msg = self.recv(timeout)
            if msg is None:
                raise AssertionError("connection closed while waiting; got %r" % got[-5:])
            got.append(msg)
            if pred(msg):
                return got

    def close(self):
        self.sock.close()
        self.closed = True


def pick(rng, moves):
    return moves[rng.randrange(len(moves))]


def play_turn(client, rng, record, seat):
    """At a prompt: ask the moves, play a seeded choice, note it."""
    client.send({"type": "moves"})
    msgs = client.until(lambda m: m["type"] == "moves")
    move = pick(rng, msgs[-1]["moves"])
    client.send({"type": "move", "text": move})
    record.append((seat, move))
    return move


class Joiner:
    """`tabula join --ui text` driven like a person at the keyboard."""
    PROMPT = re.compile(rb"seat (\d+) \([^\n]*\)> $")

    def __init__(self, tabula, port, token, extra=(), timeout=10):
        tok = ["--token", token] if token else []  # None: at a lobby, no token
        self.proc = subprocess.Popen([tabula, "join", "127.0.0.1:%d" % port, *tok,
                                      "--ui", "text", *extra], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.out = b""
        self.timeout = timeout
        self.eof = False

    def fileno(self):
        return self.proc.stdout.fileno()

    def fill(self):
        data = os.read(self.fileno(), 65536)
        if not data:
            self.eof = True
        self.out += data

    def prompted(self):
        return self.PROMPT.search(self.out) is not None

    def read_until(self, text, timeout=None):
        """The output up to and including text (kept in self.out; the input
        stays open till then)."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while text.encode() not in self.out:
            left = deadline - time.monotonic()
            if self.eof or left <= 0 or not select.select([self.fileno()], [], [], left)[0]:
                raise Hang("join never wrote %r; output ends %r" % (text, self.out[-300:]))
            self.fill()
        return self.out.decode()

    def read_prompt(self):
        deadline = time.monotonic() + self.timeout
        while not self.prompted():
            left = deadline - time.monotonic()
            if self.eof or left <= 0 or not select.select([self.fileno()], [], [], left)[0]:
                raise Hang("join: no prompt; output ends %r" % self.out[-300:])
            self.fill()
        text, self.out = self.out, b""
        return text.decode()

    def write(self, line):
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()

    def play_turn(self, rng, record, seat):
        """The prompt is showing: `moves`, then a seeded choice."""
        self.out = b""
        self.write("moves")
        listed = [l for l in self.read_prompt().split("\n")[:-1] if l]
        move = pick(rng, listed)
        self.write(move)
        record.append((seat, move))
        return move

    def finish(self, timeout=20):
        try:
            out, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Hang("join did not end")
        return self.proc.returncode, (self.out + out).decode(), err.decode()


def play_local(tabula, game_args, moves, workdir, timeout=60):
    """The same game with `tabula play --ui text`, fed the same lines."""
    path = os.path.join(workdir, "local.json")
    proc = subprocess.run([tabula, "play", *game_args, "--ui", "text", "--result-json", path],
                          input="".join(m + "\n" for m in moves).encode(),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    check(proc.returncode == 0, "local play exit %d: %s" % (proc.returncode, proc.stderr[-500:]))
    with open(path) as f:
        return json.load(f)


def load_json(path):
    with open(path) as f:
        return json.load(f)
