#!/usr/bin/env bash
# Serves the built portal with the portal image's own nginx configuration on Debian's nginx (no
# Docker on these machines): web/nginx/default.conf.template rendered with envsubst as the image's
# entrypoint renders it, inside web/nginx/nginx.conf with its paths moved into a scratch prefix,
# so it runs as any user. e2e/playwright.nginx.config.ts starts it for e2e/production.e2e.ts.
#
#   PORTAL_PORT=4175 MOCK_UPSTREAM=127.0.0.1:4110 bash scripts/lib/nginx-serve.sh
#
#   PORTAL_PORT    port to listen on (127.0.0.1 and any address, as in the image)   default 4175
#   PORTAL_ROOT    the built portal                                                 default web/dist
#   MOCK_UPSTREAM  host:port that /gw forwards to                                   default 127.0.0.1:4010
#   MOCK_UPSTREAMS several mock processes instead ("127.0.0.1:4610 127.0.0.1:4611", spaces or
#                  commas), routed by x-mock-sandbox with consistent hashing: each sandbox on one
#                  process (web/nginx/gateway-upstream.envsh, which the image's entrypoint sources too)
#   NGINX_PREFIX   scratch directory (emptied first)    default ${TMPDIR:-/tmp}/mo-portal-nginx-<port>
#   NGINX_RENDER_ONLY=1  render the configuration into the prefix and stop (scripts/lib/nginx-serve.test.ts)
set -euo pipefail
cd "$(dirname "$0")/../.."

export PORTAL_PORT="${PORTAL_PORT:-4175}"
export MOCK_UPSTREAM="${MOCK_UPSTREAM:-127.0.0.1:4010}"
PORTAL_ROOT="${PORTAL_ROOT:-web/dist}"
export PORTAL_ROOT="$(cd "$PORTAL_ROOT" && pwd)"
prefix="${NGINX_PREFIX:-${TMPDIR:-/tmp}/mo-portal-nginx-$PORTAL_PORT}"

if ! command -v envsubst >/dev/null 2>&1; then
  echo "nginx-serve: envsubst is missing (apt-get install gettext-base)" >&2
  exit 1
fi
if [ ! -f "$PORTAL_ROOT/index.html" ]; then
  echo "nginx-serve: no built portal in $PORTAL_ROOT (vite build web)" >&2
  exit 1
fi

rm -rf "$prefix"
mkdir -p "$prefix/conf.d" "$prefix/logs"

# Started as root, nginx would run its workers as Debian's www-data, which cannot read a clone in a
# folder only root may enter (a mktemp -d folder, a 0700 home): the step timed out on 403s. They run
# as the invoking user instead. Not root, nginx runs as that user anyway (and warns about a user
# directive), so none is added. The image's nginx.conf has none: the image starts nginx as `nginx`.
workers=""
if [ "$(id -u)" = 0 ]; then
  workers="user $(id -un) $(id -gn);"
fi
# The image's main configuration, its /tmp and conf.d paths moved into the prefix, the access
# log into a file (Playwright's pipes cannot be opened again as /dev/stdout).
{
  if [ -n "$workers" ]; then printf '%s\n' "$workers"; fi
  sed -e "s#/tmp/#$prefix/#g" -e "s#/etc/nginx/conf.d/#$prefix/conf.d/#g" \
    -e "s#access_log /dev/stdout#access_log $prefix/logs/access.log#" \
    web/nginx/nginx.conf
} >"$prefix/nginx.conf"
# The gateway's upstream servers, written as the image's entrypoint writes them (the same file,
# /docker-entrypoint.d/18-portal-gateway.envsh there): it exports PORTAL_GATEWAY_SERVERS.
# shellcheck source=../../web/nginx/gateway-upstream.envsh
. web/nginx/gateway-upstream.envsh
# The server, rendered as the image's entrypoint (20-envsubst-on-templates.sh) renders it: envsubst
# of the variables whose names match NGINX_ENVSUBST_FILTER (the root Dockerfile's portal stage),
# nginx's own left alone.
filter="$(sed -n "s/^ *NGINX_ENVSUBST_FILTER='\(.*\)'$/\1/p" Dockerfile)"
if [ -z "$filter" ]; then
  echo "nginx-serve: no NGINX_ENVSUBST_FILTER='...' line in Dockerfile" >&2
  exit 1
fi
# shellcheck disable=SC2016,SC2046 # the same line as the image's script
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" </dev/null))
envsubst "$defined_envs" <web/nginx/default.conf.template >"$prefix/conf.d/default.conf"
if grep -q '\${\(PORTAL_PORT\|PORTAL_ROOT\|PORTAL_GATEWAY_SERVERS\)}' "$prefix/conf.d/default.conf"; then
  echo "nginx-serve: a variable was left unreplaced in the rendered configuration" >&2
  exit 1
fi
if [ "${NGINX_RENDER_ONLY:-}" = 1 ]; then exit 0; fi

nginx_bin="$(command -v nginx || true)"
[ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ] && nginx_bin=/usr/sbin/nginx
if [ -z "$nginx_bin" ]; then
  echo "nginx-serve: Debian's nginx is missing (apt-get install nginx; .ci/run installs it)" >&2
  exit 1
fi

"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf" -e stderr

"$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -e stderr -g 'daemon off;' &
pid=$!
stop() {
  kill -QUIT "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$prefix"
}
trap stop EXIT
trap 'exit 0' INT TERM
wait "$pid"
