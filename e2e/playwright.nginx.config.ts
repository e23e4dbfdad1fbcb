import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { E2E_MOCK_PORT, E2E_WEB_PORT, E2E_WEB_URL } from './ports';

/**
 * The production path of both images, proved without Docker: the compiled mock insurer started
 * with the image's command, and the built portal served by Debian's nginx with the portal image's
 * own configuration (web/nginx/, rendered by scripts/lib/nginx-serve.sh) instead of vite preview.
 * One journey file, e2e/production.e2e.ts (the main configuration leaves it out):
 *
 *   node_modules/.bin/playwright test -c e2e/playwright.nginx.config.ts
 *
 * It needs the built portal (vite build web) and the compiled mock (npm run build:mock), and the
 * same E2E_MOCK_PORT, E2E_WEB_PORT (nginx's port here), E2E_OUTPUT and E2E_WEB_DIST as the main one.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
/** The mock image's CMD (Dockerfile, stage mock), run from the repository. */
const MOCK_PRODUCTION_ENTRY = 'mock-server/dist/server.js';
const portalRoot = resolve(repo, 'web', process.env.E2E_WEB_DIST ?? 'dist');

for (const [what, path, how] of [
  ['the compiled mock', resolve(repo, MOCK_PRODUCTION_ENTRY), 'npm run build:mock'],
  ['the built portal', resolve(portalRoot, 'index.html'), 'vite build web'],
] as const) {
  if (!existsSync(path)) throw new Error(`${what} is missing (${path}): run ${how} first`);
}

const [mock] = base.webServer instanceof Array ? base.webServer : [];
if (!mock) throw new Error('e2e/playwright.config.ts no longer starts the mock first');

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'production.e2e.ts',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.E2E_REPORT ?? '../test-results/summary/playwright-nginx.json' },
    ],
  ],
  // The Indonesian project only: the journey is about serving, not about wording.
  // The Indonesian project without its own ignore list (which leaves this file out of the main run).
  projects: (base.projects ?? [])
    .filter((p) => p.name === 'id')
    .map(({ testIgnore: _ignored, ...project }) => project),
  webServer: [
    {
      ...mock,
      command: `node ${MOCK_PRODUCTION_ENTRY}`,
      // as in docker-compose.yml: nginx (loopback here) forwards the client's address
      env: { ...mock.env, MOCK_TRUST_PROXY: 'loopback' },
    },
    {
      command: 'bash scripts/lib/nginx-serve.sh',
      cwd: '..',
      url: E2E_WEB_URL,
      env: {
        PORTAL_PORT: String(E2E_WEB_PORT),
        PORTAL_ROOT: portalRoot,
        MOCK_UPSTREAM: `127.0.0.1:${E2E_MOCK_PORT}`,
      },
      reuseExistingServer: false,
      // nginx stops on SIGTERM and the launcher removes its scratch directory
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
    },
  ],
});
