# Both images, from the repository root (the build context; .dockerignore leaves out node_modules,
# dist, test output). `docker compose up` (docker-compose.yml) picks each service's target, or:
#   docker build --target mock -t mo-mock .
#   docker build --target portal -t mo-portal .
#   docker run -p 4173:8080 -e MOCK_UPSTREAM=<gateway host:port> mo-portal
# The stages the two images share are written once: the workspace manifests (for every npm ci) and
# the installed workspace with the shared sources (for both builds).
# The Node release is the one scripts/test-node-lts.sh tests on (scripts/lib/engines.test.ts).

# The root and the four workspace package files: what npm ci reads, nothing else.
FROM node:24.21.0-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY mock-server/package.json mock-server/
COPY web/package.json web/

# Every dependency, and the sources both builds read.
FROM manifests AS workspace
ENV PACT_DO_NOT_TRACK=true
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts

# ---- The mock insurer, compiled ----

# 1. Compile: `npm run build:mock` (mock-server/build.mjs: esbuild bundles the mock and the
#    workspaces into mock-server/dist/server.js; a few packages stay outside).
FROM workspace AS mock-build
COPY tsconfig.json ./
COPY fixtures fixtures
COPY mock-server mock-server
RUN npm run build:mock

# 2. The production dependencies of the mock workspace alone (no dev dependencies, no portal):
#    what the bundle leaves outside (build.mjs's EXTERNAL_PACKAGES) comes from here.
FROM manifests AS mock-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @mo/mock-server \
  && rm -rf node_modules/@mo \
  && mkdir -p mock-server/node_modules fixtures/node_modules contracts/node_modules

# 3. What runs: Node, the production dependencies and the compiled mock, as the `node` user.
FROM node:24.21.0-bookworm-slim AS mock
WORKDIR /app
# every interface of the container: the mock's own default (127.0.0.1) would be unreachable
ENV NODE_ENV=production PORT=4010 HOST=0.0.0.0
# glibc's allocator gives back what bursts of large bodies freed (mock-server/README, issue 30)
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=131072
COPY --from=mock-deps /app/node_modules node_modules
COPY --from=mock-deps /app/mock-server/node_modules mock-server/node_modules
COPY --from=mock-deps /app/fixtures/node_modules fixtures/node_modules
COPY --from=mock-deps /app/contracts/node_modules contracts/node_modules
COPY package.json ./
COPY mock-server/package.json mock-server/
COPY --from=mock-build /app/mock-server/dist mock-server/dist
USER node
EXPOSE 4010
# Alive when it answers: the control API's health call, or (MOCK_CONTROL=off) its OpenAPI document.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["node", "-e", "const u='http://127.0.0.1:'+(process.env.PORT||4010);fetch(u+'/__mock/health').then(r=>r.ok||fetch(u+'/docs/json').then(d=>d.ok)).then(ok=>process.exit(ok?0:1),()=>process.exit(1))"]
# The command the e2e production journey (e2e/playwright.nginx.config.ts) and the bench start.
CMD ["node", "mock-server/dist/server.js"]

# ---- The portal: built by Vite, served by nginx with web/nginx/ (the same configuration the e2e
#      production journey runs on Debian's nginx: e2e/playwright.nginx.config.ts) ----

# 1. Build: vite build (web/dist: index.html and hashed assets/).
FROM workspace AS portal-build
COPY web web
# Read at build time (web/src/lib/config.ts); the default /gw is this image's own proxy.
ARG VITE_GATEWAY_URL
# off for a real insurer: the portal never sends the mock's x-mock-sandbox (docs/spec-notes.md, Headers)
ARG VITE_MOCK_SANDBOXES
RUN npm run build -w @mo/web

# 2. Serve: nginx's official image (gzip; it ships no brotli module), as its unprivileged `nginx`
#    user on port 8080. Its entrypoint sources /docker-entrypoint.d/*.envsh, then renders
#    /etc/nginx/templates/*.template into conf.d with envsubst, limited by NGINX_ENVSUBST_FILTER
#    to the three names below. 18-portal-gateway.envsh (web/nginx/gateway-upstream.envsh) writes
#    the third, the gateway's servers, from MOCK_UPSTREAM (one mock) or MOCK_UPSTREAMS (several,
#    routed by x-mock-sandbox: `docker run -e MOCK_UPSTREAMS="mock-1:4010 mock-2:4010" ...`).
FROM nginx:1.30.1-alpine AS portal
COPY web/nginx/nginx.conf /etc/nginx/nginx.conf
COPY web/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY web/nginx/gateway-upstream.envsh /docker-entrypoint.d/18-portal-gateway.envsh
COPY --from=portal-build /app/web/dist /usr/share/nginx/html
RUN rm -f /etc/nginx/conf.d/default.conf && chown -R nginx:nginx /etc/nginx/conf.d \
  && chmod 755 /docker-entrypoint.d/18-portal-gateway.envsh
ENV PORTAL_PORT=8080 \
    PORTAL_ROOT=/usr/share/nginx/html \
    MOCK_UPSTREAM=mock:4010 \
    NGINX_ENVSUBST_FILTER='^(PORTAL_PORT|PORTAL_ROOT|PORTAL_GATEWAY_SERVERS)$'
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORTAL_PORT}/" || exit 1
