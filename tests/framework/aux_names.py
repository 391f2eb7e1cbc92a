#!/usr/bin/env python3
"""The public aux names and the games that use them.

  aux_names.py SOURCE_DIR [--list]

A name is a function, type or macro tabula/aux*.h defines.  A game is a
plugin under plugins/ or an example under docs/examples/.  A game uses a
name when its sources call it, or call another aux name whose body does.

Fails (exit 1) when more than a tenth of the names serve one game only or
none (aux holds what several games share: the rest belongs in the game),
when a macro in a public header mentions tb_state (it would write a hook
or a field of the state), or when a public header includes or uses
intrinsics, or when Crazy Eights (plugins/eights) calls an aux macro, or
when the designer guide's table of aux names (section 16a) lacks a name.
--list prints each name with its games.
"""
import glob
import os
import re
import sys

NAME_DEFS = [
    r"#define\s+(TB_AUX_\w+|TB_N_)\b",
    r"\b(tb_aux_\w+)\s*\(",
    r"typedef\s+struct\s+(tb_aux_\w+)",
    r"\}\s*(tb_aux_\w+)\s*;",
]
BODY_START = re.compile(
    r"^(?:#define\s+(TB_AUX_\w+|TB_N_)|static inline[^\n]*?\b(tb_aux_\w+)\s*\(|"
    r"typedef struct (tb_aux_\w+))", re.M)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def uses(text, name):
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text) is not None


def main():
    src = sys.argv[1]
    headers = sorted(glob.glob(os.path.join(src, "framework/include/tabula/aux*.h")))
    text = {h: strip_comments(open(h, encoding="utf-8").read()) for h in headers}
    names = set()
    for t in text.values():
        for pattern in NAME_DEFS:
            names |= set(re.findall(pattern, t))

    games = {}
    for d in sorted(glob.glob(os.path.join(src, "plugins/*/"))):
        games[os.path.basename(d.rstrip("/"))] = d
    for d in sorted(glob.glob(os.path.join(src, "docs/examples/*/"))):
        games["docs/examples/" + os.path.basename(d.rstrip("/"))] = d
    sources = {}
    for g, d in games.items():
        files = glob.glob(os.path.join(d, "**/*.[ch]"), recursive=True)
        sources[g] = "".join(strip_comments(open(f, encoding="utf-8").read()) for f in files)
    users = {n: {g for g in games if uses(sources[g], n)} for n in names}

    # Each name's body, from its definition to the next one: the names it uses.
    inside = {n: set() for n in names}
    problems = []
    for h, t in text.items():
        starts = [(m.start(), next(x for x in m.groups() if x)) for m in BODY_START.finditer(t)]
        for i, (at, n) in enumerate(starts):
            body = t[at:starts[i + 1][0] if i + 1 < len(starts) else len(t)]
            inside[n] |= {m for m in names if m != n and uses(body, m)}
            if body.startswith("#define") and "tb_state" in body:
                problems.append(f"{os.path.basename(h)}: macro {n} mentions tb_state "
                                "(a hook or a field of the state belongs in the game)")
        if re.search(r"[a-z]mmintrin\.h|__m(64|128|256|512)", t):
            problems.append(f"{os.path.basename(h)}: intrinsics in a public header")
    changed = True
    while changed:  # a name serves whoever uses a name that uses it
        changed = False
        for n in names:
            for m in inside[n]:
                if not users[n] <= users[m]:
                    users[m] |= users[n]
                    changed = True

    # The example a designer reads first calls functions only: no aux macro
    # writes any part of it.
    for m in sorted(set(re.findall(r"\b(TB_AUX_\w+)\s*\(", sources.get("eights", "")))):
        problems.append(f"plugins/eights uses the macro {m}: the example is plain C")

    # The guide's SDK reference lists every name that stays, one row each.
    guide = open(os.path.join(src, "docs/designer-guide.md"), encoding="utf-8").read()
    part = guide.split("## 16a.", 1)[-1].split("\n## ", 1)[0]
    rows = [line.split("|")[1] for line in part.split("\n") if line.startswith("| `")]
    for n in sorted(names):
        if not any(uses(r, n) for r in rows):
            problems.append(f"docs/designer-guide.md section 16a has no row for {n}")

    single = sorted(n for n in names if len(users[n]) <= 1)
    print(f"{len(names)} public aux names; {len(single)} serve one game or none"
          f"{': ' + ', '.join(single) if single else ''}")
    if "--list" in sys.argv:
        for n in sorted(names):
            print(f"  {n:26} {', '.join(sorted(users[n])) or '-'}")
    if len(single) * 10 > len(names):
        problems.append(f"{len(single)} of {len(names)} aux names serve one game or none: "
                        "more than a tenth")
    for p in problems:
        print("FAIL: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
