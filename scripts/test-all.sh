#!/usr/bin/env bash
# `npm test`: every check and every test, in the order that fails fastest. Independent steps run
# side by side (these machines have two cores and jest or Playwright alone keeps about one busy);
# each step's output is printed whole when it ends, with its time.
set -euo pipefail
cd "$(dirname "$0")/.."
# the local binaries directly: npx and npm run add nothing but start-up time and noise
export PATH="$PWD/node_modules/.bin:$PATH"
export PACT_DO_NOT_TRACK=true
out=test-results/summary
logs=test-results/logs
rm -rf "$out" "$logs" && mkdir -p "$out" "$logs"
started=$SECONDS

step() { printf '\n==> [%4ss] %s\n' "$((SECONDS - started))" "$*"; }

# Runs named commands at once; prints each one's log as it was written, then fails if any failed.
together() {
  local names=() pids=() status=0 i
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" >"$logs/$1.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      printf '\n--- %s: ok (%ss)\n' "${names[$i]}" "$((SECONDS - started))"
    else
      printf '\n--- %s: FAILED (%ss)\n' "${names[$i]}" "$((SECONDS - started))"
      status=1
    fi
    cat "$logs/${names[$i]}.log"
  done
  return $status
}

step "i18n keys, feature boundaries, typecheck, lint and format (side by side)"
together \
  i18n "tsx scripts/check-i18n.ts" \
  boundaries "tsx scripts/check-boundaries.ts" \
  typecheck-node "tsc -p tsconfig.json" \
  typecheck-web "tsc -p web/tsconfig.json" \
  lint "eslint . --max-warnings=0" \
  format "prettier --check . --log-level warn"

# No test may read the wall clock or the machine's time zone. The unit suite runs twice to prove it
# (both runs side by side): once in the farthest time zone there is (UTC+14, where it is already
# tomorrow for most of the world), and once on a faked clock late in the UTC day, when Jakarta
# (UTC+7) is a day ahead of UTC. The contract tests and the portal's build run beside them.
late_unit="echo 'skipped: Debian faketime is not installed (apt-get install faketime)'"
if command -v faketime >/dev/null 2>&1; then
  late_unit="TZ=UTC faketime '2026-12-01 22:30:00' jest --selectProjects unit web --json --outputFile=$out/jest-unit-late.json"
elif [ -n "${CI:-}" ]; then
  echo "faketime is missing: .ci/run installs Debian's faketime package" >&2
  exit 1
fi
step "unit tests in a far time zone (Pacific/Kiritimati, UTC+14) and on a clock faked late in the UTC day (faketime '2026-12-01 22:30:00', TZ=UTC); contract tests; the portal's build"
together \
  unit-far-zone "TZ=Pacific/Kiritimati jest --selectProjects unit web --json --outputFile=$out/jest-unit.json" \
  unit-late-utc "$late_unit" \
  contract "bash scripts/test-contract.sh $out && vite build web --logLevel warn"

# One Playwright per language, each with its own mock insurer and portal server (own ports), so the
# two languages run at once without sharing the mock's state.
step "end-to-end (Playwright in Debian's Chromium), Indonesian and English side by side"
e2e() {
  echo "E2E_MOCK_PORT=$2 E2E_WEB_PORT=$3 E2E_OUTPUT=../test-results/e2e-$1 E2E_REPORT=$PWD/$out/playwright-$1.json playwright test -c e2e/playwright.config.ts --project=$1"
}
together e2e-id "$(e2e id 4110 4174)" e2e-en "$(e2e en 4111 4175)"

step "summary"
tsx scripts/test-summary.ts "$out"
