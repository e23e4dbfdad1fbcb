#!/usr/bin/env bash
# Consumer tests write contracts/pacts/*.json from the web's real API client; the provider
# test then replays every interaction against the mock server built by buildApp().
set -euo pipefail
cd "$(dirname "$0")/.."
export PACT_DO_NOT_TRACK=true
out=${1:-test-results/summary}
mkdir -p "$out"
rm -f contracts/pacts/*.json
npx jest --selectProjects contract --runInBand --testPathPatterns consumer --json --outputFile="$out/jest-consumer.json"
npx jest --selectProjects contract --runInBand --testPathPatterns provider --json --outputFile="$out/jest-provider.json"
