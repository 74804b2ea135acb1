#!/usr/bin/env bash
# Validates `streamlint check --format sarif` with Microsoft's SARIF validator (SARIF 2.1.0 schema
# and rules). Usage: validate.sh STREAMLINT WORKDIR INPUT...
set -euo pipefail
streamlint="$1"; work="$2"; shift 2
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$work"
cp "$here/package.json" "$here/package-lock.json" "$work/"
if [ ! -x "$work/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool" ]; then
  (cd "$work" && npm ci --ignore-scripts --no-audit --no-fund >/dev/null)
  chmod u+x "$work/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
fi
status=0
"$streamlint" check --format sarif --output-file "$work/streamlint.sarif" "$@" || status=$?
[ "$status" -le 1 ] || { echo "streamlint failed with $status" >&2; exit 1; }
rm -f "$work/validation.sarif"
(cd "$work" && npx --no-install sarif-multitool validate streamlint.sarif --output validation.sarif >/dev/null)
# Any result of level "error" is a schema or rule violation.
node -e '
const log = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const results = log.runs.flatMap(r => r.results || []);
const errors = results.filter(r => (r.level || "warning") === "error");
for (const e of errors) console.error(e.ruleId, JSON.stringify(e.message));
const sarif = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
const n = sarif.runs[0].results.length;
console.log(`${n} results validated, ${errors.length} errors, ${results.length - errors.length} notes/warnings`);
if (errors.length || n === 0) process.exit(1);
' "$work/validation.sarif" "$work/streamlint.sarif"
