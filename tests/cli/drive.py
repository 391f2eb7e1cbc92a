#!/usr/bin/env python3
"""drive.py — play `tabula play ... --ui text` as a slow human would.

    drive.py [--moves K] [--kill] [--save FILE] [--seed S] [--timeout T] -- CMD...

At every prompt it asks `moves`, picks one of them (seeded, so a run is
reproducible) and sends it, one line at a time, waiting for the program's
answer before the next line.  With --save FILE it checks after every move
that FILE already holds every move sent (the save is rewritten before the
next prompt).  After K moves (when the next prompt shows), --kill sends
SIGKILL; without --kill it plays to the end of the game.

Prints one JSON object: {"moves": [{"text": T, "listed": [...]}, ...],
"exit": code or null (killed), "killed": bool, "first_seat": the seat of
the first prompt, "last_seat": the seat of the last prompt (1-based)}.  Every wait is bounded by
--timeout seconds; a hang is an error (exit 3), never a sleep.
"""
import argparse
import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import time

PROMPT = re.compile(rb"seat (\d+) \([^\n]*\)> $")


class Hang(Exception):
    pass


def read_until_prompt(proc, timeout):
    """Everything printed up to the next prompt, or up to the end of output.
    Returns (text, seat) with seat None when the program ended."""
    buf = b""
    deadline = time.monotonic() + timeout
    fd = proc.stdout.fileno()
    while True:
        m = PROMPT.search(buf)
        if m:
            return buf, int(m.group(1))
        left = deadline - time.monotonic()
        if left <= 0:
            raise Hang(f"no prompt within {timeout} s; output so far ends: {buf[-300:]!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, 65536)
        if not chunk:
            return buf, None
        buf += chunk


def saved_moves(path):
    with open(path, encoding="utf-8") as f:
        return [line[5:].rstrip("\n") for line in f if line.startswith("move ")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=-1)
    ap.add_argument("--kill", action="store_true")
    ap.add_argument("--save")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    rng = random.Random(a.seed)
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    played = []
    already = saved_moves(a.save) if a.save and os.path.exists(a.save) else []
    result = {"moves": played, "exit": None, "killed": False, "first_seat": None,
              "last_seat": None}
    try:
        out, seat = read_until_prompt(proc, a.timeout)
        result["first_seat"] = seat
        while seat is not None:
            result["last_seat"] = seat
            if a.save:
                # The prompt is printed after the save is rewritten.
                have = saved_moves(a.save)
                want = already + [m["text"] for m in played]
                if have != want:
                    raise Hang(f"the save holds {len(have)} moves, expected {len(want)}")
            if len(played) == a.moves:
                if a.kill:
                    proc.send_signal(signal.SIGKILL)
                    proc.wait(a.timeout)
                    result["killed"] = True
                    break
            proc.stdin.write(b"moves\n")
            proc.stdin.flush()
            listing, seat2 = read_until_prompt(proc, a.timeout)
            if seat2 != seat:
                raise Hang(f"'moves' changed the seat to move: {listing[-300:]!r}")
            listed = [l.decode() for l in listing.split(b"\n")[:-1] if l.strip()]
            if not listed:
                raise Hang("no legal move listed at a prompt")
            text = rng.choice(listed)
            played.append({"text": text, "listed": listed})
            proc.stdin.write(text.encode() + b"\n")
            proc.stdin.flush()
            out, seat = read_until_prompt(proc, a.timeout)
            if b"error: " in out:
                raise Hang(f"a listed move was refused: {text!r}: {out[-300:]!r}")
        if not result["killed"]:
            proc.stdin.close()
            result["exit"] = proc.wait(a.timeout)
    except (Hang, subprocess.TimeoutExpired, BrokenPipeError) as e:
        proc.kill()
        proc.wait()
        print(f"drive.py: {e}", file=sys.stderr)
        print(json.dumps(result))
        return 3
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
