#!/usr/bin/env python3
"""play_hints.py TABULA HOME GAME SEED... -- play one game a seed at seat 1
through the text protocol, each move the one `hint` proposes, so that HOME's
record holds finished games a person played (tests/tui/guide_screens.sh shows
that record in the player's guide).  The games are the same on every run: the
seeds fix the deal and the bots, and the hint is the strongest bot's choice.
"""
import os
import subprocess
import sys


def play(tabula, home, game, seed):
    env = {"HOME": home, "PATH": os.environ.get("PATH", ""), "LC_ALL": "C", "TZ": "UTC"}
    p = subprocess.Popen([tabula, "play", game, "--ui", "text", "--seed", seed, "--no-save"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True)
    prompt = "(Player 1)> "
    buf = ""
    while True:
        c = p.stdout.read(1)
        if not c:
            break
        buf += c
        if buf.endswith(prompt):
            p.stdin.write("hint\n")
            p.stdin.flush()
            line = ""
            while not line.startswith("hint: "):
                line = p.stdout.readline()
                if not line:
                    sys.exit(f"{game} seed {seed}: no hint")
            move = line[len("hint: "):]
            buf = ""
            while not buf.endswith(prompt):  # the prompt again, after the hint
                c = p.stdout.read(1)
                if not c:
                    sys.exit(f"{game} seed {seed}: ended after a hint")
                buf += c
            p.stdin.write(move)
            p.stdin.flush()
            buf = ""
    p.stdin.close()
    if p.wait() != 0:
        sys.exit(f"{game} seed {seed}: exit {p.returncode}")


def main():
    if len(sys.argv) < 5:
        sys.exit("usage: play_hints.py TABULA HOME GAME SEED...")
    tabula, home, game = sys.argv[1:4]
    for seed in sys.argv[4:]:
        play(tabula, home, game, seed)


main()
