# Shared by the bench/run_* scripts (sourced). A benchmark without its peer is no benchmark: every
# missing binary or failed run stops the script with a message, never a silent zero or `inf`.

shopt -s inherit_errexit  # a failed run inside $(measure ...) stops the script too

# Stops unless each argument is an executable file.
require_peer() {
  local missing=0
  for peer in "$@"; do
    if [ ! -x "$peer" ]; then
      echo "benchmark peer missing: $peer (run scripts/build first)" >&2
      missing=1
    fi
  done
  [ "$missing" = 0 ] || exit 2
}

# Runs a measured command; `check` exits 1 when it finds something, so 0 and 1 are success.
run_measured() {
  local status=0
  "$@" >/dev/null 2>&1 || status=$?
  if [ "$status" -gt 1 ]; then
    echo "benchmark run failed (exit $status): $*" >&2
    exit 2
  fi
}
