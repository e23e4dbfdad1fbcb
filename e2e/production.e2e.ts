import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Response } from '@playwright/test';
import { DEMO_USERS } from '@mo/contracts';
import { PORTAL_HEADERS } from '../web/vite.config';
import { signInToDashboard, URLS } from './flows';
import { expect, langOf, test } from './support';

/**
 * The production path of both images (e2e/playwright.nginx.config.ts): the compiled mock insurer,
 * and the built portal behind nginx with the portal image's configuration (web/nginx/). Caching,
 * compression, the security headers, the SPA fallback and the /gw proxy are nginx's work here.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
// nginx leaves files under its gzip_min_length uncompressed (a few hundred bytes gain nothing).
const GZIP_MIN_LENGTH = Number(
  /gzip_min_length\s+(\d+);/.exec(
    readFileSync(
      fileURLToPath(new URL('../web/nginx/default.conf.template', import.meta.url)),
      'utf8',
    ),
  )?.[1],
);
type Answer = Pick<Response | APIResponse, 'url' | 'status' | 'headers'>;

/** The portal's security headers, as vite preview sends them (web/vite.config.ts). */
const expectPortalHeaders = (answer: Answer) => {
  const headers = answer.headers();
  for (const [name, value] of Object.entries(PORTAL_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} of ${answer.url()}`).toBe(value);
  }
};

test('through nginx the sign-in page loads and a whole sign-in reaches the dashboard over /gw', async ({
  page,
  request,
}, info) => {
  const answers: Response[] = [];
  page.on('response', (r) => answers.push(r));

  await signInToDashboard(page, request, langOf(info), DEMO_USERS.hr);

  const own = answers.filter((r) => new URL(r.url()).origin === new URL(page.url()).origin);
  const document = own.find((r) => r.request().resourceType() === 'document');
  expect(document?.status()).toBe(200);
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expectPortalHeaders(document as Response);

  // Every script the browser ran is a hashed asset: cached for good, sent compressed (all but
  // the few under nginx's gzip_min_length).
  const scripts = own.filter((r) => r.request().resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  expect(GZIP_MIN_LENGTH).toBeGreaterThan(0);
  let compressedScripts = 0;
  for (const script of scripts) {
    expect(new URL(script.url()).pathname).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control'], script.url()).toBe(IMMUTABLE);
    const compressed = (await script.body()).length >= GZIP_MIN_LENGTH;
    expect(script.headers()['content-encoding'], script.url()).toBe(
      compressed ? 'gzip' : undefined,
    );
    if (compressed) compressedScripts += 1;
    expectPortalHeaders(script);
  }
  // the entry, the vendor chunk and the sign-in area are far above the limit
  expect(compressedScripts).toBeGreaterThanOrEqual(3);

  // The gateway calls went through nginx's /gw proxy and carry the gateway's own headers only.
  const calls = own.filter((r) => new URL(r.url()).pathname.startsWith('/gw/'));
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.status(), call.url()).toBeLessThan(400);
    expect(call.headers()['cache-control'], call.url()).toBe('no-store');
    expect(call.headers()['content-security-policy'], call.url()).not.toBe(
      PORTAL_HEADERS['Content-Security-Policy'],
    );
  }
});

test('index.html is revalidated on every use; hashed assets are immutable and gzip-compressed', async ({
  request,
}) => {
  for (const path of ['/', '/index.html']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
    expectPortalHeaders(res);
  }
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script in index.html').toBeDefined();

  const js = await request.get(entry as string, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.status()).toBe(200);
  expect(js.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(js.headers()['cache-control']).toBe(IMMUTABLE);
  expect(js.headers()['content-encoding']).toBe('gzip');
  expect(js.headers()['vary']).toMatch(/Accept-Encoding/i);
  expectPortalHeaders(js);

  // Without Accept-Encoding nginx sends it as it is.
  const plain = await request.get(entry as string, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBeGreaterThan(0);
});

test('a path that is no file is the portal; a missing hashed asset is a 404, never index.html', async ({
  page,
  request,
}) => {
  const deep = await request.get('/mo/eb-app-base/landing/home');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toMatch(/^text\/html/);
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect(await deep.text()).toBe(await (await request.get('/index.html')).text());

  // An older deploy's chunk: a 404 the portal can react to, with the same headers.
  const gone = await request.get('/assets/area-00000000.js');
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type']).not.toMatch(/javascript/);
  expectPortalHeaders(gone);

  // A deep link in the browser shows the portal, which routes by its hash.
  await page.goto(`/no/such/page${URLS.signIn}`);
  await expect(page.getByTestId('sign-in-submit')).toBeVisible();
});

test('/gw is proxied to the gateway, path and query as the browser wrote them', async ({
  request,
}) => {
  const health = await request.get('/gw/__mock/health');
  expect(health.status()).toBe(200);
  expect(((await health.json()) as { status: string }).status).toBe('ok');
  // The gateway's headers, not the portal's: one CSP, the API's.
  const csp = health
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(csp.map((h) => h.value)).toEqual([
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  ]);
  expect(health.headers()['cache-control']).toBe('no-store');

  // An escaped query arrives as written (%40 stays an escaped @ in one parameter).
  const inbox = await request.get(
    `/gw/__mock/inbox?email=${encodeURIComponent(DEMO_USERS.hr.email)}`,
  );
  expect(inbox.status()).toBe(200);
  expect(await inbox.json()).toEqual({ messages: [] });

  // An unknown gateway path is the gateway's envelope, not the portal's index.html.
  const unknown = await request.get('/gw/no-such-area/anything');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^application\/json/);
});
