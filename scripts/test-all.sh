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

step "unit tests (contracts, fixtures, mock server, web)"
jest --selectProjects unit web --json --outputFile="$out/jest-unit.json"

step "contract tests (Pact consumer, then provider verification against buildApp())"
bash scripts/test-contract.sh "$out"

step "build the portal"
vite build web --logLevel warn

step "end-to-end (Playwright in Debian's Chromium)"
playwright test -c e2e/playwright.config.ts

tsx scripts/test-summary.ts "$out"
