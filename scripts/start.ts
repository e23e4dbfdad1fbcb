// `npm start`: the mock insurer with the demo seed and the BUILT portal, one command, as fast as
// production: the portal is built (`vite build web`, skipped when web/dist is newer than every
// source of it; `--rebuild` or START_REBUILD=1 forces it) and served by `vite preview` on 4173.
// `npm run dev` (`--dev`): the same mock with Vite's dev server on 5173 (hot reload) instead.
// The mock runs compiled (built here first, about a second: `npm run build:mock`), as in the image.
// Children are started directly (node, node_modules/.bin; not npx) so that Ctrl-C stops them for real.
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_OTP, DEMO_USERS } from '@mo/contracts';
import {
  buildDecision,
  filesWithTimes,
  mtimeOf,
  PORTAL_INPUTS,
  PORTAL_OUTPUTS,
  startOptions,
  viteVariablesSet,
} from './lib/start-options';

let options;
try {
  options = startOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { mode, rebuild, mockPort, webPort } = options;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const children: ChildProcess[] = [];
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const run = (name: string, command: string, args: string[], env: Record<string, string>) => {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join('\n');
  child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code}); stopping everything`);
    shutdown(code ?? 1);
  });
  children.push(child);
};

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const waitFor = async (url: string, tries = 600) => {
  for (let i = 0; i < tries && !stopping; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

/** Runs a build step to its end (stdout and stderr shown as they come); its exit code. */
const buildStep = (command: string, args: string[]) =>
  new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    child.on('exit', resolve);
    child.on('error', () => resolve(1));
  });

// The mock, always rebuilt (it takes about a second), so it never runs stale code; side by side,
// the portal (preview), built unless web/dist is already that of its sources.
const mockBuilt = buildStep(process.execPath, ['mock-server/build.mjs']);
let portalBuilt: Promise<number | null> = Promise.resolve(0);
if (mode === 'preview') {
  const decision = buildDecision({
    rebuild,
    outputs: PORTAL_OUTPUTS.map(mtimeOf),
    inputs: filesWithTimes('.', PORTAL_INPUTS),
    viteVariables: viteVariablesSet(process.env),
  });
  if (!decision.build) {
    console.log(`[web] using the built portal: ${decision.reason} (--rebuild to build anyway)`);
  } else {
    console.log(`[web] building the portal (vite build web): ${decision.reason}`);
    const buildStarted = performance.now();
    portalBuilt = buildStep('node_modules/.bin/vite', ['build', 'web', '--logLevel', 'warn']);
    void portalBuilt.then(
      (code) => code === 0 && console.log(`[web] portal built in ${seconds(buildStarted)}`),
    );
  }
}

// Each server starts as soon as its own build is done: the portal's server needs no mock to start.
const startMock = async () => {
  if ((await mockBuilt) !== 0) {
    if (stopping) return;
    console.error('Building the mock failed (npm run build:mock); see the lines above.');
    shutdown(1);
  } else if (!stopping) {
    run('mock', process.execPath, ['mock-server/dist/server.js'], {
      PORT: String(mockPort),
      // glibc's allocator gives back what bursts of large bodies freed (as the image and the bench run it)
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
      MOCK_DEMO_OTP: process.env.MOCK_DEMO_OTP ?? DEMO_OTP,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // one readable line per request here; the mock's own default (and the images') is pino's JSON
      MOCK_LOG_FORMAT: process.env.MOCK_LOG_FORMAT ?? 'lines',
      // loopback (the mock's default too): the control API and the demo code stay on this machine
      HOST: process.env.HOST ?? '127.0.0.1',
    });
  }
};
const startWeb = async () => {
  if ((await portalBuilt) !== 0) {
    if (stopping) return;
    console.error('Building the portal failed (vite build web); see the lines above.');
    shutdown(1);
  } else if (!stopping) {
    run(
      'web',
      'node_modules/.bin/vite',
      [
        ...(mode === 'preview' ? ['preview'] : []),
        'web',
        '--port',
        String(webPort),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      // web/vite.config.ts's /gw proxy (dev and preview) forwards to MOCK_URL
      { MOCK_URL: mockUrl },
    );
  }
};
await Promise.all([startMock(), startWeb()]);

if (!stopping) {
  const [mockUp, webUp] = await Promise.all([
    waitFor(`${mockUrl}/__mock/health`),
    waitFor(`http://127.0.0.1:${webPort}/`),
  ]);
  if (!mockUp || !webUp) {
    console.error('The mock server or the portal did not come up; see the lines above.');
    shutdown(1);
  } else {
    const portal =
      mode === 'preview'
        ? 'the built portal (vite preview; npm run dev for hot reload)'
        : 'Vite dev server, hot reload (npm start serves the built portal)';
    console.log(`
  Portal      http://127.0.0.1:${webPort}/#/mo/eb-app-signin/landing/sign-in
              ${portal}; up in ${seconds(started)}
  Mock API    ${mockUrl}   (OpenAPI: ${mockUrl}/docs)
  Demo sign-ins (password, then the emailed code):
    HR user   ${DEMO_USERS.hr.email} / ${DEMO_USERS.hr.password}   (one company)
    Broker    ${DEMO_USERS.broker.email} / ${DEMO_USERS.broker.password}   (several companies)
    Code      ${process.env.MOCK_DEMO_OTP ?? DEMO_OTP}  (demo mode; also at ${mockUrl}/__mock/inbox?email=<email>)
  Ctrl-C stops both.
`);
  }
}
