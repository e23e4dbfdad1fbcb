import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, SCENARIOS, TEST_CLOCK_START } from '@mo/contracts';
import type { BuildOptions, MockApp } from '../src/app';
import type { MockConfig } from '../src/config';
import type { StateFile } from '../src/plugins/state-dir';
import { armOk, codeOf, testApp } from './helpers';
import { clockOf, inSandbox, rightPassword, wrongPassword } from './sandbox-view';

const list = async (app: MockApp) =>
  (
    (await app.inject({ method: 'GET', url: '/__mock/sandboxes' })).json() as {
      sandboxes: { id: string; label: string | null; preset: string; createdAt: string }[];
    }
  ).sandboxes;
const create = async (app: MockApp, id: string, label?: string) => {
  const made = await app.inject({
    method: 'POST',
    url: '/__mock/sandboxes',
    payload: { id, label },
  });
  expect(made.statusCode).toBe(200);
};

/** Warnings and errors the app logged, as pino's records. */
const logged = (): { records: { level: number; msg: string; reason?: string; file?: string }[] } & {
  logger: BuildOptions['logger'];
} => {
  const records: { level: number; msg: string; reason?: string; file?: string }[] = [];
  return {
    records,
    logger: {
      level: 'warn',
      stream: {
        write: (line: string) => {
          records.push(JSON.parse(line) as (typeof records)[number]);
        },
      },
    },
  };
};

describe('MOCK_STATE_DIR: nothing lost across a restart', () => {
  let dir: string;
  const apps: MockApp[] = [];
  const build = async (config: Partial<MockConfig> = {}, options: BuildOptions = {}) => {
    const app = await testApp({
      ...options,
      config: { clockStart: TEST_CLOCK_START, stateDir: dir, ...config },
    });
    apps.push(app);
    return app;
  };
  const close = async (app: MockApp) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };
  const files = async () => (await readdir(dir)).sort();
  const stateFile = async (name: string) =>
    JSON.parse(await readFile(join(dir, name), 'utf8')) as StateFile;

  /** The default world with the HR user locked out, ana's clock a month on, budi's sign-in failing. */
  const prepare = async () => {
    const app = await build();
    await create(app, 'ana', 'Ana (tester)');
    await create(app, 'budi');
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(app);
    expect(codeOf(await rightPassword(app))).toBe(ERROR_CODES.accountLocked);
    const ana = inSandbox(app, 'ana');
    const moved = await ana.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advanceSeconds: 31 * 86_400 },
    });
    expect(moved.statusCode).toBe(200);
    await armOk(inSandbox(app, 'budi'), SCENARIOS.faultArmed, {
      callId: 'authenticate',
      errorCode: 'GC500',
    });
    const before = await list(app);
    await close(app);
    return before;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mock-state-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every world on close and reads them back: data, sandbox list, clocks, faults', async () => {
    const before = await prepare();
    expect(await files()).toEqual(['sandbox-ana.json', 'sandbox-budi.json', 'world-default.json']);
    const ana = await stateFile('sandbox-ana.json');
    expect(ana).toMatchObject({
      format: 'mock-state',
      version: 1,
      sandbox: { id: 'ana', label: 'Ana (tester)', preset: 'demo', forkedFrom: null },
      snapshot: { format: 'mock-world' },
    });
    expect((await stateFile('world-default.json')).sandbox).toBeNull();

    const app = await build();
    const after = await list(app);
    expect(after.map((s) => [s.id, s.label, s.preset, s.createdAt])).toEqual(
      before.map((s) => [s.id, s.label, s.preset, s.createdAt]),
    );
    // the default world's lock-out
    expect(codeOf(await rightPassword(app))).toBe(ERROR_CODES.accountLocked);
    // ana's clock a month ahead of budi's; budi's fault armed; neither locked out
    const a = inSandbox(app, 'ana');
    const b = inSandbox(app, 'budi');
    const ahead = Date.parse(await clockOf(a)) - Date.parse(await clockOf(b));
    expect(ahead).toBeGreaterThanOrEqual(31 * 86_400_000 - 60_000);
    expect((await rightPassword(a)).statusCode).toBe(200);
    expect(codeOf(await rightPassword(b))).toBe('GC500');
  });

  it('sets aside a corrupt file with a warning and loads the others; a half temp file is removed', async () => {
    await prepare();
    const good = await readFile(join(dir, 'sandbox-budi.json'), 'utf8');
    const forged = JSON.parse(good) as { sandbox: { id: string }; snapshot: { hashes: unknown } };
    forged.sandbox.id = 'xia';
    forged.snapshot.hashes = 'not hashes';
    await writeFile(join(dir, 'sandbox-zed.json'), 'garbage \u0000 not json');
    await writeFile(join(dir, 'sandbox-yan.json'), good.slice(0, good.length / 2));
    await writeFile(join(dir, 'sandbox-xia.json'), JSON.stringify(forged));
    await writeFile(join(dir, 'sandbox-wil.json'), good); // says it is budi
    await writeFile(join(dir, 'world-default.json.tmp-99999'), good.slice(0, 100));
    await writeFile(join(dir, 'notes.txt'), 'a tester left this');
    const log = logged();

    const app = await build({}, { logger: log.logger });
    expect((await list(app)).map((s) => s.id)).toEqual(['ana', 'budi']);
    expect(codeOf(await rightPassword(app))).toBe(ERROR_CODES.accountLocked);
    const names = await files();
    for (const id of ['wil', 'xia', 'yan', 'zed']) {
      expect(names).toContainEqual(
        expect.stringMatching(new RegExp(`^sandbox-${id}\\.json\\.unreadable-\\d+$`)),
      );
      expect(names).not.toContain(`sandbox-${id}.json`);
    }
    expect(names).toContain('notes.txt');
    expect(names.some((n) => n.includes('.tmp-'))).toBe(false);
    const warnings = log.records.filter((r) => r.msg === 'state file set aside');
    expect(warnings).toHaveLength(4);
    expect(warnings.map((w) => w.reason)).toEqual([
      expect.stringMatching(/sandbox\/id/),
      expect.stringMatching(/hashes/),
      expect.stringMatching(/JSON/),
      expect.stringMatching(/JSON/),
    ]);
  });

  it('sets aside the sandboxes beyond MOCK_SANDBOX_MAX, keeping the oldest', async () => {
    await prepare();
    const log = logged();
    const app = await build({ sandboxMax: 1 }, { logger: log.logger });
    expect((await list(app)).map((s) => s.id)).toEqual(['ana']);
    expect(await files()).toContainEqual(
      expect.stringMatching(/^sandbox-budi\.json\.over-max-\d+$/),
    );
    expect(log.records.map((r) => r.msg)).toContain('state file set aside');
  });

  it('writes atomically and removes a deleted sandbox file', async () => {
    // no interval write in between: this test makes its writes itself
    const app = await build({ stateIntervalSeconds: 3600 });
    await create(app, 'ana');
    await create(app, 'budi');
    expect(app.writeState).not.toBeNull();
    const first = await app.writeState!();
    expect(first.written).toEqual(['world-default.json', 'sandbox-ana.json', 'sandbox-budi.json']);
    expect((await files()).some((n) => n.includes('.tmp-'))).toBe(false);

    expect((await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/budi' })).statusCode).toBe(
      200,
    );
    const second = await app.writeState!();
    expect(second.removed).toEqual(['sandbox-budi.json']);
    expect(await files()).toEqual(['sandbox-ana.json', 'world-default.json']);
  });

  it('writes without a close, at the interval', async () => {
    const app = await build({ stateIntervalSeconds: 1 });
    await create(app, 'ana');
    await app.writeState!();
    // the interval's own write: the clock moved in ana shows in its file within a second or two
    const { now: before } = (await stateFile('sandbox-ana.json')).snapshot.clock;
    await inSandbox(app, 'ana').inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advanceSeconds: 86_400 },
    });
    const deadline = Date.now() + 15_000;
    let now = before;
    while (Date.now() < deadline && Date.parse(now) - Date.parse(before) < 86_400_000) {
      await new Promise((done) => setTimeout(done, 200));
      now = (await stateFile('sandbox-ana.json')).snapshot.clock.now;
    }
    expect(Date.parse(now) - Date.parse(before)).toBeGreaterThanOrEqual(86_400_000);
  });

  it('keeps the default world on the preset it was switched to', async () => {
    const app = await build();
    const switched = await app.inject({
      method: 'POST',
      url: '/__mock/presets/broker-many-companies',
    });
    expect(switched.statusCode).toBe(200);
    await close(app);
    const again = await build();
    const presets = (await again.inject({ method: 'GET', url: '/__mock/presets' })).json() as {
      current: string;
    };
    expect(presets.current).toBe('broker-many-companies');
    expect(again.store.companies.size).toBe(40);
    expect(again.config.seed).toEqual(again.store.seedOptions);
  });

  it('with the control API off keeps the default world and leaves the sandbox files alone', async () => {
    await prepare();
    const off = { control: false, jwtSecret: 'a-test-secret-of-enough-length-0123456789' };
    const app = await build(off);
    expect(app.sandboxes.size).toBe(0);
    expect(codeOf(await rightPassword(app))).toBe(ERROR_CODES.accountLocked);
    await close(app);
    expect(await files()).toEqual(['sandbox-ana.json', 'sandbox-budi.json', 'world-default.json']);
  });

  it('a sandbox made over HTTP is there after SIGTERM and a restart of the server', async () => {
    const env = {
      ...process.env,
      PORT: '4690',
      MOCK_STATE_DIR: dir,
      LOG_LEVEL: 'warn',
      MOCK_SANDBOX_MAX: '5',
    };
    const base = 'http://127.0.0.1:4690/__mock';
    const start = async () => {
      const child = spawn('node_modules/.bin/tsx', ['mock-server/src/server.ts'], {
        cwd: join(__dirname, '..', '..'),
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      const deadline = Date.now() + 15_000;
      for (;;) {
        const ok = await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error('the mock did not start');
        await new Promise((done) => setTimeout(done, 150));
      }
      return { child, exited };
    };
    let running: Awaited<ReturnType<typeof start>> | undefined;
    try {
      running = await start();
      const made = await fetch(`${base}/sandboxes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'journey', label: 'kept' }),
      });
      expect(made.status).toBe(200);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      running = await start();
      const listed = (await (await fetch(`${base}/sandboxes`)).json()) as {
        sandboxes: { id: string; label: string }[];
      };
      expect(listed.sandboxes.map((s) => [s.id, s.label])).toEqual([['journey', 'kept']]);
    } finally {
      if (running && running.child.exitCode === null) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
    }
  }, 40_000);
});
