#!/usr/bin/env bash
# `npm run screenshots`: builds the portal, runs the Playwright journeys (every screen is audited
# with axe and photographed in both languages on the way) and gathers the PNGs in screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
vite build web --logLevel warn
rm -rf test-results/e2e/screens
E2E_SCREENSHOTS=1 playwright test -c e2e/playwright.config.ts
rm -rf screenshots && mkdir -p screenshots/id screenshots/en
for f in test-results/e2e/screens/*.png; do
  name=$(basename "$f" .png)
  lang=${name##*-}
  cp "$f" "screenshots/$lang/${name%-*}.png"
done
echo "screenshots: $(ls screenshots/id | wc -l) screens in id, $(ls screenshots/en | wc -l) in en (screenshots/<lang>/<screen>.png)"
