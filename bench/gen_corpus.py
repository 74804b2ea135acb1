#!/usr/bin/env python3
"""Writes a streaming-dense corpus of at least N lines (default 200000) into a folder.

Templates are the project's own rule testdata and cases (every rule's shapes: helpers, notebooks,
foreachBatch handlers, pipelines, configs) plus bench/gen_streaming_file.py's jobs. Each copy gets
its own table names and each file its own paths, so the corpus is varied text, not one file
repeated, and no two files share a checkpoint.
Usage: bench/gen_corpus.py OUT_DIR [LINES]
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def templates():
    found = []
    for folder in ("testdata/rules", "testdata/cases", "testdata/demo"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if name.endswith(".py"):
                    with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                        found.append((name, f.read()))
    job = subprocess.run([sys.executable, os.path.join(HERE, "gen_streaming_file.py"), "2000"],
                         check=True, capture_output=True, text=True).stdout
    found.append(("generated_jobs.py", job))
    return found


def main():
    out = sys.argv[1]
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
    os.makedirs(out, exist_ok=True)
    sources = templates()
    lines = copy = files = 0
    while lines < target:
        for name, text in sources:
            # Vary names per copy (tables) and paths per file: each file is its own job, so no two
            # files share a checkpoint (which SR102 reports across files).
            files += 1
            varied = re.sub(r'(["\'])((?:/|[a-z0-9]+:/)[^"\']*)\1', lambda m: '%s%s/f%d%s' % (m.group(1), m.group(2), files, m.group(1)), text)
            varied = re.sub(r'"([a-z_]+)\.([a-z_]+)"', lambda m: '"%s.%s_%d"' % (m.group(1), m.group(2), copy), varied)
            path = os.path.join(out, "copy%03d" % copy, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(varied)
            lines += varied.count("\n")
        copy += 1
    print("%d lines in %d copies of %d templates" % (lines, copy, len(sources)))


if __name__ == "__main__":
    main()
