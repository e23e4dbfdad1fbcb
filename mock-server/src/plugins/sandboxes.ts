import { createHash, randomBytes } from 'node:crypto';
import { MOCK_SANDBOX_HEADER, isSandboxId } from '@mo/contracts';
import { buildSeed, type SeedOptions } from '@mo/fixtures';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../lib/api-error';
import { worldOutsideRequests } from '../lib/world';
import type { PasswordHash } from '../store/passwords';
import { MockStore } from '../store/store';
import { startParts } from './store';

/** What the control API tells of a sandbox (its world aside). */
export interface SandboxFacts {
  id: string;
  /** Whose it is or what for (a tester's or a customer's name), as given at creation. */
  label: string | null;
  /** The seed preset it started from (a fork or an import keeps its source's). */
  preset: string;
  /** The sandbox it was forked from, or 'default'; null when made from its preset or imported. */
  forkedFrom: string | null;
  /** Real time (epoch ms), not the mock clock: each sandbox has its own. */
  createdAt: number;
  lastUsedAt: number;
}

interface Sandbox extends SandboxFacts {
  world: MockStore;
  seed: SeedOptions;
}

export interface SandboxLimits {
  /** MOCK_SANDBOX_MAX */
  max: number;
  /** MOCK_SANDBOX_IDLE_MINUTES, in ms */
  idleMs: number;
}

/**
 * The sandboxes of one process: isolated worlds a request names in x-mock-sandbox. At most
 * `max` exist (ids being made count too, so two creates cannot both pass the limit); one unused
 * for `idleMs` of real time is deleted at the next sweep (every minute, and before each create
 * and list). `now` is the real clock, given by tests.
 */
export class SandboxBook {
  private readonly sandboxes = new Map<string, Sandbox>();
  private readonly making = new Set<string>();

  constructor(
    readonly limits: SandboxLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.sandboxes.size;
  }

  /** The sandbox's world, marked as used now; undefined when there is none of that id. */
  use(id: string): MockStore | undefined {
    const sandbox = this.sandboxes.get(id);
    if (!sandbox) return undefined;
    sandbox.lastUsedAt = this.now();
    return sandbox.world;
  }

  /** The sandbox without marking it used (the control API's look at it). */
  get(id: string): Readonly<Sandbox> | undefined {
    return this.sandboxes.get(id);
  }

  list(): Readonly<Sandbox>[] {
    return [...this.sandboxes.values()].sort((a, b) => a.createdAt - b.createdAt);
  }

  /**
   * Reserves an id for a sandbox being made (checks the id, that it is free and the limit): the
   * returned function adds the made world, or with no world gives the id back.
   */
  reserve(id: string | undefined): {
    id: string;
    settle: (
      made?: Omit<Sandbox, 'id' | 'createdAt' | 'lastUsedAt'> & { createdAt?: number },
    ) => Readonly<Sandbox> | null;
  } {
    this.sweep();
    const chosen = id ?? this.freshId();
    if (!isSandboxId(chosen)) throw fail.sandboxInvalid(invalidWhy(chosen));
    if (chosen === DEFAULT_WORLD) {
      throw fail.sandboxInvalid(`"${DEFAULT_WORLD}" names the default world: choose another id`);
    }
    if (this.sandboxes.has(chosen) || this.making.has(chosen)) throw fail.sandboxTaken(chosen);
    if (this.sandboxes.size + this.making.size >= this.limits.max) {
      throw fail.sandboxLimit(this.limits.max);
    }
    this.making.add(chosen);
    return {
      id: chosen,
      settle: (made) => {
        this.making.delete(chosen);
        if (!made) return null;
        const at = this.now();
        const sandbox: Sandbox = {
          ...made,
          id: chosen,
          createdAt: made.createdAt ?? at,
          lastUsedAt: at,
        };
        this.sandboxes.set(chosen, sandbox);
        return sandbox;
      },
    };
  }

  /** Deletes a sandbox: a request still running in it fails on its next look (MK4041). */
  delete(id: string): boolean {
    const sandbox = this.sandboxes.get(id);
    if (!sandbox) return false;
    sandbox.world.closed = true;
    this.sandboxes.delete(id);
    return true;
  }

  /** Deletes the sandboxes unused for the idle time; answers their ids. */
  sweep(): string[] {
    const before = this.now() - this.limits.idleMs;
    const idle = [...this.sandboxes.values()].filter((s) => s.lastUsedAt <= before);
    for (const sandbox of idle) this.delete(sandbox.id);
    return idle.map((s) => s.id);
  }

  /** Deletes every sandbox (the app closing). */
  clear(): void {
    for (const id of [...this.sandboxes.keys()]) this.delete(id);
  }

  private freshId(): string {
    for (;;) {
      const id = `sb-${randomBytes(4).toString('hex')}`;
      if (!this.sandboxes.has(id) && !this.making.has(id)) return id;
    }
  }
}

/** What `from` names for the default world (so no sandbox may be called that). */
export const DEFAULT_WORLD = 'default';

const invalidWhy = (id: string): string =>
  `Invalid sandbox id "${id.slice(0, 40)}${id.length > 40 ? '…' : ''}": 1 to 32 lowercase letters, digits and inner hyphens`;

declare module 'fastify' {
  interface FastifyInstance {
    sandboxes: SandboxBook;
    /**
     * A new world of the seed for a sandbox (its own clock, journal and lifetimes at their
     * start, its id in its tokens). Users' password hashes are made once per seed, not per
     * sandbox.
     */
    sandboxWorld(id: string, seed: SeedOptions): Promise<MockStore>;
  }
  interface FastifyContextConfig {
    /** The route ignores x-mock-sandbox (the sandbox list itself, the console's page). */
    anyWorld?: boolean;
  }
}

/** The sandbox a request names, checked; undefined when it names none. */
const sandboxIdOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[MOCK_SANDBOX_HEADER];
  if (raw === undefined) return undefined;
  const id = Array.isArray(raw) ? raw.join(',') : raw;
  if (!isSandboxId(id)) throw fail.sandboxInvalid(invalidWhy(id));
  return id;
};

/** A world's seed password hashes once they are made (a sandbox of the same seed reuses them). */
const hashesOnceMade = (world: MockStore): Promise<ReadonlyMap<string, PasswordHash>> =>
  world.passwordsReady.then(() => world.seedHashes);

const SWEEP_EVERY_MS = 60_000;

/**
 * Sandboxes (issue 29): with the control API on, a request naming one in x-mock-sandbox works on
 * its world from the first hook on (an invalid id: MK4001; none of that id: MK4041); without the
 * header, on the default world as before. With the control API off (production-like) the header
 * is ignored: there is no way to make a sandbox then.
 */
export const setupSandboxes = (
  app: FastifyInstance,
  { now = Date.now }: { now?: () => number } = {},
): void => {
  const book = new SandboxBook(
    { max: app.config.sandboxMax, idleMs: app.config.sandboxIdleMinutes * 60_000 },
    now,
  );
  app.decorate('sandboxes', book);
  app.decorateRequest('world', null);

  // Hashes per seed, made once (a seed's users and passwords are the same in every world of it).
  const hashesBySeed = new Map<string, Promise<ReadonlyMap<string, PasswordHash>>>();
  app.decorate('sandboxWorld', async (id: string, seed: SeedOptions): Promise<MockStore> => {
    const built = buildSeed(seed);
    // Keyed by a digest of the users and their (published, demo) passwords, never the text.
    const key = createHash('sha256')
      .update(JSON.stringify(built.users.map((u) => [u.id, u.password])))
      .digest('hex');
    if (!hashesBySeed.has(key) && JSON.stringify(seed) === JSON.stringify(app.config.seed)) {
      hashesBySeed.set(key, hashesOnceMade(worldOutsideRequests(app)));
    }
    const world = await MockStore.load(built, () => buildSeed(seed), {
      waitForPasswords: false,
      parts: { ...startParts(app), sandboxId: id, seed },
      hashes: hashesBySeed.get(key),
    });
    if (!hashesBySeed.has(key)) hashesBySeed.set(key, hashesOnceMade(world));
    world.passwordsReady.catch((error: unknown) =>
      app.log.error({ err: error }, 'hashing the seed passwords failed'),
    );
    return world;
  });
  if (!app.config.control) return;

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.anyWorld) {
      done();
      return;
    }
    try {
      const id = sandboxIdOf(request);
      if (id !== undefined) {
        const world = book.use(id);
        if (!world) throw fail.sandboxUnknown(id);
        request.world = world;
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  const sweeper = setInterval(() => book.sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    book.clear();
    done();
  });
};
