#!/usr/bin/env python3
"""The architecture, checked on the object files (nm): which object uses a
symbol another defines.

  deps.py LAYER=OBJ;OBJ;... ...   layers listed lowest first

Fails (exit 1) when an object calls up into a later layer (other than the
tui's remote table into net/'s client), or when objects call each other in
a cycle (KNOWN_CYCLES, empty now, would list any documented in
docs/architecture.md).
"""
import collections
import subprocess
import sys

# File cycles tolerated, each written up in docs/architecture.md
# ("Dependencies").  None now: any cycle fails.  A cycle added here must be
# explained there first.
KNOWN_CYCLES = []
# Calls up a layer that are by design: the tui's remote table is join's
# client (net.h), in the program's own objects.
UPWARD_OK = {("tui", "net_conn.c"), ("tui", "net_msg.c")}


def base(o):
    return o.rsplit("/", 1)[-1].replace(".c.o", ".c").replace(".o", "")


def main():
    layers, objs = [], []
    layer_of = {}
    for arg in sys.argv[1:]:
        name, _, files = arg.partition("=")
        layers.append(name)
        for f in filter(None, files.split(";")):
            objs.append(f)
            layer_of[f] = name
    defs, uses = {}, collections.defaultdict(set)
    # One nm for every object: -A starts each line with "OBJECT:".
    out = subprocess.run(["nm", "-A"] + objs, capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        o, _, sym = line.partition(".o:")
        o += ".o"
        p = sym.split()
        if len(p) == 3 and p[1] in "TDBRC":
            defs.setdefault(p[2], o)
        elif len(p) == 2 and p[0] == "U":
            uses[o].add(p[1])
    graph = {o: {defs[s] for s in uses[o] if s in defs and defs[s] != o} for o in objs}
    bad = []
    rank = {n: i for i, n in enumerate(layers)}
    for o in objs:
        for t in sorted(graph[o]):
            if rank[layer_of[t]] > rank[layer_of[o]] and (layer_of[o], base(t)) not in UPWARD_OK:
                syms = sorted(s for s in uses[o] if defs.get(s) == t)
                bad.append("%s (%s) calls up into %s (%s): %s" % (
                    base(o), layer_of[o], base(t), layer_of[t], ", ".join(syms)))
    # Tarjan's strongly connected components.
    index, low, stack, on, cycles = {}, {}, [], set(), []
    sys.setrecursionlimit(100000)

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            c = []
            while True:
                w = stack.pop()
                on.discard(w)
                c.append(w)
                if w == v:
                    break
            if len(c) > 1:
                cycles.append({base(x) for x in c})

    for v in objs:
        if v not in index:
            visit(v)
    for c in cycles:
        if c not in KNOWN_CYCLES:
            bad.append("a file cycle not in KNOWN_CYCLES: " + " <-> ".join(sorted(c)))
    print("%d objects in %d layers; file cycles: %s" % (
        len(objs), len(layers), "; ".join(" <-> ".join(sorted(c)) for c in cycles) or "none"))
    for b in bad:
        print("FAIL: " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
