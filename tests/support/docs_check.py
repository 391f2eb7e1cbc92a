#!/usr/bin/env python3
"""docs_check.py SOURCE_DIR [SKIP_DIR...] -- the documentation's own checks.

1. Every Markdown file of more than 300 lines (README.md, CHANGELOG.md and
   docs/**) opens with a table of contents: its first `##` heading is
   "Contents", followed by a list of links, one per `##` heading of the file,
   each link an anchor that the file's headings give (GitHub's rules).
2. Every in-page link `(#anchor)` and every link to another Markdown file of
   the project `(file.md#anchor)` in those files resolves.
3. No file of the project (docs, sources, tests, build files) speaks of the
   sessions it was written in: a work diary's "stop" numbers and the like.
   The docs say what is true now; history goes to CHANGELOG.md or git.

SKIP_DIR: folders not to read (the build folder, when it is inside).
Prints one line per problem, `FILE:LINE: what`, and exits 1 if any.

docs_check.py --contents FILE.md... writes (or rewrites) each file's
"## Contents" list from its `##` headings, before the first of them.
"""
import os
import re
import sys

LONG = 300
# A work diary's words: a session's number ("stop" and a number), a figure
# dated by the merge it followed.  Spelled with classes so this file does not
# match itself.
DIARY = [
    (re.compile(r"\b[Ss][t]ops?[ -][0-9]+\b"), "a session number (\"stop N\")"),
    (re.compile(r"\b[Ss]ession [0-9]+\b"), "a session number"),
    (re.compile(r"\bafter the [m]erge\b"), "a moment of the project's history (CHANGELOG.md keeps it)"),
]
TEXT_EXT = {".c", ".h", ".md", ".txt", ".sh", ".py", ".cmake", ".ini", ".po", ".pot", ".in",
            ".json", ".yml", ".yaml", ".deck", ".html", ".1", ""}
SKIP_NAMES = {".git", "__pycache__"}


def github_anchor(heading, seen):
    """The anchor GitHub gives a heading's text (and counts repeats)."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links: their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    text = text.replace(" ", "-")
    n = seen.get(text, 0)
    seen[text] = n + 1
    return text if n == 0 else f"{text}-{n}"


def parse(path):
    """(lines, headings as (line number, level, text, anchor))."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    heads, seen, fence = [], {}, None
    for i, line in enumerate(lines, 1):
        m = re.match(r"^(```+|~~~+)", line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif line.startswith(fence):
                fence = None
            continue
        if fence is not None:
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m:
            heads.append((i, len(m.group(1)), m.group(2), github_anchor(m.group(2), seen)))
    return lines, heads


def prose_lines(lines):
    """(line number, text) of the lines outside fenced blocks and code spans."""
    fence = None
    for i, line in enumerate(lines, 1):
        m = re.match(r"^(```+|~~~+)", line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif line.startswith(fence):
                fence = None
            continue
        if fence is None and not line.startswith("    "):
            yield i, re.sub(r"`[^`]*`", "", line)


def check_contents(rel, lines, heads, problems):
    h2 = [h for h in heads if h[1] == 2]
    if not h2 or h2[0][2].lower() not in ("contents", "table of contents"):
        problems.append(f"{rel}:1: {len(lines)} lines and no table of contents: "
                        "its first ## heading must be \"## Contents\", listing the ## headings")
        return
    start = h2[0][0]
    end = h2[1][0] if len(h2) > 1 else len(lines)
    listed = set()
    for i in range(start, end - 1):
        for anchor in re.findall(r"\]\(#([^)]+)\)", lines[i]):
            listed.add(anchor)
    for line_no, _, text, anchor in h2[1:]:
        if anchor not in listed:
            problems.append(f"{rel}:{line_no}: the contents do not list \"## {text}\" (#{anchor})")


def check_links(rel, path, lines, anchors_of, problems):
    here = os.path.dirname(path)
    for i, line in prose_lines(lines):
        for target in re.findall(r"\]\(([^)\s]+)\)", line):
            if re.match(r"^[a-z]+:", target):
                continue  # https:, mailto:
            file_part, _, anchor = target.partition("#")
            dest = os.path.normpath(os.path.join(here, file_part)) if file_part else path
            if file_part and not os.path.exists(dest):
                problems.append(f"{rel}:{i}: the link {target} names a file that does not exist")
                continue
            if anchor and dest.endswith(".md"):
                if anchor not in anchors_of(dest):
                    problems.append(f"{rel}:{i}: the link {target}: no heading gives #{anchor}")


def write_contents(path):
    """Put a "## Contents" list of the ## headings before the first one."""
    lines, heads = parse(path)
    h2 = [h for h in heads if h[1] == 2]
    if h2 and h2[0][2].lower() in ("contents", "table of contents"):
        end = h2[1][0] - 1 if len(h2) > 1 else len(lines)
        lines = lines[:h2[0][0] - 1] + lines[end:]
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        lines, heads = parse(path)
        h2 = [h for h in heads if h[1] == 2]
    if not h2:
        return
    toc = ["## Contents", ""]
    for _, _, text, anchor in h2:
        toc.append("- [%s](#%s)" % (re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text), anchor))
    first = h2[0][0] - 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines[:first] + toc + [""] + lines[first:]))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--contents":
        for path in sys.argv[2:]:
            write_contents(path)
        return 0
    if len(sys.argv) < 2:
        sys.stderr.write("usage: docs_check.py SOURCE_DIR [SKIP_DIR...]\n")
        return 2
    src = os.path.realpath(sys.argv[1])
    skip = {os.path.realpath(d) for d in sys.argv[2:]}
    problems = []
    cache = {}

    def anchors_of(p):
        if p not in cache:
            cache[p] = {h[3] for h in parse(p)[1]}
        return cache[p]

    docs = [os.path.join(src, n) for n in ("README.md", "CHANGELOG.md")
            if os.path.exists(os.path.join(src, n))]
    for root, dirs, files in os.walk(os.path.join(src, "docs")):
        dirs[:] = sorted(d for d in dirs if os.path.realpath(os.path.join(root, d)) not in skip)
        docs += [os.path.join(root, f) for f in sorted(files) if f.endswith(".md")]
    for path in docs:
        rel = os.path.relpath(path, src)
        lines, heads = parse(path)
        if len(lines) > LONG:
            check_contents(rel, lines, heads, problems)
        check_links(rel, path, lines, anchors_of, problems)

    for root, dirs, files in os.walk(src):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_NAMES and not d.startswith("build")
                         and os.path.realpath(os.path.join(root, d)) not in skip)
        for f in sorted(files):
            if os.path.splitext(f)[1] not in TEXT_EXT:
                continue
            path = os.path.join(root, f)
            try:
                with open(path, encoding="utf-8") as h:
                    text = h.read()
            except (UnicodeDecodeError, OSError):
                continue
            for i, line in enumerate(text.split("\n"), 1):
                for pattern, what in DIARY:
                    m = pattern.search(line)
                    if m:
                        problems.append(f"{os.path.relpath(path, src)}:{i}: diary words "
                                        f"\"{m.group(0)}\": {what}; say what is true now")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s) in the documentation (tests/support/docs_check.py; "
              "--contents FILE.md rewrites a file's contents from its headings)")
        return 1
    print(f"ok: {len(docs)} Markdown files, contents and links; no diary words")
    return 0


sys.exit(main())
