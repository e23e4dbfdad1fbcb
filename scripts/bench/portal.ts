// The built portal's parts of `npm run bench`: bundle sizes and Lighthouse, on one fresh build.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { hasScore, lighthouseNote, medianOf, medianRun, type GoalId } from '../lib/bench-report';
import { STACK_PACKAGES, gzipByPackage, jsLoadedBy, jsPerArea } from '../lib/bundle';
import type { LighthouseFigures, PortalPage, Preset } from '../lib/lighthouse';
import { signedInSession } from '../lib/mock-session';
import { seedEnv, startMock, type Running } from '../lib/processes';
import { LIGHTHOUSE_MOBILE_RUNS, PORTS, figures, fmt, log, measured, notRun } from './context';

// --- the built portal: bundle sizes and Lighthouse ---------------------------------------------
let buildDir: string | undefined;
/** Removes the portal's build folder, if a part built it. */
export const removeBuiltPortal = () => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
};
const builtPortal = (): string => {
  if (buildDir) return join(buildDir, 'dist');
  buildDir = mkdtempSync(join(os.tmpdir(), 'mo-bench-'));
  const dist = join(buildDir, 'dist');
  const started = performance.now();
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      'web',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0 || !existsSync(join(dist, '.vite/manifest.json'))) {
    throw new Error('vite build of the portal failed');
  }
  log(
    `portal built      ${fmt((performance.now() - started) / 1000, 1)} s (vite build, fresh from this tree)`,
  );
  return dist;
};

export const bundlePart = () => {
  const manifest = join(builtPortal(), '.vite/manifest.json');
  // The sign-in area's code and its texts in the default language (one chunk, the sign-in-area
  // group of web/vite.config.ts): what the sign-in page loads, as index.html preloads it.
  const signIn = jsLoadedBy(
    manifest,
    /features\/auth\/|locales\/id\/(auth|shell)\.json$|^sign-in-area$/,
  );
  const all = jsLoadedBy(manifest, /./, true);
  const perArea = jsPerArea(manifest);
  log('bundle (gzip JS; kB = 1000 bytes)');
  log(
    `  sign-in route ${fmt(signIn.gzipBytes / 1000, 1)} kB in ${signIn.files.length} files   whole app ${fmt(all.gzipBytes / 1000, 1)} kB   share ${fmt((100 * signIn.gzipBytes) / all.gzipBytes)}%`,
  );
  log(`  entry         ${fmt(perArea.entryGzipBytes / 1000, 1)} kB (every route loads it)`);
  for (const { area, gzipBytes } of perArea.areas) {
    log(
      `    + ${area.replace(/^src\//, '').padEnd(56)} ${fmt(gzipBytes / 1000, 1).padStart(6)} kB`,
    );
  }
  // Where the sign-in route's bytes go: the decided stack's libraries are a floor no portal code
  // change removes (the 150 kB goal is judged against it).
  const byPackage = gzipByPackage(dirname(dirname(manifest)), signIn.files);
  const stack = (STACK_PACKAGES as readonly string[]).reduce(
    (sum, pkg) => sum + (byPackage.get(pkg) ?? 0),
    0,
  );
  const portalCode = byPackage.get('(portal code)') ?? 0;
  log(
    `  sign-in route by package: decided stack libraries ${fmt(stack / 1000, 1)} kB, portal code ${fmt(portalCode / 1000, 1)} kB, other ${fmt((signIn.gzipBytes - stack - portalCode) / 1000, 1)} kB`,
  );
  log(
    `    ${[...byPackage]
      .slice(0, 10)
      .map(([pkg, bytes]) => `${pkg} ${fmt(bytes / 1000, 1)}`)
      .join(' · ')}`,
  );
  figures.bundle = {
    signInByPackage: Object.fromEntries(byPackage),
    signInStackGzipBytes: stack,
    signIn,
    allGzipBytes: all.gzipBytes,
    entryGzipBytes: perArea.entryGzipBytes,
    areas: perArea.areas,
  };
  measured['bundle.signIn.kB'] = {
    figure: signIn.gzipBytes / 1000,
    baseline: all.gzipBytes / 1000,
    note: `the decided stack's libraries alone are ${fmt(stack / 1000, 1)} kB of it`,
  };
};

export const lighthousePart = async () => {
  // loaded here: lighthouse is a large module graph the other parts do not need
  const { PORTAL_PAGES, runLighthouse, servePortal, writeSessionPage } =
    await import('../lib/lighthouse');
  const reportFile = (page: PortalPage, preset: Preset, attempt: number) =>
    `test-results/bench/lighthouse-${page}-${preset}-run${attempt + 1}.json`;
  const dist = builtPortal();
  const mock = await startMock(PORTS.lighthouseMock, seedEnv());
  let portal: Running | undefined;
  try {
    const served = await servePortal(dist, PORTS.portal, mock.base);
    portal = served;
    log(
      `lighthouse (${served.kind}; Chromium ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}; each run in a fresh browser)`,
    );
    const runs: LighthouseFigures[] = [];
    const allTries: LighthouseFigures[][] = [];
    for (const page of Object.keys(PORTAL_PAGES) as PortalPage[]) {
      for (const preset of ['mobile', 'desktop'] as Preset[]) {
        const failed = (error: unknown): LighthouseFigures => ({
          page,
          preset,
          performance: null,
          accessibility: null,
          lcpMs: null,
          fcpMs: null,
          tbtMs: null,
          finalUrl: '',
          gatewayCalls: null,
          gatewayFailures: null,
          benchmarkIndex: null,
          breakdown: {
            mainThreadMs: null,
            scriptKb: null,
            lcpTtfbMs: null,
            lcpRenderDelayMs: null,
          },
          warnings: [],
          error: String(error instanceof Error ? error.message : error),
        });
        const once = (attempt: number) =>
          (async () => {
            const blank =
              page === 'dashboard'
                ? writeSessionPage(dist, await signedInSession(mock.base))
                : undefined;
            mkdirSync('test-results/bench', { recursive: true });
            const report = reportFile(page, preset, attempt);
            return runLighthouse(served.base, page, preset, blank, report);
          })().catch(failed);
        const tries: LighthouseFigures[] = [];
        allTries.push(tries);
        for (let i = 0; i < (preset === 'mobile' ? LIGHTHOUSE_MOBILE_RUNS : 1); i++) {
          tries.push(await once(i));
        }
        // each figure the median of the runs that scored; the run nearest the median keeps its report
        const median = medianRun(tries);
        const scored = tries.filter(hasScore);
        const middle = (key: 'performance' | 'accessibility' | 'lcpMs' | 'fcpMs' | 'tbtMs') =>
          medianOf(scored.map((t) => t[key]));
        const run: LighthouseFigures = scored.length
          ? {
              ...tries[median]!,
              performance: middle('performance'),
              accessibility: middle('accessibility'),
              lcpMs: middle('lcpMs'),
              fcpMs: middle('fcpMs'),
              tbtMs: middle('tbtMs'),
            }
          : tries[median]!;
        // the median run's whole report under the page's name (the audits behind its scores)
        const kept = reportFile(page, preset, median);
        if (existsSync(kept))
          copyFileSync(kept, `test-results/bench/lighthouse-${page}-${preset}.json`);
        runs.push(run);
        const n = (v: number | null, unit = '') => (v === null ? '-' : `${fmt(v)}${unit}`);
        const spread =
          tries.length > 1
            ? `   (medians of ${tries.length} runs: performance ${tries.map((t) => n(t.performance)).join('/')}, LCP ${tries.map((t) => n(t.lcpMs)).join('/')} ms)`
            : '';
        log(
          `  ${`${page}, ${preset}`.padEnd(20)} performance ${n(run.performance).padStart(3)}   accessibility ${n(run.accessibility).padStart(3)}   LCP ${n(run.lcpMs, ' ms')}   FCP ${n(run.fcpMs, ' ms')}   TBT ${n(run.tbtMs, ' ms')}   /gw calls ${n(run.gatewayCalls)}   benchmarkIndex ${n(run.benchmarkIndex)}${run.error ? `   ERROR ${run.error}` : ''}${run.warnings.length ? `   (${run.warnings.join('; ')})` : ''}${spread}`,
        );
      }
    }
    figures.lighthouse = {
      server: served.kind,
      mobileRuns: LIGHTHOUSE_MOBILE_RUNS,
      runs,
      tries: allTries,
    };
    for (const page of Object.keys(PORTAL_PAGES) as PortalPage[]) {
      const mobile = runs.find((r) => r.page === page && r.preset === 'mobile');
      const desktop = runs.find((r) => r.page === page && r.preset === 'desktop');
      for (const key of ['performance', 'lcpMs', 'tbtMs', 'accessibility'] as const) {
        const id: GoalId = `lighthouse.${page}.${key}`;
        const figure = mobile?.error ? null : (mobile?.[key] ?? null);
        if (figure === null) {
          notRun[id] = mobile?.error ?? (mobile?.warnings.join('; ') || 'no figure');
        } else
          measured[id] = {
            figure,
            baseline: desktop?.error ? null : (desktop?.[key] ?? null),
            // where the time went (the median run's report); accessibility needs no why
            ...(key === 'accessibility'
              ? {}
              : { note: lighthouseNote(mobile!, mobile!.breakdown) }),
          };
      }
      const desktopId: GoalId = `lighthouse.${page}.desktopPerformance`;
      if (!desktop || desktop.error || desktop.performance === null) {
        notRun[desktopId] = desktop?.error ?? 'no figure';
      } else {
        measured[desktopId] = {
          figure: desktop.performance,
          baseline: mobile?.error ? null : (mobile?.performance ?? null),
          note: `one run; LCP ${fmt(desktop.lcpMs ?? Number.NaN)} ms, TBT ${fmt(desktop.tbtMs ?? Number.NaN)} ms`,
        };
      }
    }
  } finally {
    await portal?.stop();
    await mock.stop();
  }
};
