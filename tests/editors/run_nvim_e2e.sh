#!/usr/bin/env bash
# Runs tests/editors/nvim_e2e.lua in a real headless Neovim against the built server.
# Usage: run_nvim_e2e.sh STREAMLINT SOURCE_DIR
set -euo pipefail
# Absolute paths: the editor runs from a temporary folder.
streamlint="$(realpath "$1")"; source_dir="$(realpath "$2")"
command -v nvim >/dev/null || { echo "neovim is not installed (scripts/bootstrap installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$source_dir/testdata/cases/01_trigger_once_kafka_bronze.py" "$work/job.py"
out=$(cd "$work" && STREAMLINT="$streamlint" SOURCE="$source_dir" COPY="$work/job.py" \
  timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $source_dir/tests/editors/nvim_e2e.lua" 2>&1)
echo "$out"
grep -q "nvim e2e: diagnostics SR301:26,SR307:10, quick fix applied" <<<"$out"
