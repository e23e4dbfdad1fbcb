import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * scripts/lib/nginx-serve.sh renders the portal image's nginx configuration for Debian's nginx.
 * Started as root, nginx would run its workers as www-data, which cannot read a clone in a folder
 * only root may enter: the rendered configuration names the invoking user. `id` is a stand-in on
 * PATH, so both cases run whoever runs the tests.
 */
const repo = resolve(__dirname, '../..');
const hasEnvsubst = spawnSync('sh', ['-c', 'command -v envsubst']).status === 0;
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Renders into a scratch prefix; the prefix, or the failed run's stderr. */
const renderInto = (
  uid: number,
  user: string,
  group: string,
  env: Record<string, string> = {},
): { prefix: string; status: number | null; stderr: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-serve-test-'));
  scratch.push(dir);
  const bin = join(dir, 'bin');
  const portal = join(dir, 'portal');
  spawnSync('mkdir', ['-p', bin, portal]);
  writeFileSync(join(portal, 'index.html'), '<!doctype html>');
  writeFileSync(
    join(bin, 'id'),
    `#!/bin/sh\ncase "$1" in -u) echo ${uid};; -un) echo ${user};; -gn) echo ${group};; esac\n`,
  );
  chmodSync(join(bin, 'id'), 0o755);
  const prefix = join(dir, 'prefix');
  const run = spawnSync('bash', ['scripts/lib/nginx-serve.sh'], {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      NGINX_RENDER_ONLY: '1',
      NGINX_PREFIX: prefix,
      PORTAL_ROOT: portal,
      PORTAL_PORT: '4999',
      MOCK_UPSTREAM: '127.0.0.1:4010',
      MOCK_UPSTREAMS: '',
      ...env,
    },
  });
  return { prefix, status: run.status, stderr: run.stderr };
};
const renderedFile = (file: string, env: Record<string, string> = {}, uid = 1000): string => {
  const run = renderInto(uid, 'dev', 'dev', env);
  if (run.status !== 0) throw new Error(`nginx-serve.sh failed: ${run.stderr}`);
  return readFileSync(join(run.prefix, file), 'utf8');
};
const render = (uid: number, user: string, group: string): string => {
  const run = renderInto(uid, user, group);
  if (run.status !== 0) throw new Error(`nginx-serve.sh failed: ${run.stderr}`);
  return readFileSync(join(run.prefix, 'nginx.conf'), 'utf8');
};
/** The gateway's upstream block of the rendered server configuration. */
const upstreamOf = (env: Record<string, string>): string =>
  /^upstream portal_gateway \{\n[\s\S]*?\n\}$/m.exec(
    renderedFile('conf.d/default.conf', env),
  )?.[0] ?? '';

(hasEnvsubst ? describe : describe.skip)('nginx-serve.sh: the rendered configuration', () => {
  it('runs the workers as the invoking user when started as root (not as www-data)', () => {
    const conf = render(0, 'root', 'root');
    expect(conf.split('\n')[0]).toBe('user root root;');
    expect(render(0, 'builder', 'staff')).toMatch(/^user builder staff;$/m);
  });

  it('adds no user directive otherwise (nginx runs as its user already)', () => {
    expect(render(1000, 'dev', 'dev')).not.toMatch(/^\s*user\s/m);
  });

  it("leaves the image's own nginx.conf without one (the image starts nginx as `nginx`)", () => {
    expect(readFileSync(resolve(repo, 'web/nginx/nginx.conf'), 'utf8')).not.toMatch(/^\s*user\s/m);
  });
});

(hasEnvsubst ? describe : describe.skip)('nginx-serve.sh: the gateway upstream', () => {
  it('one MOCK_UPSTREAM: one server, as before several processes were possible', () => {
    expect(upstreamOf({ MOCK_UPSTREAM: 'mock:4010' })).toBe(
      'upstream portal_gateway {\n    server mock:4010;\n    keepalive 16;\n}',
    );
  });

  it('MOCK_UPSTREAMS: one server each, hashed by the sandbox header before keepalive', () => {
    const block = [
      'upstream portal_gateway {',
      '    hash $portal_gateway_sandbox consistent;',
      '    server mock-1:4010;',
      '    server mock-2:4010;',
      '    keepalive 16;',
      '}',
    ].join('\n');
    expect(upstreamOf({ MOCK_UPSTREAMS: 'mock-1:4010 mock-2:4010' })).toBe(block);
    // commas, extra blanks; and it wins over the image's MOCK_UPSTREAM
    expect(upstreamOf({ MOCK_UPSTREAMS: ' mock-1:4010, mock-2:4010 ', MOCK_UPSTREAM: 'x:1' })).toBe(
      block,
    );
  });

  it('refuses a list that is not host:port entries (nothing of it reaches nginx)', () => {
    for (const bad of ['mock-1:4010; deny all', 'mock-1:4010 {', 'mock-1:4010 *', 'mock-2']) {
      const run = renderInto(1000, 'dev', 'dev', { MOCK_UPSTREAMS: bad });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/gateway-upstream: /);
    }
  });
});
