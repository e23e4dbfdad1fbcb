import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { engineDemands, unmetDemands, type Lockfile } from './engines';

const repo = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(repo, path), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as Lockfile;
const enginesOf = (dir: string): string =>
  (JSON.parse(read(`${dir}package.json`)) as { engines?: { node?: string } }).engines?.node ?? '';
const WORKSPACES = ['contracts', 'fixtures', 'mock-server', 'web'];
const rootRange = enginesOf('');
const show = (demands: ReturnType<typeof engineDemands>) =>
  demands.map((d) => `${d.name}@${d.version} wants node ${d.node}`);

describe('engines: every Node our package.json files admit, every locked dependency admits', () => {
  it('the root (its whole install: dev dependencies and workspaces)', () => {
    expect(semver.validRange(rootRange)).not.toBeNull();
    expect(show(unmetDemands(rootRange, engineDemands(lock, '', true)))).toEqual([]);
  });

  it.each(WORKSPACES)('%s (what it needs at run time), with the root range', (workspace) => {
    const range = enginesOf(`${workspace}/`);
    expect(range).toBe(rootRange);
    expect(show(unmetDemands(range, engineDemands(lock, workspace, false)))).toEqual([]);
  });

  it('flags a range wider than a dependency admits', () => {
    const fake: Lockfile = {
      packages: {
        '': { dependencies: { a: '1.0.0' } },
        'node_modules/a': { version: '1.0.0', dependencies: { b: '2.0.0' } },
        'node_modules/a/node_modules/b': { version: '2.0.0', engines: { node: '>=22' } },
        'node_modules/b': { version: '1.0.0', engines: { node: '>=18' } },
      },
    };
    const demands = engineDemands(fake, '', false);
    expect(demands.map((d) => d.path).sort()).toEqual(['node_modules/a/node_modules/b']);
    expect(show(unmetDemands('>=20', demands))).toEqual(['b@2.0.0 wants node >=22']);
    expect(unmetDemands('^22.13.0 || >=24.0.0', demands)).toEqual([]);
  });

  it('the Node of both images and of scripts/test-node-lts.sh is one release the range admits', () => {
    // the root Dockerfile's node stages: the shared build stages and the mock's runtime
    const images = [
      ...read('Dockerfile').matchAll(/^FROM node:(\d+\.\d+\.\d+)-bookworm-slim\b/gm),
    ].map((m) => m[1]);
    const script = /^NODE_LTS_VERSION="\$\{NODE_LTS_VERSION:-(\d+\.\d+\.\d+)\}"/m.exec(
      read('scripts/test-node-lts.sh'),
    )?.[1];
    expect(images.length).toBeGreaterThanOrEqual(2);
    const image = images[0];
    expect(script).toBeDefined();
    expect(images).toEqual(images.map(() => script));
    expect(semver.satisfies(image as string, rootRange)).toBe(true);
  });
});
