import {
  buildSeed,
  type Seed,
  type SeedClaim,
  type SeedCompany,
  type SeedInvoice,
  type SeedMember,
  type SeedPolicy,
  type SeedSystemParameter,
  type SeedUser,
  type SeedOptions,
} from '@mo/fixtures';
import { DEFAULT_CONFIG } from '../config';
import { createClock, type Clock } from '../lib/clock';
import type { ChaosBook } from './chaos-book';
import { ClaimState } from './claim-state';
import { FaultBook } from './fault-book';
import { FeedbackBook } from './feedback-book';
import { LatencyBook } from './latency-book';
import { Inbox } from './inbox';
import { Journal } from './journal';
import { RateBook } from './rate-book';
import { OtpBook } from './otp-book';
import { hashPassword, type PasswordHash } from './passwords';
import { RemoteConfigBook } from './remote-config';
import { SessionBook } from './session-book';
import { SignInTicketBook } from './ticket-book';

export type StoredUser = Omit<SeedUser, 'password'> & {
  passwordHash: PasswordHash;
  /** Newest first, the current one included; at most LIMITS.passwordHistory long. */
  passwordHistory: PasswordHash[];
  /** Consecutive wrong passwords; the third locks the account. */
  failedAttempts: number;
  /** When the user's newest session was created (epoch ms); the seed's earlier one at first. */
  lastSignInAt: number | null;
};

/** Counts the policy list shows, derived from members and claims so they never disagree. */
export interface PolicyStats {
  totalMembers: number;
  totalActiveAndCompletedClaims: number;
  totalSubmittedClaims: number;
}

/** A seed user's hash until the seed's passwords are hashed: no password matches it. */
export const PENDING_HASH: PasswordHash = Object.freeze({ salt: '', hash: '' });

type SeedData = Omit<Seed, 'users'> & { users: Omit<SeedUser, 'password'>[] };

/** A world's data as it is now (world snapshots): the seed's arrays, the users as stored. */
export type WorldData = Omit<Seed, 'meta' | 'users'> & { users: StoredUser[] };

const withoutPasswords = (full: Seed): SeedData => ({
  ...full,
  users: full.users.map((user) => {
    const { password: _plain, ...rest } = user;
    return rest;
  }),
});

/** Token lifetimes (seconds) for tokens signed from now on; the control API may change them. */
export interface Lifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/**
 * What makes a store a world of its own besides its data: its mock clock, its request journal and
 * its token lifetimes. The default world and every sandbox each have their own.
 */
export interface WorldParts {
  clock: Clock;
  journal: Journal;
  lifetimes: Lifetimes;
  /** The sandbox this world is (null: the default world); tokens carry it. */
  sandboxId?: string | null;
  /** The seed options the world was built from (world snapshots record them); null: unknown. */
  seed?: SeedOptions | null;
  /** The scrypt cost (log2 N) the world hashes passwords with (MOCK_PASSWORD_HASH_COST). */
  passwordHashCost?: number;
}

const defaultParts = (): WorldParts => ({
  clock: createClock(DEFAULT_CONFIG.clockStart),
  journal: new Journal(DEFAULT_CONFIG.journalSize, DEFAULT_CONFIG.journalMaxBytes),
  lifetimes: {
    accessTokenTtlSeconds: DEFAULT_CONFIG.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: DEFAULT_CONFIG.refreshTokenTtlSeconds,
  },
  passwordHashCost: DEFAULT_CONFIG.passwordHashCost,
});

const group = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};

/**
 * The mock insurer's state: the seed's data with lookup indexes, plus what calls create (codes,
 * sessions, revoked tokens, sent e-mails). Passwords are hashed once at load and the plain values
 * dropped; reset() restores everything else from the seed.
 */
export class MockStore {
  users = new Map<string, StoredUser>();
  private usersByEmail = new Map<string, StoredUser>();
  companies = new Map<string, SeedCompany>();
  policies = new Map<string, SeedPolicy>();
  private policiesByCompany = new Map<string, SeedPolicy[]>();
  private policyStats = new Map<string, PolicyStats>();
  private membersByPolicy: { source: SeedMember[]; groups: Map<string, SeedMember[]> } | null =
    null;
  members: SeedMember[] = [];
  claims: SeedClaim[] = [];
  private claimsByPolicy: { source: SeedClaim[]; groups: Map<string, SeedClaim[]> } | null = null;
  /** COB requests and claim feature switches (claim-state.ts). */
  claimState = new ClaimState();
  invoices: SeedInvoice[] = [];
  private invoicesByPolicy: { source: SeedInvoice[]; groups: Map<string, SeedInvoice[]> } | null =
    null;
  private systemParameters = new Map<string, SeedSystemParameter>();
  otps = new OtpBook();
  sessions = new SessionBook();
  tickets = new SignInTicketBook();
  inbox = new Inbox();
  rates = new RateBook();
  remoteConfig = new RemoteConfigBook();
  faults = new FaultBook();
  /** Latency rules of the control API (cleared by reset, as faults are). */
  latency = new LatencyBook();
  /** The armed chaos profile of the control API (null: none; disarmed by reset). */
  chaos: ChaosBook | null = null;
  /** Notifications read since the seed (`userId notificationId`), notifications/individual. */
  notificationReads = new Set<string>();
  feedback = new FeedbackBook();
  /** The sandbox this world is, or null for the default world (lib/world.ts). */
  readonly sandboxId: string | null;
  /** Set when its sandbox is deleted: a request still running in it then fails (lib/world.ts). */
  closed = false;
  /** The world's mock clock: token and code expiry, envelope timestamps, report readiness. */
  readonly clock: Clock;
  /** The control API's journal of this world's calls (kept across resets, as a log is). */
  readonly journal: Journal;
  /** Token lifetimes for tokens signed from now on (back to the start ones on resetParts). */
  lifetimes: Lifetimes;
  private readonly startLifetimes: Readonly<Lifetimes>;
  /** The seed options the world was built from (null: not told); its resets rebuild them. */
  readonly seedOptions: SeedOptions | null;

  /** The data as the seed has it, kept for resets (cloned from on each); made on the first. */
  private pristine: SeedData | undefined;
  /** A freshly built seed that nothing else holds: the first state, used without a copy. */
  private unshared: SeedData | undefined;

  /**
   * The scrypt cost (log2 N) of the hashes this world makes (the seed's, password changes);
   * each hash records its own cost, so any hash verifies whatever this is.
   */
  readonly passwordHashCost: number;
  /** The seed users' password hashes (empty until they are made). */
  private hashes: ReadonlyMap<string, PasswordHash> = new Map();
  /**
   * Settles when the seed users' passwords are hashed. Until then their hash is PENDING_HASH
   * (which matches no password): anything that checks or changes a password awaits this first.
   */
  readonly passwordsReady: Promise<void>;

  private constructor(
    initial: SeedData | { now: WorldData; hashes: ReadonlyMap<string, PasswordHash> },
    private readonly rebuild: (() => SeedData) | undefined,
    hashing: Promise<ReadonlyMap<string, PasswordHash>>,
    parts: WorldParts,
  ) {
    this.sandboxId = parts.sandboxId ?? null;
    this.seedOptions = parts.seed ?? null;
    this.passwordHashCost = parts.passwordHashCost ?? DEFAULT_CONFIG.passwordHashCost;
    this.clock = parts.clock;
    this.journal = parts.journal;
    this.startLifetimes = Object.freeze({ ...parts.lifetimes });
    this.lifetimes = { ...parts.lifetimes };
    if ('now' in initial) {
      // A world restored from its data as it was (world snapshots): its seed's hashes are known.
      this.hashes = initial.hashes;
      this.install(initial.now);
    } else {
      if (rebuild) this.unshared = initial;
      else this.pristine = initial;
      this.reset();
    }
    this.passwordsReady = hashing.then((hashes) => {
      this.hashes = hashes;
      // Users made before the hashes were ready (the first state, an early reset) get them now.
      for (const user of this.users.values()) {
        const hash = hashes.get(user.id);
        if (user.passwordHash !== PENDING_HASH || !hash) continue;
        user.passwordHash = hash;
        user.passwordHistory = [hash];
      }
    });
  }

  /**
   * `rebuild` makes the same seed again (buildSeed is deterministic). Given it, the store starts
   * on `seed` itself, without a copy (half the memory and no clone at start, which at 100,000
   * members took as long as building them), and keeps a pristine copy only from the first reset.
   */
  static async load(
    seed: Seed,
    rebuild?: () => Seed,
    {
      waitForPasswords = true,
      parts = defaultParts(),
      hashes,
    }: {
      waitForPasswords?: boolean;
      parts?: WorldParts;
      /**
       * The seed users' hashes made already for this same seed (seedHashes of another store of
       * it): a sandbox of a seed the mock holds starts without hashing a password again.
       */
      hashes?: Promise<ReadonlyMap<string, PasswordHash>>;
    } = {},
  ): Promise<MockStore> {
    // Each named user gets a hash with its own salt; the numbered pool users share one salted hash
    // of their one password until they change it, so a seed of hundreds loads as fast as one of five.
    // The hashes are made side by side (scrypt runs on libuv's thread pool), not one after another;
    // without waitForPasswords the store is returned at once and they finish in the background
    // (passwordsReady), so a server can answer before them. The plain values go with the hashing.
    const poolHashes = new Map<string, Promise<PasswordHash>>();
    const cost = parts.passwordHashCost ?? DEFAULT_CONFIG.passwordHashCost;
    const pending = hashes
      ? []
      : seed.users.map(async (user): Promise<[string, PasswordHash]> => {
          if (!user.pool) return [user.id, await hashPassword(user.password, cost)];
          let hash = poolHashes.get(user.password);
          if (!hash) {
            hash = hashPassword(user.password, cost);
            poolHashes.set(user.password, hash);
          }
          return [user.id, await hash];
        });
    const hashing = hashes ?? Promise.all(pending).then((entries) => new Map(entries));
    const store = new MockStore(
      withoutPasswords(seed),
      rebuild && (() => withoutPasswords(rebuild())),
      hashing,
      parts,
    );
    if (waitForPasswords) await store.passwordsReady;
    return store;
  }

  /**
   * A world on data as it was (world snapshots), taken as it is (the caller hands over objects
   * nothing else holds); every book starts empty, for the caller to fill. `hashes` are the seed
   * users' password hashes (for resets); resets rebuild the seed of `parts.seed` unless `rebuild`.
   */
  static restore(
    now: WorldData,
    hashes: ReadonlyMap<string, PasswordHash>,
    parts: WorldParts,
    rebuild?: () => Seed,
  ): MockStore {
    const seed = parts.seed;
    const remake = rebuild ?? (seed ? () => buildSeed(seed) : undefined);
    if (!remake) throw new TypeError('a restored world needs its seed options or a rebuild');
    return new MockStore(
      { now, hashes },
      () => withoutPasswords(remake()),
      Promise.resolve(hashes),
      parts,
    );
  }

  /**
   * The seed users' password hashes (what a reset gives them), once they are made: after
   * passwordsReady (before it the map is empty).
   */
  get seedHashes(): ReadonlyMap<string, PasswordHash> {
    return this.hashes;
  }

  /** The token lifetimes resetWorld goes back to. */
  get lifetimesAtStart(): Readonly<Lifetimes> {
    return this.startLifetimes;
  }

  /** The data as it is now (the live objects: a caller that keeps them clones them). */
  data(): WorldData {
    return {
      users: [...this.users.values()],
      companies: [...this.companies.values()],
      policies: [...this.policies.values()],
      members: this.members,
      claims: this.claims,
      invoices: this.invoices,
      systemParameters: [...this.systemParameters.values()],
    };
  }

  /**
   * Back to the seed: data (the unshared first build, else a clone of the pristine copy, so
   * handlers that change it never touch the seed) and state.
   */
  reset(): void {
    let data = this.unshared;
    this.unshared = undefined;
    if (!data) {
      this.pristine ??= this.rebuild!();
      data = structuredClone(this.pristine);
    }
    this.install({
      ...data,
      users: data.users.map((u) => {
        const passwordHash = this.hashes.get(u.id) ?? PENDING_HASH;
        const lastSignInAt = u.previousSignInAt ? Date.parse(u.previousSignInAt) : null;
        return {
          ...u,
          passwordHash,
          passwordHistory: [passwordHash],
          failedAttempts: 0,
          lastSignInAt,
        };
      }),
    });
  }

  /** Takes this data (and its indexes), every book of call-made state empty. */
  private install(data: WorldData): void {
    this.users = new Map(data.users.map((u) => [u.id, u]));
    this.usersByEmail = new Map([...this.users.values()].map((u) => [u.email.toLowerCase(), u]));
    this.companies = new Map(data.companies.map((c) => [c.id, c]));
    this.policies = new Map(data.policies.map((p) => [p.id, p]));
    this.policiesByCompany = group(data.policies, (p) => p.companyId);
    this.members = data.members;
    this.claims = data.claims;
    this.invoices = data.invoices;
    this.systemParameters = new Map(data.systemParameters.map((p) => [p.category, p]));
    this.policyStats = this.computeStats();
    this.otps = new OtpBook();
    this.sessions = new SessionBook();
    this.tickets = new SignInTicketBook();
    this.inbox = new Inbox();
    this.rates = new RateBook();
    this.remoteConfig = new RemoteConfigBook();
    this.faults = new FaultBook();
    this.latency = new LatencyBook();
    this.chaos = null;
    this.notificationReads = new Set<string>();
    this.feedback = new FeedbackBook();
    this.claimState = new ClaimState();
  }

  /** Back to the seed (reset) and to the start of time and token lifetimes. */
  resetWorld(): void {
    this.reset();
    this.clock.reset();
    this.lifetimes = { ...this.startLifetimes };
  }

  /**
   * Replaces the claims book (control-API scenarios): the policy counts follow, and so does
   * everything keyed by the claims array (the claim book's indexes, claimsOf).
   */
  replaceClaims(claims: SeedClaim[]): void {
    this.claims = claims;
    this.policyStats = this.computeStats();
  }

  private computeStats(): Map<string, PolicyStats> {
    const stats = new Map<string, PolicyStats>();
    const of = (policyId: string) => {
      let s = stats.get(policyId);
      if (!s) {
        s = { totalMembers: 0, totalActiveAndCompletedClaims: 0, totalSubmittedClaims: 0 };
        stats.set(policyId, s);
      }
      return s;
    };
    // A member enrolled in a second policy is a member of that policy too.
    for (const m of this.members) {
      of(m.policyId).totalMembers += 1;
      for (const e of m.otherEnrolments ?? []) of(e.policyId).totalMembers += 1;
    }
    for (const c of this.claims) {
      if (c.stage === 'SUBMITTED') of(c.policyId).totalSubmittedClaims += 1;
      else of(c.policyId).totalActiveAndCompletedClaims += 1;
    }
    return stats;
  }

  /** Adds a user made by a call (users creation); reset() drops it with the rest of the state. */
  addUser(user: StoredUser): void {
    this.users.set(user.id, user);
    this.usersByEmail.set(user.email.toLowerCase(), user);
  }

  userByEmail(email: string): StoredUser | undefined {
    return this.usersByEmail.get(email.toLowerCase());
  }

  /** The user's companies in profile order (unknown ids are skipped). */
  companiesOf(user: StoredUser): SeedCompany[] {
    return user.companyIds.flatMap((id) => this.companies.get(id) ?? []);
  }

  /**
   * Members of one policy, as enrolled in it: a member whose second policy this is appears with
   * that enrolment's plan, subsidiary and member number.
   */
  membersOf(policyId: string): readonly SeedMember[] {
    // Grouped in one pass on first use after a start or reset (reset replaces the member array),
    // not scanned per call: at 100,000 members a dashboard read would walk them all.
    if (this.membersByPolicy?.source !== this.members) {
      const groups = new Map<string, SeedMember[]>();
      const push = (policyId: string, member: SeedMember) => {
        const list = groups.get(policyId);
        if (list) list.push(member);
        else groups.set(policyId, [member]);
      };
      for (const m of this.members) {
        push(m.policyId, m);
        for (const e of m.otherEnrolments ?? []) {
          if (e.policyId !== m.policyId)
            push(e.policyId, { ...m, ...e, otherEnrolments: undefined });
        }
      }
      this.membersByPolicy = { source: this.members, groups };
    }
    return this.membersByPolicy.groups.get(policyId) ?? [];
  }

  /** Claims of one policy (grouped once per claims array, not scanned per call). */
  claimsOf(policyId: string): readonly SeedClaim[] {
    if (this.claimsByPolicy?.source !== this.claims) {
      const groups = new Map<string, SeedClaim[]>();
      for (const c of this.claims) {
        const list = groups.get(c.policyId);
        if (list) list.push(c);
        else groups.set(c.policyId, [c]);
      }
      this.claimsByPolicy = { source: this.claims, groups };
    }
    return this.claimsByPolicy.groups.get(policyId) ?? [];
  }

  /**
   * Invoices of one policy (grouped once per invoices array: a billing scenario replaces the
   * array, and the groups follow).
   */
  invoicesOf(policyId: string): readonly SeedInvoice[] {
    if (this.invoicesByPolicy?.source !== this.invoices) {
      this.invoicesByPolicy = {
        source: this.invoices,
        groups: group(this.invoices, (i) => i.policyId),
      };
    }
    return this.invoicesByPolicy.groups.get(policyId) ?? [];
  }

  policiesOf(companyId: string): readonly SeedPolicy[] {
    return this.policiesByCompany.get(companyId) ?? [];
  }

  statsOf(policyId: string): PolicyStats {
    return (
      this.policyStats.get(policyId) ?? {
        totalMembers: 0,
        totalActiveAndCompletedClaims: 0,
        totalSubmittedClaims: 0,
      }
    );
  }

  systemParameter(category: string): SeedSystemParameter | undefined {
    return this.systemParameters.get(category);
  }

  defaultVariable(code: string): string | undefined {
    return this.systemParameter('DEFAULT_VARIABLES')?.commonCategoryDetail.find(
      (d) => d.code === code,
    )?.description1;
  }
}
