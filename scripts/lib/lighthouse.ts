// Lighthouse of `npm run bench`: the built portal behind a real web server (Debian's nginx with
// the portal image's configuration when installed, else vite preview), /gw proxied to the mock, measured by the lighthouse package
// driving Debian's Chromium. The dashboard is loaded signed in: Lighthouse's blank page is a page
// of the portal's origin that stores a session first (sessionStorage lives per tab and origin, so
// the dashboard load that follows in the same tab finds it), and storage is not reset.
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { sessionSetterScript, timeBreakdown, type TimeBreakdown } from './bench-report';
import type { MockSession } from './mock-session';
import { startServer, type Running } from './processes';

export const NGINX = '/usr/sbin/nginx';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The portal's hash routes (web/src/lib/paths.ts). */
export const PORTAL_PAGES = {
  signIn: '/#/mo/eb-app-signin/landing/sign-in',
  dashboard: '/#/mo/eb-app-base/landing/home',
} as const;
export type PortalPage = keyof typeof PORTAL_PAGES;
export type Preset = 'mobile' | 'desktop';

/** The portal image's own nginx configuration on Debian's nginx (the delivery's script). */
export const NGINX_SERVE = 'scripts/lib/nginx-serve.sh';
const nginxUsable = () =>
  existsSync(NGINX_SERVE) && [NGINX, '/usr/bin/envsubst'].every((bin) => existsSync(bin));

export interface PortalServer extends Running {
  kind: string;
}

/**
 * Serves `dist` on `port` with /gw proxied to the mock: the image's nginx configuration when
 * Debian's nginx is installed (scripts/lib/nginx-serve.sh), else vite preview.
 */
export const servePortal = async (
  dist: string,
  port: number,
  mockBase: string,
): Promise<PortalServer> => {
  if (nginxUsable()) {
    // nginx's workers (www-data) must reach the build inside the bench's private temp folder
    for (const dir of [dirname(dist), dist]) chmodSync(dir, 0o755);
    const running = await startServer({
      command: 'bash',
      args: [NGINX_SERVE],
      port,
      healthPath: '/',
      env: {
        PORTAL_PORT: String(port),
        PORTAL_ROOT: dist,
        MOCK_UPSTREAM: new URL(mockBase).host,
        // (no NGINX_PREFIX: the script's own scratch folder under the temp directory, per port;
        // one beside `dist` would be emptied first, web/nginx itself for a build in web/)
      },
      timeoutMs: 20_000,
    });
    return { ...running, kind: `nginx with the portal image's configuration (${NGINX_SERVE})` };
  }
  const running = await startServer({
    args: [
      'node_modules/vite/bin/vite.js',
      'preview',
      'web',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
    ],
    port,
    healthPath: '/',
    env: { MOCK_URL: mockBase },
    timeoutMs: 60_000,
  });
  return { ...running, kind: 'vite preview (Debian nginx or its serve script not available)' };
};

/**
 * Writes the page Lighthouse opens first for the dashboard: it stores `session` as the portal's
 * sign-in does (web/src/lib/storage.ts keys). An external script: the portal's CSP allows no
 * inline one. Answers the page's path.
 */
export const writeSessionPage = (dist: string, session: MockSession): string => {
  const script = sessionSetterScript({
    session: {
      authenticationToken: session.accessToken,
      authenticationRefreshToken: session.refreshToken,
      _moUserProfile: JSON.stringify(session.profile),
      currentUser: JSON.stringify({
        id: session.profile.id,
        name: session.profile.name,
        email: session.profile.email,
      }),
      userAccess: JSON.stringify(session.modules),
    },
    local: { moCompanyId: session.companyId, moCompanyName: session.companyName },
  });
  writeFileSync(join(dist, 'bench-session.js'), script);
  writeFileSync(
    join(dist, 'bench-session.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><script src="/bench-session.js"></script></head><body></body></html>',
  );
  return '/bench-session.html';
};

export interface LighthouseFigures {
  page: PortalPage;
  preset: Preset;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  /** Where the page ended (a dashboard load that lost its session ends on the sign-in page). */
  finalUrl: string;
  /** Calls through /gw, and how many answered 4xx/5xx (null when Lighthouse listed none). */
  gatewayCalls: number | null;
  gatewayFailures: number | null;
  /** Lighthouse's own measure of the machine's speed (lower: slower or busier). */
  benchmarkIndex: number | null;
  /** Where the page's time went (main thread, scripts, the largest paint's phases). */
  breakdown: TimeBreakdown;
  /** Why a metric has no value (Lighthouse's audit error, e.g. NO_LCP on a starved machine). */
  warnings: string[];
  error?: string;
}

const score = (s: number | null | undefined) =>
  typeof s === 'number' ? Math.round(s * 100) : null;
const numeric = (v: number | undefined) => (typeof v === 'number' ? v : null);

/** One Lighthouse run in a fresh Chromium (empty cache and storage). */
export const runLighthouse = async (
  base: string,
  page: PortalPage,
  preset: Preset,
  blankPage?: string,
  /** Where to keep Lighthouse's whole report (JSON), for the audits behind the scores. */
  reportFile?: string,
): Promise<LighthouseFigures> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const url = `${base}${PORTAL_PAGES[page]}`;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(blankPage ? { blankPage: `${base}${blankPage}`, disableStorageReset: true } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    const finalUrl = lhr.finalDisplayedUrl;
    const requests = (
      lhr.audits['network-requests']?.details as
        { items?: { url?: string; statusCode?: number }[] } | undefined
    )?.items;
    const gateway = requests?.filter((r) => r.url?.includes('/gw/'));
    const gatewayFailures = gateway?.filter((r) => (r.statusCode ?? 0) >= 400).length ?? null;
    const warnings = ['largest-contentful-paint', 'total-blocking-time']
      .map((id) => lhr.audits[id])
      .filter((audit) => audit?.errorMessage)
      .map((audit) => `${audit!.id}: ${audit!.errorMessage}`);
    if (lhr.categories.performance?.score === null) warnings.push('no performance score');
    const lostSession = page === 'dashboard' && !finalUrl.endsWith(PORTAL_PAGES.dashboard);
    return {
      page,
      preset,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      lcpMs: numeric(lhr.audits['largest-contentful-paint']?.numericValue),
      fcpMs: numeric(lhr.audits['first-contentful-paint']?.numericValue),
      tbtMs: numeric(lhr.audits['total-blocking-time']?.numericValue),
      finalUrl,
      gatewayCalls: gateway?.length ?? null,
      gatewayFailures,
      benchmarkIndex: numeric(lhr.environment?.benchmarkIndex),
      breakdown: timeBreakdown(lhr),
      warnings,
      ...(lhr.runtimeError
        ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
        : lostSession
          ? { error: `the dashboard load ended at ${finalUrl} (the stored session was not used)` }
          : gatewayFailures
            ? { error: `${gatewayFailures} of ${gateway?.length} gateway calls failed` }
            : {}),
    };
  } finally {
    chrome.kill();
  }
};
