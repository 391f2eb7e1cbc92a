#!/usr/bin/env python3
"""The architecture, checked on the object files (nm): which object uses a
symbol another defines.

  deps.py [--target NAME=OBJ;OBJ;...]... LAYER=OBJ;OBJ;... ...

The LAYER arguments are the program's layers, lowest first: an object may
not call up into a later layer (other than the tui's remote table into
net/'s client).  Each --target is one more target of the tree (a plugin, a
test program, the test kit), checked on its own objects alone, since
different targets may define the same names (every test program's main).
In the layers and in every target, no objects may call each other in a
cycle (KNOWN_CYCLES, empty now, would list any documented in
docs/architecture.md).  Fails (exit 1) on any of these.
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


def symbols(objs):
    """Each object's defined and undefined symbols, from one nm for all
    (-A starts each line with "OBJECT:")."""
    defined, used = collections.defaultdict(set), collections.defaultdict(set)
    out = subprocess.run(["nm", "-A"] + sorted(set(objs)), capture_output=True, text=True,
                         check=True).stdout
    for line in out.splitlines():
        o, _, sym = line.partition(".o:")
        o += ".o"
        p = sym.split()
        if len(p) == 3 and p[1] in "TDBRC":
            defined[o].add(p[2])
        elif len(p) == 2 and p[0] == "U":
            used[o].add(p[1])
    return defined, used


def cycles_of(graph):
    """The file cycles of graph (object -> objects it calls): Tarjan's
    strongly connected components of more than one object."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
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
                found.append({base(x) for x in c})

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def graph_of(objs, defined, used):
    defs = {}
    for o in objs:
        for s in defined[o]:
            defs.setdefault(s, o)
    return defs, {o: {defs[s] for s in used[o] if s in defs and defs[s] != o} for o in objs}


def main():
    sys.setrecursionlimit(100000)
    layers, objs, layer_of, targets = [], [], {}, []
    args = sys.argv[1:]
    i = 0
    while i < len(args):
        if args[i] == "--target":
            name, _, files = args[i + 1].partition("=")
            targets.append((name, [f for f in files.split(";") if f]))
            i += 2
            continue
        name, _, files = args[i].partition("=")
        layers.append(name)
        for f in filter(None, files.split(";")):
            objs.append(f)
            layer_of[f] = name
        i += 1
    defined, used = symbols(objs + [f for _, fs in targets for f in fs])

    bad = []
    defs, graph = graph_of(objs, defined, used)
    rank = {n: i for i, n in enumerate(layers)}
    for o in objs:
        for t in sorted(graph[o]):
            if rank[layer_of[t]] > rank[layer_of[o]] and (layer_of[o], base(t)) not in UPWARD_OK:
                syms = sorted(s for s in used[o] if defs.get(s) == t)
                bad.append("%s (%s) calls up into %s (%s): %s" % (
                    base(o), layer_of[o], base(t), layer_of[t], ", ".join(syms)))
    cycles = [("program", c) for c in cycles_of(graph)]
    for name, fs in targets:
        cycles += [(name, c) for c in cycles_of(graph_of(fs, defined, used)[1])]

    for where, c in cycles:
        if c not in KNOWN_CYCLES:
            bad.append("a file cycle not in KNOWN_CYCLES in %s: %s" % (
                where, " <-> ".join(sorted(c))))
    print("%d objects in %d layers and %d objects in %d more targets; file cycles: %s" % (
        len(objs), len(layers), sum(len(fs) for _, fs in targets), len(targets),
        "; ".join("%s: %s" % (w, " <-> ".join(sorted(c))) for w, c in cycles) or "none"))
    for b in bad:
        print("FAIL: " + b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
