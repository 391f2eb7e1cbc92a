#!/usr/bin/env python3
"""Every --help, in every language the program speaks, fits a terminal of
80 columns (a line wider than that wraps in the middle of an option's
description), and keeps two blanks between an option and its description
(a translated placeholder, NOMBRE for NAME, must not run into it).  The
verbs are those `tabula --help` lists.

    help_width.py TABULA
"""
import os
import re
import subprocess
import sys
import unicodedata

tabula = sys.argv[1]
LANGS = {"en": "C.UTF-8", "pl": "pl_PL.UTF-8", "es": "es_ES.UTF-8"}


def columns(line):
    """Terminal columns: wide letters take two, combining marks none."""
    return sum(0 if unicodedata.combining(c) else
               2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


def helps(lang):
    env = dict(os.environ, LANGUAGE=lang, LANG=LANGS[lang], LC_ALL="")
    top = subprocess.run([tabula, "--help"], env=env, capture_output=True, text=True).stdout
    verbs = re.findall(r"^  ([a-z]+)  ", subprocess.run(
        [tabula, "--help"], env=dict(env, LANGUAGE="en", LANG="C.UTF-8"),
        capture_output=True, text=True).stdout, re.M)
    assert len(verbs) >= 10, "the verbs of tabula --help: %r" % verbs
    yield "tabula --help", top
    for v in verbs:
        r = subprocess.run([tabula, v, "--help"], env=env, capture_output=True, text=True)
        assert r.returncode == 0 and r.stdout, "tabula %s --help: exit %d" % (v, r.returncode)
        yield "tabula %s --help" % v, r.stdout


bad = []
for lang in LANGS:
    for what, text in helps(lang):
        lines = text.splitlines()
        for n, line in enumerate(lines, 1):
            if columns(line) > 80:
                bad.append("%s (%s) line %d: %d columns: %s" % (what, lang, n, columns(line), line))
            # An option line without two blanks after the option must be the
            # option alone: flags and PLACEHOLDERS, no words of a description.
            if (line.startswith("  -") and "  " not in line[2:].strip() and
                    any(not w.startswith("-") and re.search(r"[a-zà-ž]", w)
                        for w in line.split())):
                bad.append("%s (%s) line %d: no two blanks before the description: %s"
                           % (what, lang, n, line))
for b in bad:
    print(b)
print("%d lines too wide or run together" % len(bad))
sys.exit(1 if bad else 0)
