#!/usr/bin/env bash
# Runs tests/editors/emacs_e2e.el in a real batch Emacs with Eglot against the built server: a
# finding's column on a line with an emoji before it (position-encoding negotiation).
# Usage: run_emacs_e2e.sh STREAMLINT SOURCE_DIR
set -euo pipefail
# Absolute paths: the editor runs from a temporary folder.
streamlint="$(realpath "$1")"; source_dir="$(realpath "$2")"
command -v emacs >/dev/null || { echo "emacs is not installed (scripts/bootstrap installs emacs-nox)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'q = spark.readStream.table("a").writeStream.option("checkpointLocation", "/c")\ns = "\xf0\x9f\x98\x80\xc3\xa9"; q.trigger(once=True).toTable("x")\n' > "$work/job.py"
out=$(cd "$work" && HOME="$work" STREAMLINT="$streamlint" SOURCE="$source_dir" FILE="$work/job.py" \
  timeout 60 emacs --batch -l "$source_dir/tests/editors/emacs_e2e.el" 2>&1)
echo "$out"
grep -q "emacs e2e: SR301 at line 2" <<<"$out"
