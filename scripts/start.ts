// `npm start`: the mock insurer with the demo seed and the portal, one command.
// The mock runs compiled (built here first, about a second: `npm run build:mock`), as in the image.
// Children are started directly (node, node_modules/.bin; not npx) so that Ctrl-C stops them for real.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { DEMO_OTP, DEMO_USERS } from '@mo/contracts';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const mockUrl = `http://127.0.0.1:${mockPort}`;
const children: ChildProcess[] = [];

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
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

// Always rebuilt (it takes about a second), so the mock never runs stale code.
const build = spawnSync(process.execPath, ['mock-server/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Building the mock failed (npm run build:mock); see the lines above.');
  process.exit(1);
}

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
run(
  'web',
  'node_modules/.bin/vite',
  ['web', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'],
  {
    MOCK_URL: mockUrl,
  },
);

const [mockUp, webUp] = await Promise.all([
  waitFor(`${mockUrl}/__mock/health`),
  waitFor(`http://127.0.0.1:${webPort}/`),
]);
if (!mockUp || !webUp) {
  console.error('The mock server or the portal did not come up; see the lines above.');
  shutdown(1);
} else {
  console.log(`
  Portal      http://127.0.0.1:${webPort}/#/mo/eb-app-signin/landing/sign-in
  Mock API    ${mockUrl}   (OpenAPI: ${mockUrl}/docs)
  Demo sign-ins (password, then the emailed code):
    HR user   ${DEMO_USERS.hr.email} / ${DEMO_USERS.hr.password}   (one company)
    Broker    ${DEMO_USERS.broker.email} / ${DEMO_USERS.broker.password}   (several companies)
    Code      ${process.env.MOCK_DEMO_OTP ?? DEMO_OTP}  (demo mode; also at ${mockUrl}/__mock/inbox?email=<email>)
  Ctrl-C stops both.
`);
}
