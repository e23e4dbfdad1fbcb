import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MOCK_SANDBOX_HEADER } from '@mo/contracts';
import { startServer, type Running } from './processes';

/**
 * Past one process (issue 29): two mock processes behind Debian's nginx with the portal image's
 * own configuration (scripts/lib/nginx-serve.sh, MOCK_UPSTREAMS), routed by x-mock-sandbox with
 * consistent hashing. Each sandbox lives on exactly one process, keeps its own state there, and
 * every request naming it reaches that process; requests without the header all reach one.
 * Ports of its own (mocks 4610 and 4611, nginx 4675): no other test or journey uses them.
 */
const repo = resolve(__dirname, '../..');
const MOCK_PORTS = [4610, 4611] as const;
const NGINX_PORT = 4675;
const CLOCK_START = '2026-03-02T01:00:00.000Z';
const DAY_MS = 86_400_000;
const nginxBin = [
  '/usr/sbin/nginx',
  spawnSync('sh', ['-c', 'command -v nginx']).stdout?.toString().trim(),
]
  .filter((path): path is string => Boolean(path))
  .find((path) => existsSync(path));
const hasTools =
  nginxBin !== undefined && spawnSync('sh', ['-c', 'command -v envsubst']).status === 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gateway = `http://127.0.0.1:${NGINX_PORT}/gw`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}
/** A control call through nginx (/gw/__mock/...) or to one process, in a sandbox or not. */
const call = async (
  base: string,
  path: string,
  { sandbox, method = 'GET', body }: { sandbox?: string; method?: string; body?: object } = {},
): Promise<Answer> => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(sandbox === undefined ? {} : { [MOCK_SANDBOX_HEADER]: sandbox }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const errorCodeOf = (answer: Answer) =>
  (answer.body.systemInformation as { errorCode?: string } | undefined)?.errorCode;
const clockMs = async (base: string, sandbox?: string) => {
  const answer = await call(base, '/__mock/clock', { sandbox });
  expect(answer.status).toBe(200);
  return Date.parse(answer.body.now as string);
};

(hasTools ? describe : describe.skip)(
  'past one process: two mocks behind nginx, by sandbox',
  () => {
    const scratch = mkdtempSync(join(tmpdir(), 'nginx-sandboxes-test-'));
    const mocks: Running[] = [];
    let nginx: ChildProcess | undefined;
    let nginxLog = '';
    /** Which process (its index in MOCK_PORTS) holds each sandbox made through nginx. */
    const home = new Map<string, number>();

    // Each process saves its worlds in a folder of its own (MOCK_STATE_DIR), as replicas would.
    const startMock = (process: number) =>
      startServer({
        args: ['--import', 'tsx', resolve(repo, 'mock-server/src/server.ts')],
        port: MOCK_PORTS[process]!,
        healthPath: '/__mock/health',
        env: {
          MOCK_CLOCK_START: CLOCK_START,
          MOCK_TRUST_PROXY: 'loopback',
          MOCK_STATE_DIR: join(scratch, `state-${MOCK_PORTS[process]}`),
        },
        timeoutMs: 45_000,
      });
    const direct = (process: number) => `http://127.0.0.1:${MOCK_PORTS[process]}`;
    const sandboxesOn = async (process: number): Promise<string[]> => {
      const answer = await call(direct(process), '/__mock/sandboxes');
      expect(answer.status).toBe(200);
      return (answer.body.sandboxes as { id: string }[]).map((s) => s.id);
    };

    beforeAll(async () => {
      // The sources, never mock-server/dist: npm test builds that beside the unit tests.
      mocks.push(...(await Promise.all(MOCK_PORTS.map((_, p) => startMock(p)))));

      const portal = join(scratch, 'portal');
      spawnSync('mkdir', ['-p', portal]);
      writeFileSync(join(portal, 'index.html'), '<!doctype html>');
      nginx = spawn('bash', ['scripts/lib/nginx-serve.sh'], {
        cwd: repo,
        // its own process group: afterAll can end the script and its nginx by the group's id
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          PORTAL_PORT: String(NGINX_PORT),
          PORTAL_ROOT: portal,
          NGINX_PREFIX: join(scratch, 'prefix'),
          MOCK_UPSTREAMS: MOCK_PORTS.map((port) => `127.0.0.1:${port}`).join(' '),
        },
      });
      nginx.stderr?.on('data', (chunk: Buffer) => {
        nginxLog = (nginxLog + chunk.toString()).slice(-2000);
      });
      for (let tries = 0; ; tries += 1) {
        if (nginx.exitCode !== null) throw new Error(`nginx-serve.sh exited: ${nginxLog}`);
        try {
          if ((await fetch(`${gateway}/__mock/health`)).ok) break;
        } catch {
          /* not up yet */
        }
        if (tries > 200) throw new Error(`nginx did not answer on ${NGINX_PORT}: ${nginxLog}`);
        await sleep(50);
      }

      // Sandboxes made through nginx, each with its own id in the header (the sandbox routes
      // ignore it, nginx routes by it), until both processes hold some.
      for (let i = 0; i < 16 && new Set(home.values()).size < 2; i += 1) {
        const id = `spread-${i}`;
        const made = await call(gateway, '/__mock/sandboxes', {
          sandbox: id,
          method: 'POST',
          body: { id, label: `nginx ${i}` },
        });
        expect(made.status).toBe(200);
        const on = await Promise.all(
          MOCK_PORTS.map(async (_, p) => (await sandboxesOn(p)).includes(id)),
        );
        home.set(id, on.indexOf(true));
      }
    }, 90_000);

    afterAll(async () => {
      if (nginx?.pid !== undefined && nginx.exitCode === null) {
        const gone = new Promise((r) => nginx?.once('exit', r));
        // nginx-serve.sh stops its nginx on TERM and removes its prefix
        process.kill(nginx.pid, 'SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5000)))]);
        clearTimeout(timer);
        if (nginx.exitCode === null) process.kill(-nginx.pid, 'SIGKILL');
      }
      await Promise.all(mocks.map((mock) => mock.stop()));
      rmSync(scratch, { recursive: true, force: true });
    }, 20_000);

    it('spreads sandboxes over both processes, each on exactly one', async () => {
      expect(new Set(home.values())).toEqual(new Set([0, 1]));
      const lists = await Promise.all(MOCK_PORTS.map((_, p) => sandboxesOn(p)));
      for (const [id, process] of home) {
        expect(lists[process]).toContain(id);
        expect(lists[1 - process]).not.toContain(id);
      }
      expect([...(lists[0] ?? []), ...(lists[1] ?? [])].sort()).toEqual([...home.keys()].sort());
    });

    it('sends every request naming a sandbox to its process (the other has never heard of it)', async () => {
      for (const [id, process] of home) {
        for (let i = 0; i < 10; i += 1) {
          expect((await call(gateway, '/__mock/clock', { sandbox: id })).status).toBe(200);
        }
        const elsewhere = await call(direct(1 - process), '/__mock/clock', { sandbox: id });
        expect(elsewhere.status).toBe(404);
        expect(errorCodeOf(elsewhere)).toBe('MK4041');
      }
    });

    it('keeps each sandbox its own state: the clock moved in one, not in one on the other process', async () => {
      const ids = [...home.keys()];
      const a = ids.find((id) => home.get(id) === 0) as string;
      const b = ids.find((id) => home.get(id) === 1) as string;
      const start = Date.parse(CLOCK_START);
      const moved = await call(gateway, '/__mock/clock', {
        sandbox: a,
        method: 'POST',
        body: { advanceSeconds: 10 * 86_400 },
      });
      expect(moved.status).toBe(200);
      expect(await clockMs(gateway, a)).toBeGreaterThanOrEqual(start + 10 * DAY_MS);
      expect(await clockMs(direct(0), a)).toBeGreaterThanOrEqual(start + 10 * DAY_MS);
      expect(await clockMs(gateway, b)).toBeLessThan(start + DAY_MS);
      expect(await clockMs(direct(1), b)).toBeLessThan(start + DAY_MS);
      // and neither default world moved
      for (const p of [0, 1]) expect(await clockMs(direct(p))).toBeLessThan(start + DAY_MS);
    });

    it('sends every request without the header to one process: the default world lives there', async () => {
      const start = Date.parse(CLOCK_START);
      for (let i = 0; i < 3; i += 1) {
        const moved = await call(gateway, '/__mock/clock', {
          method: 'POST',
          body: { advanceSeconds: 86_400 },
        });
        expect(moved.status).toBe(200);
      }
      const moved = await Promise.all([0, 1].map(async (p) => (await clockMs(direct(p))) - start));
      expect(moved.filter((ms) => ms >= 3 * DAY_MS)).toHaveLength(1);
      expect(moved.filter((ms) => ms < DAY_MS)).toHaveLength(1);
    });

    it('keeps the sandboxes of a process restarted with its MOCK_STATE_DIR, on that process', async () => {
      const ids = [...home.keys()];
      const a = ids.find((id) => home.get(id) === 0) as string;
      const before = await sandboxesOn(0);
      // SIGTERM: the mock writes its worlds on the way out, then starts from them again
      await mocks[0]!.stop();
      mocks[0] = await startMock(0);
      expect((await sandboxesOn(0)).sort()).toEqual(before.sort());
      // the clock moved 10 days in it before the restart is still moved, through nginx too
      const start = Date.parse(CLOCK_START);
      expect(await clockMs(gateway, a)).toBeGreaterThanOrEqual(start + 10 * DAY_MS);
      expect((await call(direct(1), '/__mock/clock', { sandbox: a })).status).toBe(404);
    }, 60_000);
  },
);
