#!/usr/bin/env python3
"""guide_screens.py [--check] SCREENS DOC... -- put the captured screens into
the guides, or (--check) say where a guide differs from them.

A guide marks each screen it shows with a comment naming it, right above a
fenced block:

    <!-- screen: launcher -->
    ```text
    ...the screen, as SCREENS/launcher.txt holds it...
    ```

SCREENS is a folder of NAME.txt files (tests/tui/guide_screens.sh writes
them).  Without --check each DOC is rewritten in place; with it nothing is
written, and every block that differs is printed as a diff.  Exit 0 when
every block matches (or was rewritten), 1 when one differs, 2 on a marker
without a screen or without its fenced block.
"""
import difflib
import os
import re
import sys

MARKER = re.compile(r"^<!-- screen: ([A-Za-z0-9_.-]+) -->\s*$")
REGENERATE = "tests/tui/update_guide_screens.sh build"


def splice(path, screens):
    """The guide's text with every marked block replaced; the names used."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, used, i = [], [], 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        m = MARKER.match(line)
        if not m:
            continue
        name = m.group(1)
        if i >= len(lines) or not lines[i].startswith("```"):
            sys.stderr.write(f"{path}:{i}: the screen marker {name} is not followed by a fenced block\n")
            sys.exit(2)
        fence = lines[i]
        end = i + 1
        while end < len(lines) and lines[end] != "```":
            end += 1
        if end >= len(lines):
            sys.stderr.write(f"{path}:{i + 1}: the block of screen {name} is not closed\n")
            sys.exit(2)
        if name not in screens:
            sys.stderr.write(f"{path}:{i}: no screen named {name} was captured "
                             "(tests/tui/guide_screens.sh captures them)\n")
            sys.exit(2)
        out.append(fence)
        out.extend(screens[name])
        out.append("```")
        used.append(name)
        i = end + 1
    return "\n".join(out), used


def main():
    args = sys.argv[1:]
    check = bool(args) and args[0] == "--check"
    if check:
        args = args[1:]
    if len(args) < 2:
        sys.stderr.write("usage: guide_screens.py [--check] SCREENS DOC...\n")
        return 2
    folder, docs = args[0], args[1:]
    screens = {}
    for f in sorted(os.listdir(folder)):
        if f.endswith(".txt"):
            with open(os.path.join(folder, f), encoding="utf-8") as h:
                screens[f[:-4]] = h.read().rstrip("\n").split("\n")
    status, used_all = 0, set()
    for doc in docs:
        with open(doc, encoding="utf-8") as f:
            old = f.read()
        new, used = splice(doc, screens)
        used_all.update(used)
        if new == old:
            continue
        if check:
            status = 1
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), new.splitlines(True),
                fromfile=f"{doc} (the guide)", tofile=f"{doc} (what tabula draws now)"))
        else:
            with open(doc, "w", encoding="utf-8") as f:
                f.write(new)
            print(f"updated {doc}")
    if status:
        print(f"\nThe guides' screens differ from what tabula draws now. Regenerate them with\n"
              f"    {REGENERATE}\n(from the source folder, after building), and commit the result.")
    unused = sorted(set(screens) - used_all)
    if unused:
        print("captured but shown in no guide: " + ", ".join(unused))
    return status


sys.exit(main())
