import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isSandboxId } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import { notePresetOf } from '../control/presets';
import { checkSnapshot } from '../services/world-snapshot-schema';
import { snapshotOf, worldFromSnapshot, type WorldSnapshot } from '../services/world-snapshot';
import { Journal } from '../store/journal';
import type { MockStore } from '../store/store';
import type { SandboxFacts } from './sandboxes';
import { worldOutsideRequests } from '../lib/world';

/*
 * MOCK_STATE_DIR (issue 29, "nothing lost across a restart"): every world is written to the
 * directory at a steady interval (MOCK_STATE_INTERVAL_SECONDS) and when the app closes (SIGTERM,
 * SIGINT), and read back when the app is built, before it answers. One file per world: the
 * default world in world-default.json, each sandbox in sandbox-<id>.json, each a world snapshot
 * (services/world-snapshot.ts: the data, clock, faults, latency; never sessions, tokens, codes,
 * the inbox or the journal) in a small wrapper naming the sandbox. A file is written whole under
 * a temporary name, synced, then renamed over the old one, so a killed process leaves the last
 * complete file, never a half one; a `kill -9` loses what changed since the last write. A file
 * that cannot be read back is renamed aside (<name>.unreadable-<epoch ms>) with a warning, and
 * the other files still load. With the control API off (no sandboxes), only the default world is
 * written and read; the sandbox files are left as they are, for a run with it on.
 */

export const STATE_FORMAT = 'mock-state';
export const STATE_VERSION = 1;
export const DEFAULT_FILE = 'world-default.json';
const SANDBOX_FILE = /^sandbox-(.+)\.json$/;
export const sandboxFileOf = (id: string): string => `sandbox-${id}.json`;
/** A temporary file of a write (`<name>.tmp-<pid>`): left only by a process killed mid-write. */
const TEMP_FILE = /\.json\.tmp-\d+$/;

export type StoredSandbox = Pick<
  SandboxFacts,
  'id' | 'label' | 'preset' | 'forkedFrom' | 'createdAt'
>;

/** What one file holds. */
export interface StateFile {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  /** The sandbox the world is; null for the default world. */
  sandbox: StoredSandbox | null;
  snapshot: WorldSnapshot;
}

/** What one write did (tests, the debug log). */
export interface StateWrite {
  written: string[];
  removed: string[];
  ms: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Writes every world to MOCK_STATE_DIR now (what the interval and the close do); a write
     * asked for during another waits for it. Null without MOCK_STATE_DIR.
     */
    writeState: (() => Promise<StateWrite>) | null;
  }
}

const nullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The wrapper of a file, checked (the snapshot by checkSnapshot); throws with the reason. */
export const checkStateFile = (value: unknown): StateFile => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('a state file is a JSON object');
  }
  const file = value as Record<string, unknown>;
  if (file.format !== STATE_FORMAT) throw new TypeError(`not a ${STATE_FORMAT} file`);
  if (file.version !== STATE_VERSION) {
    throw new RangeError(
      `state file version ${String(file.version)} (this mock reads ${STATE_VERSION})`,
    );
  }
  const { sandbox } = file;
  if (sandbox !== null) {
    const facts = sandbox as Record<string, unknown> | undefined;
    if (
      typeof facts !== 'object' ||
      !isSandboxId(facts.id) ||
      !nullableString(facts.label) ||
      typeof facts.preset !== 'string' ||
      !nullableString(facts.forkedFrom) ||
      typeof facts.createdAt !== 'number' ||
      !Number.isFinite(facts.createdAt)
    ) {
      throw new TypeError('/sandbox: not a sandbox (id, label, preset, forkedFrom, createdAt)');
    }
  }
  checkSnapshot(file.snapshot);
  return value as StateFile;
};

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Writes a file whole: a temporary file, synced, renamed over the old one. */
const writeWhole = async (dir: string, name: string, text: string): Promise<void> => {
  const temp = join(dir, `${name}.tmp-${process.pid}`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, join(dir, name));
};

interface Loaded {
  name: string;
  file: StateFile;
}

/** Reads the directory's files back into the app (see the header); never throws on a file. */
const restore = async (app: FastifyInstance, dir: string): Promise<void> => {
  const started = performance.now();
  const names = (await readdir(dir)).sort();
  const setAside = async (name: string, why: string, kind = 'unreadable') => {
    const aside = `${name}.${kind}-${Date.now()}`;
    app.log.warn({ file: join(dir, name), movedTo: aside, reason: why }, 'state file set aside');
    await rename(join(dir, name), join(dir, aside)).catch((error: unknown) =>
      app.log.warn({ file: join(dir, name), reason: reasonOf(error) }, 'could not set it aside'),
    );
  };
  const read = async (name: string, sandbox: boolean): Promise<Loaded | null> => {
    try {
      const file = checkStateFile(JSON.parse(await readFile(join(dir, name), 'utf8')));
      const id = SANDBOX_FILE.exec(name)?.[1];
      if (!sandbox && file.sandbox !== null) throw new TypeError('/sandbox: must be null here');
      if (sandbox && file.sandbox?.id !== id) {
        throw new TypeError(`/sandbox/id: not the file's sandbox ${id ?? ''}`);
      }
      return { name, file };
    } catch (error) {
      await setAside(name, reasonOf(error));
      return null;
    }
  };
  const loaded: string[] = [];
  for (const name of names) {
    // A write cut short by a killed process: the file it would have replaced is still whole.
    if (TEMP_FILE.test(name)) await rm(join(dir, name), { force: true });
  }
  if (names.includes(DEFAULT_FILE)) {
    const found = await read(DEFAULT_FILE, false);
    if (found) {
      try {
        const { snapshot } = found.file;
        const world = worldFromSnapshot(snapshot, {
          journal: worldOutsideRequests(app).journal,
          sandboxId: null,
          owned: true,
          passwordHashCost: app.config.passwordHashCost,
        });
        app.installWorld(world);
        app.config.seed = snapshot.seed;
        notePresetOf(app, snapshot.seed);
        loaded.push(DEFAULT_FILE);
      } catch (error) {
        await setAside(DEFAULT_FILE, reasonOf(error));
      }
    }
  }
  if (app.config.control) {
    const files: Loaded[] = [];
    for (const name of names.filter((n) => SANDBOX_FILE.test(n))) {
      const found = await read(name, true);
      if (found) files.push(found);
    }
    // The oldest first: over MOCK_SANDBOX_MAX, the newest are set aside.
    files.sort((a, b) => a.file.sandbox!.createdAt - b.file.sandbox!.createdAt);
    for (const { name, file } of files) {
      const facts = file.sandbox!;
      let reservation: ReturnType<typeof app.sandboxes.reserve>;
      try {
        reservation = app.sandboxes.reserve(facts.id);
      } catch (error) {
        const over = app.sandboxes.size >= app.sandboxes.limits.max;
        await setAside(name, reasonOf(error), over ? 'over-max' : 'unreadable');
        continue;
      }
      try {
        const world = worldFromSnapshot(file.snapshot, {
          journal: new Journal(app.config.journalSize, app.config.journalMaxBytes),
          sandboxId: facts.id,
          owned: true,
          passwordHashCost: app.config.passwordHashCost,
        });
        reservation.settle({
          world,
          seed: file.snapshot.seed,
          label: facts.label,
          preset: facts.preset,
          forkedFrom: facts.forkedFrom,
          createdAt: facts.createdAt,
        });
        loaded.push(name);
      } catch (error) {
        reservation.settle();
        await setAside(name, reasonOf(error));
      }
    }
  }
  app.log.info(
    { dir, worlds: loaded.length, ms: Math.round(performance.now() - started) },
    'state read back',
  );
};

/** The worlds to write now: [file name, world, the sandbox's facts or null]. */
const worldsOf = (app: FastifyInstance): [string, MockStore, StoredSandbox | null][] => [
  [DEFAULT_FILE, worldOutsideRequests(app), null],
  ...(app.config.control
    ? app.sandboxes.list().map((s): [string, MockStore, StoredSandbox] => [
        sandboxFileOf(s.id),
        s.world,
        {
          id: s.id,
          label: s.label,
          preset: s.preset,
          forkedFrom: s.forkedFrom,
          createdAt: s.createdAt,
        },
      ])
    : []),
];

/** Writes every world, then removes the files of sandboxes deleted since. */
const writeAll = async (app: FastifyInstance, dir: string): Promise<StateWrite> => {
  const started = performance.now();
  const written: string[] = [];
  for (const [name, world, sandbox] of worldsOf(app)) {
    if (world.closed) continue;
    try {
      // A world whose seed passwords are still being hashed is written once they are.
      await world.passwordsReady;
      const snapshot = snapshotOf(world);
      const file: StateFile = { format: STATE_FORMAT, version: STATE_VERSION, sandbox, snapshot };
      await writeWhole(dir, name, JSON.stringify(file));
      written.push(name);
    } catch (error) {
      app.log.error({ file: join(dir, name), reason: reasonOf(error) }, 'state write failed');
    }
  }
  const removed: string[] = [];
  if (app.config.control) {
    const keep = new Set(app.sandboxes.list().map((s) => sandboxFileOf(s.id)));
    for (const name of await readdir(dir)) {
      if (!SANDBOX_FILE.test(name) || keep.has(name) || written.includes(name)) continue;
      await rm(join(dir, name), { force: true });
      removed.push(name);
    }
  }
  const ms = Math.round(performance.now() - started);
  app.log.debug({ dir, written: written.length, removed: removed.length, ms }, 'state written');
  return { written, removed, ms };
};

/**
 * MOCK_STATE_DIR: reads the directory back (buildApp awaits this, after the store is loaded and
 * before the app answers), then writes it every MOCK_STATE_INTERVAL_SECONDS (an unref'd timer)
 * and once more on close. Registered after setupSandboxes, so its onClose hook runs before the
 * sandboxes are cleared (Fastify runs onClose hooks last registered first).
 */
export const setupStateDir = async (app: FastifyInstance): Promise<void> => {
  const configured = app.config.stateDir;
  if (configured === undefined) {
    app.decorate('writeState', null);
    return;
  }
  const dir = resolve(configured);
  await mkdir(dir, { recursive: true });
  await restore(app, dir);

  let last: Promise<unknown> = Promise.resolve();
  const writeState = (): Promise<StateWrite> => {
    const next = last.then(() => writeAll(app, dir));
    last = next.catch(() => undefined);
    return next;
  };
  app.decorate('writeState', writeState);
  const timer = setInterval(() => {
    writeState().catch((error: unknown) =>
      app.log.error({ dir, reason: reasonOf(error) }, 'state write failed'),
    );
  }, app.config.stateIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    try {
      const { written, ms } = await writeState();
      app.log.info({ dir, worlds: written.length, ms }, 'state written on close');
    } catch (error) {
      // Closing goes on (the process exits): the files of the last interval's write remain.
      app.log.error({ dir, reason: reasonOf(error) }, 'state write on close failed');
    }
  });
};
