#!/usr/bin/env python3
"""guide_line_count.py ROOT — the designer guide's sentence
"`wc -l plugins/eights/*.[ch]` says C + H = T lines" holds for the example
as it is: C lines in eights.c, H in eights.h, T their sum.  A guide that
quotes an old size tells a designer the wrong thing about how much there is
to read.  Exit 0, or 1 with one line naming what differs."""
import os
import re
import sys


def lines_of(path):
    with open(path, encoding="utf-8") as f:
        return sum(1 for _ in f)


def main():
    root = sys.argv[1]
    guide = os.path.join(root, "docs", "designer-guide.md")
    text = open(guide, encoding="utf-8").read()
    m = re.search(r"`wc -l plugins/eights/\*\.\[ch\]` says (\d+) \+ (\d+) = (\d+) lines", text)
    if not m:
        print(f"FAIL: {guide} lacks the sentence \"`wc -l plugins/eights/*.[ch]` says C + H = T lines\"")
        return 1
    said = tuple(int(x) for x in m.groups())
    c = lines_of(os.path.join(root, "plugins", "eights", "eights.c"))
    h = lines_of(os.path.join(root, "plugins", "eights", "eights.h"))
    if said != (c, h, c + h):
        print(f"FAIL: {guide} says {said[0]} + {said[1]} = {said[2]} lines; "
              f"plugins/eights has {c} + {h} = {c + h}")
        return 1
    print(f"ok: {guide} gives the example's size, {c} + {h} = {c + h} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
