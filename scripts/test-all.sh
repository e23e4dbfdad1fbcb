#!/usr/bin/env bash
# `npm test`: every check and every test, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true
out=test-results/summary
rm -rf "$out" && mkdir -p "$out"

step() { printf '\n==> %s\n' "$*"; }

step "i18n keys (id and en identical, every t() key present)"
npx tsx scripts/check-i18n.ts
step "feature boundaries (features never import each other)"
npx tsx scripts/check-boundaries.ts
step "typecheck"
npm run -s typecheck
step "lint and format"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn

step "unit tests (contracts, fixtures, mock server, web)"
npx jest --selectProjects unit web --json --outputFile="$out/jest-unit.json"

step "contract tests (Pact consumer, then provider verification against buildApp())"
bash scripts/test-contract.sh "$out"

step "build the portal"
npm run -s build

step "end-to-end (Playwright in Debian's Chromium)"
npx playwright test -c e2e/playwright.config.ts

npx tsx scripts/test-summary.ts "$out"
