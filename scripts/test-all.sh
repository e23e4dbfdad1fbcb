#!/usr/bin/env bash
# `npm test`: every check and every test, in the order that fails fastest. Independent checks run
# side by side on the two cores; each step's output is printed whole when it ends, with its time,
# and kept in test-results/logs/.
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

# A Debian tool a step needs: present, or (outside CI) a note saying what runs without it; CI
# fails, since .ci/run installs every one of them.
has_tool() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if [ -n "${CI:-}" ]; then
    echo "$1 is missing: .ci/run installs Debian's $1 package" >&2
    exit 1
  fi
  echo "note: Debian's $1 is not installed (apt-get install $1): $2"
  return 1
}

# The compose file as Compose reads it (no Docker engine runs on these machines: `config` checks
# the file, its services, build contexts and variables without one), alone and with the override
# that puts two mock processes behind the portal's nginx (docker-compose.replicas.yml).
compose=()
if has_tool docker-compose "docker-compose.yml is not validated"; then
  compose=(compose "docker-compose config -q \
    && docker-compose -f docker-compose.yml -f docker-compose.replicas.yml config -q")
fi

step "i18n keys, compose file, typecheck, lint and format (side by side)"
together \
  "${compose[@]}" \
  i18n "tsx scripts/check-i18n.ts" \
  typecheck-node "tsc -p tsconfig.json" \
  typecheck-web "tsc -p web/tsconfig.json" \
  lint "eslint . --max-warnings=0" \
  format "prettier --check . --log-level warn"

# No test may read the wall clock or the machine's time zone. The unit suite proves it by running on
# a clock faked late in the UTC day (faketime '2026-12-01 22:30:00', when Jakarta, UTC+7, is already
# on 2 December) in a far time zone (Pacific/Pago_Pago, UTC-11, still on 1 December): a test that
# counts days from UTC or from the machine's zone, instead of from the injected Jakarta date, meets
# a day that is not Jakarta's and fails. (One pass with both conditions: two passes did not fit
# CI's 15 minutes on two cores.) The contract tests and the portal's build run beside it.
unit="jest --selectProjects unit web --maxWorkers=2 --json --outputFile=$out/jest-unit.json"
if has_tool faketime "the unit tests run on the real clock, in Pacific/Pago_Pago"; then
  unit="TZ=Pacific/Pago_Pago faketime '2026-12-01 22:30:00' $unit"
else
  unit="TZ=Pacific/Pago_Pago $unit"
fi
step "unit tests on a clock faked late in the UTC day in a far time zone (faketime '2026-12-01 22:30:00', TZ=Pacific/Pago_Pago); contract tests; the portal's build"
together \
  unit "$unit" \
  contract "bash scripts/test-contract.sh $out && vite build web --logLevel warn && node mock-server/build.mjs"

# Every journey runs in both languages (projects id and en), in one Playwright run. Each journey
# works in a sandbox of its own on the mock (e2e/support.ts), made before it and deleted after it,
# and those not about signing in start signed in (signInFast): no journey sees another's world, so
# two run at once (two workers; 59 English journeys took 150 s on two workers against 206 s on one;
# a third worker is no faster: Chromium keeps both cores busy). One run for both languages starts
# the mock and the portal once and has one tail, not two.
step "end-to-end (Playwright in Debian's Chromium, two workers): every journey in Indonesian and in English"
playwright test -c e2e/playwright.config.ts --project=id --project=en

step "end-to-end: the production path (the compiled mock; the built portal behind the portal image's nginx configuration)"
E2E_OUTPUT=../test-results/e2e-nginx playwright test -c e2e/playwright.nginx.config.ts

step "summary"
tsx scripts/test-summary.ts "$out"
