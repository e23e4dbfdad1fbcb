import semver from 'semver';

/**
 * What the locked dependency tree says about Node: for a workspace (or the root, with its dev
 * dependencies), every package it reaches in package-lock.json and the `engines.node` each one
 * declares. `engines` in our package.json files is true when every Node it admits is admitted by
 * every one of them (semver.subset), which scripts/lib/engines.test.ts checks.
 */

interface LockedPackage {
  version?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
}
export interface Lockfile {
  packages: Record<string, LockedPackage>;
}

export interface EngineDemand {
  /** where the package sits in the lock, e.g. node_modules/fastify */
  path: string;
  name: string;
  version: string;
  node: string;
}

const nameOf = (path: string): string => path.replace(/^.*node_modules\//, '');

/** Node's lookup: `dep` of the package at `from`, in its own node_modules or an ancestor's. */
const resolve = (lock: Lockfile, from: string, dep: string): string | undefined => {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
};

/**
 * Every locked package `start` reaches through dependencies (optional and peer ones included when
 * installed); with `withDev`, the start's dev dependencies and workspaces too (the root's whole
 * install). Workspace links are followed.
 */
export const reachable = (lock: Lockfile, start: string, withDev: boolean): Set<string> => {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    let path = queue.pop() as string;
    const entry = lock.packages[path];
    if (!entry) continue;
    if (entry.link && entry.resolved !== undefined) path = entry.resolved;
    if (seen.has(path)) continue;
    seen.add(path);
    const real = lock.packages[path] ?? {};
    const deps = {
      ...real.peerDependencies,
      ...real.optionalDependencies,
      ...real.dependencies,
      ...(withDev && path === start ? real.devDependencies : {}),
    };
    for (const dep of Object.keys(deps)) {
      const found = resolve(lock, path, dep);
      if (found) queue.push(found);
    }
    // the root installs its workspaces and all they need
    if (withDev && path === start) queue.push(...(real.workspaces ?? []));
  }
  return seen;
};

/** The `engines.node` of every package `start` reaches (workspaces themselves left out). */
export const engineDemands = (lock: Lockfile, start: string, withDev: boolean): EngineDemand[] =>
  [...reachable(lock, start, withDev)]
    .filter((path) => path.includes('node_modules/'))
    .flatMap((path) => {
      const entry = lock.packages[path];
      const node = entry && !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return node ? [{ path, name: nameOf(path), version: entry?.version ?? '', node }] : [];
    });

/** The demands `range` does not meet: some Node it admits, the package does not. */
export const unmetDemands = (range: string, demands: EngineDemand[]): EngineDemand[] =>
  demands.filter((d) => semver.validRange(d.node) !== null && !semver.subset(range, d.node));
