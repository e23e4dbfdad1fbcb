import { RemoteConfig } from '@mo/contracts';
import Type, { type TSchema } from 'typebox';
import { lazyCompile } from '../lib/lazy-compile';
import { MAX_HASH_COST } from '../store/passwords';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type WorldSnapshot } from './world-snapshot';
import { Nullable } from '../lib/schema';

/*
 * The shape of a world snapshot read from outside (an import, a state file): the top level, the
 * version, the clock and lifetimes strictly; the data's records loosely (objects), with the
 * fields the mock's indexes read at load (ids, the keys records are grouped by, the lists a
 * policy's plans and subsidiaries are looked up in) typed, so a forged file is refused here
 * instead of crashing a later call. Sizes are bounded (the members-100k preset fits).
 */

/** Records of one kind at most (members, claims, invoices). */
export const SNAPSHOT_MAX_RECORDS = 300_000;
/** Entries of the smaller lists at most (users, companies, faults, feedback, ...). */
export const SNAPSHOT_MAX_ENTRIES = 100_000;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Text = Type.String({ maxLength: 10_000 });
const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Instant = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})$',
});
const list = <T extends TSchema>(item: T, maxItems = SNAPSHOT_MAX_ENTRIES) =>
  Type.Array(item, { maxItems });
/** An object with these fields typed and any others as they come. */
const record = <P extends Record<string, TSchema>>(properties: P) =>
  Type.Object(properties, { additionalProperties: true });
const pair = <A extends TSchema, B extends TSchema>(a: A, b: B) => Type.Tuple([a, b]);

const Lifetimes = Type.Object(
  {
    accessTokenTtlSeconds: Type.Integer({ minimum: 1, maximum: 31_536_000 }),
    refreshTokenTtlSeconds: Type.Integer({ minimum: 1, maximum: 31_536_000 }),
  },
  { additionalProperties: false },
);

const SeedOptions = Type.Object(
  {
    seed: Type.Optional(Count),
    companies: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000 })),
    policiesPerCompany: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    membersPerCompany: Type.Optional(Type.Integer({ minimum: 0, maximum: SNAPSHOT_MAX_RECORDS })),
    claimsPerCompany: Type.Optional(Type.Integer({ minimum: 0, maximum: SNAPSHOT_MAX_RECORDS })),
    invoicesPerPolicy: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    poolUsersPerCompany: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000 })),
  },
  { additionalProperties: false },
);

const PasswordHash = Type.Object(
  {
    salt: Type.String({ maxLength: 200 }),
    hash: Type.String({ maxLength: 1_000 }),
    // log2 of scrypt's N (store/passwords.ts); absent in files from before: STRONG_HASH_COST.
    cost: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HASH_COST })),
  },
  { additionalProperties: false },
);

const User = record({
  id: Id,
  email: Type.String({ maxLength: 254 }),
  companyIds: list(Id),
  passwordHash: Count,
  passwordHistory: list(Count, 100),
  failedAttempts: Count,
  lastSignInAt: Type.Union([Type.Number(), Type.Null()]),
});

const Data = Type.Object(
  {
    users: list(User),
    companies: list(record({ id: Id })),
    policies: list(
      record({
        id: Id,
        companyId: Id,
        policyNo: Text,
        plans: list(record({ planNo: Type.String({ maxLength: 100 }) }), 1_000),
        subsidiaries: list(record({ id: Id, subsidiaryNo: Text, subsidiaryName: Text }), 10_000),
        benefits: list(record({}), 1_000),
      }),
    ),
    members: list(
      record({
        id: Id,
        companyId: Id,
        policyId: Id,
        subsidiaryId: Type.String({ maxLength: 100 }),
        employeeMemberId: Id,
        name: Text,
        memberNumber: Text,
        memberType: Type.Union([Type.Literal('E'), Type.Literal('S'), Type.Literal('C')]),
        otherEnrolments: Type.Optional(list(record({ policyId: Id }), 100)),
      }),
      SNAPSHOT_MAX_RECORDS,
    ),
    claims: list(
      record({
        id: Id,
        companyId: Id,
        policyId: Id,
        stage: Text,
        claimNo: Text,
        memberName: Text,
        memberNo: Text,
        benefitType: Text,
        receivedDate: Text,
      }),
      SNAPSHOT_MAX_RECORDS,
    ),
    invoices: list(
      record({ id: Id, companyId: Id, policyId: Id, invoiceNo: Text, invoiceDate: Text }),
      SNAPSHOT_MAX_RECORDS,
    ),
    systemParameters: list(
      record({ category: Id, commonCategoryDetail: list(record({}), 10_000) }),
      1_000,
    ),
  },
  { additionalProperties: false },
);

const Ms = Type.Integer({ minimum: 0, maximum: 120_000 });
const Probability = Type.Number({ minimum: 0, maximum: 1 });
const Int32 = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
/** A chaos profile with where its generators are and its counters (store/chaos-book.ts). */
const Chaos = Type.Object(
  {
    profile: Type.Object(
      {
        seed: Type.Integer({ minimum: 0, maximum: 4_294_967_295 }),
        rate: Probability,
        rates: Type.Optional(
          Type.Record(Type.String({ maxLength: 64 }), Probability, { maxProperties: 200 }),
        ),
        latency: Type.Optional(
          Type.Union([
            Type.Object({ fixedMs: Ms }, { additionalProperties: false }),
            Type.Object({ minMs: Ms, maxMs: Ms }, { additionalProperties: false }),
          ]),
        ),
        codes: Type.Optional(list(Type.String({ minLength: 1, maxLength: 50 }), 100)),
      },
      { additionalProperties: false },
    ),
    failState: Int32,
    delayState: Int32,
    counters: Type.Object(
      {
        seen: Count,
        failed: Count,
        byCode: Type.Record(Type.String({ maxLength: 50 }), Count, { maxProperties: 200 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const State = Type.Object(
  {
    claims: Type.Object(
      {
        cob: list(record({ claimId: Id, cobRefNo: Id, companyId: Id })),
        seq: Count,
        paymentProviderOff: list(Id),
      },
      { additionalProperties: false },
    ),
    notificationReads: list(Type.String({ maxLength: 300 }), SNAPSHOT_MAX_RECORDS),
    feedback: list(record({ id: Id, userId: Id, message: Text, createdAt: Text })),
    remoteConfig: Type.Object(RemoteConfig.properties, { additionalProperties: false }),
    faults: list(
      Type.Object(
        {
          callId: Id,
          errorCode: Type.String({ maxLength: 50 }),
          httpStatus: Type.Integer({ minimum: 100, maximum: 599 }),
          remaining: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
          userName: Nullable(Type.String({ maxLength: 254 })),
        },
        { additionalProperties: false },
      ),
      10_000,
    ),
    latency: Type.Object(
      {
        rules: list(
          Type.Object(
            {
              id: Id,
              callId: Nullable(Id),
              userName: Nullable(Type.String({ maxLength: 254 })),
              fixedMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
              minMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
              maxMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
            },
            { additionalProperties: false },
          ),
          10_000,
        ),
        next: Count,
      },
      { additionalProperties: false },
    ),
    members: Nullable(
      Type.Object(
        {
          refSeq: Count,
          memberSeq: Count,
          members: list(
            record({
              id: Id,
              companyId: Id,
              employeeMemberId: Id,
              name: Text,
              dependentNo: Count,
            }),
          ),
          added: list(
            Type.Object(
              {
                companyId: Id,
                memberId: Id,
                policyId: Id,
                subsidiaryId: Type.String({ maxLength: 100 }),
                planNo: Type.String({ maxLength: 100 }),
                memberNumber: Type.String({ maxLength: 100 }),
                effectiveDate: Type.String({ maxLength: 40 }),
              },
              { additionalProperties: false },
            ),
          ),
          pending: list(
            Type.Tuple([Id, Count, record({ type: Id, ref: Id, requestDate: Text })]),
            SNAPSHOT_MAX_RECORDS,
          ),
          alterations: list(record({ ref: Id, companyId: Id, memberIds: list(Id) })),
          extras: list(pair(Id, record({})), SNAPSHOT_MAX_RECORDS),
        },
        { additionalProperties: false },
      ),
    ),
    files: Nullable(
      Type.Object(
        {
          seq: Count,
          uploads: list(
            record({
              fileGatewayRefNo: Id,
              companyId: Type.String({ maxLength: 100 }),
              userId: Id,
              sheets: list(
                record({ name: Text, rows: list(list(Text, 1_000), SNAPSHOT_MAX_RECORDS) }),
                100,
              ),
              submittedAs: Nullable(Id),
            }),
            1_000,
          ),
        },
        { additionalProperties: false },
      ),
    ),
    reports: Nullable(
      Type.Object(
        {
          seq: Count,
          forcedFiles: list(pair(Id, Count)),
          emptyCompanies: list(Id),
          slowCompanies: list(
            pair(
              Id,
              Type.Object(
                { checks: Count, readyAfterSeconds: Count },
                { additionalProperties: false },
              ),
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    billingFileCounts: list(pair(Id, Count)),
    /** The armed chaos profile (null or absent: none). */
    chaos: Type.Optional(Nullable(Chaos)),
  },
  { additionalProperties: false },
);

export const WorldSnapshotSchema = Type.Object(
  {
    format: Type.Literal(SNAPSHOT_FORMAT),
    version: Type.Literal(SNAPSHOT_VERSION),
    seed: SeedOptions,
    clock: Type.Object({ now: Instant, start: Nullable(Instant) }, { additionalProperties: false }),
    lifetimes: Type.Object(
      { current: Lifetimes, start: Lifetimes },
      { additionalProperties: false },
    ),
    seedHashes: list(pair(Id, Count)),
    hashes: list(PasswordHash),
    data: Data,
    state: State,
  },
  { additionalProperties: false },
);

const validator = lazyCompile(WorldSnapshotSchema);

const where = (path: string) => (path === '' ? 'the snapshot' : path);

/**
 * A snapshot read from outside, checked: its shape (WorldSnapshotSchema), then what the shape
 * cannot say (instants that are dates, hash indexes in range, no two
 * users of one id or e-mail). Throws a TypeError (wrong shape) or a RangeError (out of range)
 * with a short reason; the caller turns it into an envelope error.
 */
export const checkSnapshot = (value: unknown): WorldSnapshot => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('a world snapshot is a JSON object');
  }
  const head = value as { format?: unknown; version?: unknown };
  if (head.format !== SNAPSHOT_FORMAT) throw new TypeError(`not a ${SNAPSHOT_FORMAT} snapshot`);
  if (head.version !== SNAPSHOT_VERSION) {
    throw new RangeError(
      `snapshot version ${String(head.version)} (this mock reads ${SNAPSHOT_VERSION})`,
    );
  }
  // Over-long lists are refused before the schema walks them (a huge import answers at once).
  const { data } = value as { data?: unknown };
  if (typeof data === 'object' && data !== null) {
    for (const [key, list] of Object.entries(data)) {
      if (Array.isArray(list) && list.length > SNAPSHOT_MAX_RECORDS) {
        throw new RangeError(`/data/${key}: more than ${SNAPSHOT_MAX_RECORDS} records`);
      }
    }
  }
  const compiled = validator();
  if (!compiled.Check(value)) {
    const [first] = compiled.Errors(value);
    throw new TypeError(
      first
        ? `${where(first.instancePath)}: ${first.message === 'schema is false' ? 'unexpected field' : first.message}`
        : 'not a world snapshot',
    );
  }
  const snapshot = value as unknown as WorldSnapshot;
  for (const [at, instant] of [
    ['/clock/now', snapshot.clock.now],
    ['/clock/start', snapshot.clock.start],
  ] as const) {
    if (instant !== null && Number.isNaN(Date.parse(instant))) {
      throw new RangeError(`${at}: not a date-time`);
    }
  }
  const latency = snapshot.state.chaos?.profile.latency;
  if (latency && 'minMs' in latency && latency.minMs > latency.maxMs) {
    throw new RangeError('/state/chaos/profile/latency: minMs over maxMs');
  }
  const hashCount = snapshot.hashes.length;
  const inRange = (at: string, index: number) => {
    if (index >= hashCount) throw new RangeError(`${at}: no password hash ${index}`);
  };
  snapshot.seedHashes.forEach(([, index], i) => inRange(`/seedHashes/${i}`, index));
  const ids = new Set<string>();
  const emails = new Set<string>();
  snapshot.data.users.forEach((user, i) => {
    inRange(`/data/users/${i}/passwordHash`, user.passwordHash);
    user.passwordHistory.forEach((index) => inRange(`/data/users/${i}/passwordHistory`, index));
    const email = user.email.toLowerCase();
    if (ids.has(user.id) || emails.has(email)) {
      throw new RangeError(`/data/users/${i}: a second user of this id or e-mail`);
    }
    ids.add(user.id);
    emails.add(email);
  });
  return snapshot;
};
