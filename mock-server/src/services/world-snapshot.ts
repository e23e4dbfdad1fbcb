import type { RemoteConfig } from '@mo/contracts';
import type { Seed, SeedOptions } from '@mo/fixtures';
import { DEFAULT_CONFIG } from '../config';
import { createClock, type Clock } from '../lib/clock';
import { ClaimState, type ClaimStateData } from '../store/claim-state';
import { ChaosBook, type ChaosState } from '../store/chaos-book';
import type { ArmedFault } from '../store/fault-book';
import { FeedbackBook, type StoredFeedback } from '../store/feedback-book';
import { Journal } from '../store/journal';
import { LatencyBook, type LatencyRule } from '../store/latency-book';
import type { PasswordHash } from '../store/passwords';
import { MockStore, PENDING_HASH, type Lifetimes, type WorldData } from '../store/store';
import { forceDetailFileCount, forcedDetailCounts } from './billing-files';
import { existingFileBook, FileBook, installFileBook, type StoredUpload } from './file-book';
import { existingMemberBook, memberBook, type MemberBookState } from './member-book';
import {
  existingReportState,
  installReportState,
  ReportState,
  type ReportStateData,
} from './report-state';

/*
 * A world's state as plain JSON and back: what a sandbox fork, an export file and MOCK_STATE_DIR
 * are made of. In it: the data as it is now (the users with their password hashes, history,
 * failed attempts and last sign-in), the state calls made that is data (COB requests, claim
 * switches, notifications read, feedback, the remote configuration, added members and pending
 * alterations, uploaded bulk files, report and billing scenarios), the armed faults, latency
 * rules and chaos profile, the clock and token lifetimes, and the seed it came from (a reset goes
 * back to it).
 * Left out: whatever lets someone in or counts them (sessions, tokens, OTP codes, sign-in
 * tickets, rate counters), the inbox (its mails carry codes), the journal (a log, not state) and
 * report files made in the background (bytes fetched within the hour): a restored world starts
 * with nobody signed in. Everything else (indexes, listing tables, counts) is made again from
 * the data on first use.
 */

export const SNAPSHOT_FORMAT = 'mock-world';
export const SNAPSHOT_VERSION = 1;

export interface WorldSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The seed options the world was built from: its resets build them again. */
  seed: SeedOptions;
  clock: {
    /** Mock time when the snapshot was taken; a restored world goes on from it. */
    now: string;
    /** Where the clock's reset goes (null: the real clock). */
    start: string | null;
  };
  lifetimes: { current: Lifetimes; start: Lifetimes };
  /** The seed users' password hashes, [user id, hash index] into `hashes` (what a reset gives). */
  seedHashes: [string, number][];
  /** Distinct password hashes (the pool users share one until they change it). */
  hashes: PasswordHash[];
  data: SnapshotData;
  state: {
    claims: ClaimStateData;
    notificationReads: string[];
    feedback: StoredFeedback[];
    remoteConfig: RemoteConfig;
    faults: ArmedFault[];
    latency: { rules: LatencyRule[]; next: number };
    members: MemberBookState | null;
    files: { seq: number; uploads: StoredUpload[] } | null;
    reports: ReportStateData | null;
    /** [invoice id, files] of scenario billing-detail-files. */
    billingFileCounts: [string, number][];
    /** The armed chaos profile, its generators and counters (null or absent: none). */
    chaos?: ChaosState | null;
  };
}

/** The data with the users' hashes as indexes into the snapshot's `hashes`. */
export type SnapshotUser = Omit<WorldData['users'][number], 'passwordHash' | 'passwordHistory'> & {
  passwordHash: number;
  passwordHistory: number[];
};
export type SnapshotData = Omit<WorldData, 'users'> & { users: SnapshotUser[] };

/** A JSON copy: plain, independent of the world, exactly what a file would hold. */
const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The world's state now, as a plain JSON-safe object sharing nothing with it. The world must
 * have its passwords hashed (await `world.passwordsReady`); `seed` defaults to the one the world
 * was built with (WorldParts.seed), and one of them must be known.
 */
export const snapshotOf = (world: MockStore, seed = world.seedOptions): WorldSnapshot => {
  if (!seed) throw new TypeError('the world does not know its seed options: pass them');
  const hashes: PasswordHash[] = [];
  const indexOf = new Map<string, number>();
  const hashIndex = (hash: PasswordHash): number => {
    if (hash === PENDING_HASH) throw new Error('the seed passwords are still being hashed');
    const key = `${hash.salt}:${hash.hash}`;
    let index = indexOf.get(key);
    if (index === undefined) {
      const { salt, hash: digest, cost } = hash;
      index =
        hashes.push(cost === undefined ? { salt, hash: digest } : { salt, hash: digest, cost }) - 1;
      indexOf.set(key, index);
    }
    return index;
  };
  const seedHashes = [...world.seedHashes].map(([id, hash]): [string, number] => [
    id,
    hashIndex(hash),
  ]);
  const now = world.data();
  const data: SnapshotData = {
    ...now,
    users: now.users.map((user) => ({
      ...user,
      passwordHash: hashIndex(user.passwordHash),
      passwordHistory: user.passwordHistory.map(hashIndex),
    })),
  };
  return jsonCopy({
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    seed,
    clock: { now: world.clock.nowIso(), start: world.clock.start ?? null },
    lifetimes: { current: world.lifetimes, start: world.lifetimesAtStart },
    seedHashes,
    hashes,
    data,
    state: {
      claims: world.claimState.toState(),
      notificationReads: [...world.notificationReads],
      feedback: world.feedback.all(),
      remoteConfig: world.remoteConfig.get(),
      faults: world.faults.list(),
      latency: world.latency.toState(),
      members: existingMemberBook(world)?.toState() ?? null,
      files: existingFileBook(world)?.toState() ?? null,
      reports: existingReportState(world)?.toState() ?? null,
      billingFileCounts: forcedDetailCounts(world),
      chaos: world.chaos?.toState() ?? null,
    },
  } satisfies WorldSnapshot);
};

export interface RestoreOptions {
  /** The new world's clock (set to the snapshot's instant); else one starting where it did. */
  clock?: Clock;
  journal?: Journal;
  sandboxId?: string | null;
  /** Builds the snapshot's seed again for resets (default: buildSeed of `snapshot.seed`). */
  rebuild?: () => Seed;
  /** The snapshot is the caller's to give away (just made by snapshotOf): not copied first. */
  owned?: boolean;
  /**
   * The cost new hashes of the world are made with (MOCK_PASSWORD_HASH_COST; default: the
   * config's default). The snapshot's own hashes keep theirs.
   */
  passwordHashCost?: number;
}

/**
 * A new world of a snapshot (checked by checkSnapshot if it came from outside), independent of
 * anything else: its resets return to the snapshot's seed. Password hashes come as they are.
 */
export const worldFromSnapshot = (
  input: WorldSnapshot,
  options: RestoreOptions = {},
): MockStore => {
  const snapshot = options.owned ? input : structuredClone(input);
  const hashAt = (index: number): PasswordHash => {
    const hash = snapshot.hashes[index];
    if (!hash) throw new RangeError(`no password hash ${index}`);
    return hash;
  };
  const data: WorldData = {
    ...snapshot.data,
    users: snapshot.data.users.map((user) => ({
      ...user,
      passwordHash: hashAt(user.passwordHash),
      passwordHistory: user.passwordHistory.map(hashAt),
    })),
  };
  const clock = options.clock ?? createClock(snapshot.clock.start ?? undefined);
  clock.set(snapshot.clock.now);
  const world = MockStore.restore(
    data,
    new Map(snapshot.seedHashes.map(([id, index]) => [id, hashAt(index)])),
    {
      clock,
      journal:
        options.journal ?? new Journal(DEFAULT_CONFIG.journalSize, DEFAULT_CONFIG.journalMaxBytes),
      lifetimes: snapshot.lifetimes.start,
      sandboxId: options.sandboxId ?? null,
      seed: snapshot.seed,
      passwordHashCost: options.passwordHashCost ?? DEFAULT_CONFIG.passwordHashCost,
    },
    options.rebuild,
  );
  world.lifetimes = { ...snapshot.lifetimes.current };
  const { state } = snapshot;
  world.claimState = ClaimState.from(state.claims);
  world.notificationReads = new Set(state.notificationReads);
  world.feedback = FeedbackBook.from(state.feedback);
  world.remoteConfig.replace(state.remoteConfig);
  for (const { callId, userName, ...fault } of state.faults) {
    world.faults.arm(callId, fault, userName);
  }
  world.latency = LatencyBook.from(state.latency);
  world.chaos = state.chaos ? ChaosBook.from(state.chaos) : null;
  if (state.members) memberBook(world).restore(world, state.members);
  if (state.files) installFileBook(world, FileBook.from(state.files));
  if (state.reports) installReportState(world, ReportState.from(state.reports));
  for (const [invoiceId, files] of state.billingFileCounts) {
    forceDetailFileCount(world, invoiceId, files);
  }
  return world;
};

/** A copy of the world as it is now (a sandbox fork): snapshotOf then worldFromSnapshot. */
export const forkWorld = (
  world: MockStore,
  { seed, ...options }: Omit<RestoreOptions, 'owned'> & { seed?: SeedOptions } = {},
): MockStore =>
  worldFromSnapshot(snapshotOf(world, seed), {
    passwordHashCost: world.passwordHashCost,
    ...options,
    owned: true,
  });
