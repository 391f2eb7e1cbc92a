#!/usr/bin/env python3
"""in_guide.py SOURCE GUIDE — the lines of SOURCE between "/* guide: begin */"
and "/* guide: end */" are one ```c block of GUIDE, word for word, so the
code a designer copies from the guide is the code a test compiles and runs.
Exit 0, or 1 with one line naming what differs."""
import sys


def main():
    src, guide = sys.argv[1], sys.argv[2]
    lines = open(src, encoding="utf-8").read().split("\n")
    try:
        begin = lines.index("/* guide: begin */")
        end = lines.index("/* guide: end */")
    except ValueError:
        print(f"FAIL: {src} lacks the guide: begin/end markers")
        return 1
    want = lines[begin + 1:end]
    blocks, block = [], None
    for line in open(guide, encoding="utf-8").read().split("\n"):
        if block is None and line == "```c":
            block = []
        elif block is not None and line == "```":
            blocks.append(block)
            block = None
        elif block is not None:
            block.append(line)
    if want in blocks:
        print(f"ok: {guide} shows the {len(want)} lines of {src} word for word")
        return 0
    # Name the first differing line of the block that starts the same way.
    for b in blocks:
        if b and b[0] == want[0]:
            for i, (w, g) in enumerate(zip(want + [""], b + [""])):
                if w != g:
                    print(f"FAIL: {guide}: line {i + 1} of the block is \"{g}\", "
                          f"{src} says \"{w}\"")
                    return 1
    print(f"FAIL: {guide} has no ```c block of the {len(want)} lines of {src}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
