#!/usr/bin/env bash
# Consumer tests write contracts/pacts/*.json from the web's real API client; the provider
# test then replays every interaction against the mock server built by buildApp().
set -euo pipefail
cd "$(dirname "$0")/.."
# the local binaries directly: npx and npm run add nothing but start-up time and noise
export PATH="$PWD/node_modules/.bin:$PATH"
export PACT_DO_NOT_TRACK=true
out=${1:-test-results/summary}
mkdir -p "$out"
rm -f contracts/pacts/*.json
jest --selectProjects contract --runInBand --testPathPatterns consumer --json --outputFile="$out/jest-consumer.json"
jest --selectProjects contract --runInBand --testPathPatterns provider --json --outputFile="$out/jest-provider.json"
