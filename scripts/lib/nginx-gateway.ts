// The portal image's nginx on Debian's nginx in front of mock processes (scripts/lib/nginx-serve.sh
// with MOCK_UPSTREAMS: routed by x-mock-sandbox with consistent hashing), for the bench's
// sandboxes part (issue 29). scripts/lib/nginx-sandboxes.test.ts starts it the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Debian's nginx and envsubst are both there (nginx-serve.sh needs them). */
export const nginxAvailable = (): boolean =>
  ['/usr/sbin/nginx', spawnSync('sh', ['-c', 'command -v nginx']).stdout?.toString().trim()]
    .filter((path): path is string => Boolean(path))
    .some((path) => existsSync(path)) &&
  spawnSync('sh', ['-c', 'command -v envsubst']).status === 0;

export interface Gateway {
  /** The gateway's base: http://127.0.0.1:<port>/gw */
  base: string;
  stop: () => Promise<void>;
}

/** nginx on `port` with /gw over `upstreams` (host:port each), up once /gw/__mock/health answers. */
export const startNginxGateway = async (port: number, upstreams: string[]): Promise<Gateway> => {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const portal = join(scratch, 'portal');
  mkdirSync(portal);
  writeFileSync(join(portal, 'index.html'), '<!doctype html>');
  const nginx = spawn('bash', ['scripts/lib/nginx-serve.sh'], {
    // from the repository's root, as the bench runs (its other paths are relative too)
    // its own process group: stop can end the script and its nginx by the group's id
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORTAL_PORT: String(port),
      PORTAL_ROOT: portal,
      NGINX_PREFIX: join(scratch, 'prefix'),
      MOCK_UPSTREAMS: upstreams.join(' '),
    },
  });
  let log = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2000);
  });
  const stop = async () => {
    if (nginx.pid !== undefined && nginx.exitCode === null) {
      const gone = new Promise((r) => nginx.once('exit', r));
      // nginx-serve.sh stops its nginx on TERM and removes its prefix
      process.kill(nginx.pid, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([gone, new Promise((r) => (timer = setTimeout(r, 5000)))]);
      clearTimeout(timer);
      if (nginx.exitCode === null) process.kill(-nginx.pid, 'SIGKILL');
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}/gw`;
  for (let tries = 0; ; tries += 1) {
    if (nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx-serve.sh exited: ${log}`);
    }
    try {
      if ((await fetch(`${base}/__mock/health`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    if (tries > 200) {
      await stop();
      throw new Error(`nginx did not answer on ${port}: ${log}`);
    }
    await sleep(50);
  }
};
