#!/usr/bin/env bash
# `npm test`: every check and every test, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
# the local binaries directly: npx and npm run add nothing but start-up time and noise
export PATH="$PWD/node_modules/.bin:$PATH"
export PACT_DO_NOT_TRACK=true
out=test-results/summary
rm -rf "$out" && mkdir -p "$out"

step() { printf '\n==> %s\n' "$*"; }

step "i18n keys (id and en identical, every t() key present)"
tsx scripts/check-i18n.ts
step "feature boundaries (features never import each other)"
tsx scripts/check-boundaries.ts
step "typecheck"
tsc -p tsconfig.json
tsc -p web/tsconfig.json
step "lint and format"
eslint . --max-warnings=0
prettier --check . --log-level warn

# No test may read the wall clock or the machine's time zone. The unit suite runs twice to prove it:
# once in the farthest time zone there is (UTC+14, where it is already tomorrow for most of the
# world), and once on a faked clock late in the UTC day, when Jakarta (UTC+7) is a day ahead of UTC.
step "unit tests (contracts, fixtures, mock server, web) in a far time zone (Pacific/Kiritimati, UTC+14)"
TZ=Pacific/Kiritimati jest --selectProjects unit web --json --outputFile="$out/jest-unit.json"

step "unit tests again on a faked clock late in the UTC day (faketime '2026-12-01 22:30:00', TZ=UTC)"
if command -v faketime >/dev/null 2>&1; then
  TZ=UTC faketime '2026-12-01 22:30:00' jest --selectProjects unit web --json \
    --outputFile="$out/jest-unit-late.json"
elif [ -n "${CI:-}" ]; then
  echo "faketime is missing: .ci/run installs Debian's faketime package" >&2
  exit 1
else
  echo "skipped: Debian's faketime package is not installed (apt-get install faketime)"
fi

step "contract tests (Pact consumer, then provider verification against buildApp())"
bash scripts/test-contract.sh "$out"

step "build the portal"
vite build web --logLevel warn

step "end-to-end (Playwright in Debian's Chromium)"
playwright test -c e2e/playwright.config.ts

tsx scripts/test-summary.ts "$out"
