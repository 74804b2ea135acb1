#!/usr/bin/env bash
# Runs tests/editors/nvim_e2e.lua in a real headless Neovim against the built server.
# Usage: run_nvim_e2e.sh STREAMLINT SOURCE_DIR
set -euo pipefail
# Absolute paths: the editor runs from a temporary folder.
streamlint="$(realpath "$1")"; source_dir="$(realpath "$2")"
command -v nvim >/dev/null || { echo "neovim is not installed (scripts/bootstrap installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# run FILE EXPECT FIX_TITLE FIXED: opens a copy of FILE, expects its diagnostics, applies the fix.
run() {
  local copy="$work/$(basename "$1")"
  cp "$1" "$copy"
  local out
  out=$(cd "$work" && STREAMLINT="$streamlint" SOURCE="$source_dir" COPY="$copy" EXPECT="$2" FIX_TITLE="$3" FIXED="$4" \
    timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $source_dir/tests/editors/nvim_e2e.lua" 2>&1)
  echo "$out"
  grep -q "nvim e2e: diagnostics $2, quick fix applied" <<<"$out"
}
run "$source_dir/testdata/cases/01_trigger_once_kafka_bronze.py" "SR301:26,SR307:10" \
  "Replace once=True with availableNow=True" "trigger%(availableNow=True%)"
run "$source_dir/testdata/demo/BronzeClaims.scala" "SR301:22" \
  "Replace Trigger.Once() with Trigger.AvailableNow()" "trigger%(Trigger%.AvailableNow%(%)%)"
