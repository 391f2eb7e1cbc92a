"""tabletop_kit.py — what the tests of play at a real table share
(tabletop.py, records.py, twohome.py): the command line TABULA DRIVE.PY PART, XDG
folders of their own under a temporary directory (never the real home),
running tabula there, and the count of checks."""
import json
import os
import subprocess
import sys
import tempfile
import traceback

TABULA, DRIVE, PART = sys.argv[1], sys.argv[2], sys.argv[3]
TMP = tempfile.mkdtemp(prefix="tabula-tabletop.")
ENV = dict(os.environ, XDG_STATE_HOME=TMP + "/state", XDG_DATA_HOME=TMP + "/data",
           XDG_CONFIG_HOME=TMP + "/config", HOME=TMP + "/home")
SAVES = TMP + "/state/tabula/saves"
HISTORY = TMP + "/state/tabula/history"
DB = TMP + "/data/tabula/stats.db"
counts = {"passed": 0, "failed": 0}


def check(cond, what):
    counts["passed" if cond else "failed"] += 1
    if not cond:
        print("FAIL:", what)


def run(args, stdin="", timeout=120):
    p = subprocess.run([TABULA] + args, input=stdin.encode(), capture_output=True,
                       env=ENV, timeout=timeout)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def stats_json(*args):
    rc, out, err = run(["stats", "--json"] + list(args))
    return rc, (json.loads(out) if rc == 0 else None), err


def save_moves(path):
    try:
        return open(path).read().count("\nmove ")
    except OSError:
        return -1


def drive(seed, args):
    """Play a game to its end with drive.py; the person's lines in order."""
    p = subprocess.run([sys.executable, DRIVE, "--seed", str(seed), "--"] + [TABULA] + args,
                       capture_output=True, env=ENV, timeout=300)
    d = json.loads(p.stdout.decode())
    return [m["text"] for m in d["moves"]], d["exit"]


def main(parts):
    """Run the part named PART; print "N passed, M failed", exit 1 on a failure."""
    try:
        parts[PART]()
    except Exception:  # a crash of the test itself is a failure, with its reason
        traceback.print_exc()
        counts["failed"] += 1
    finally:
        subprocess.run(["rm", "-rf", TMP])
    print(f"{counts['passed']} passed, {counts['failed']} failed")
    sys.exit(1 if counts["failed"] else 0)
