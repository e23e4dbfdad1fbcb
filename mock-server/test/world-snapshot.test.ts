import { CALLS, DEMO_USERS } from '@mo/contracts';
import { HR_COMPANY_ID, TERMINATE_REASONS, type SeedMember, type SeedPolicy } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { createClock } from '../src/lib/clock';
import { memberBook } from '../src/services/member-book';
import { checkSnapshot, SNAPSHOT_MAX_RECORDS } from '../src/services/world-snapshot-schema';
import {
  forkWorld,
  snapshotOf,
  worldFromSnapshot,
  type WorldSnapshot,
} from '../src/services/world-snapshot';
import { verifyPassword } from '../src/store/passwords';
import type { MockStore } from '../src/store/store';
import { arm, send, signIn, testApp, type SignedIn } from './helpers';
import { employeeForm } from './member-forms';

/*
 * A world's state as JSON and back (services/world-snapshot.ts): what sandbox forks, exports and
 * MOCK_STATE_DIR are made of. The demo seed's snapshot (4 companies, 480 members, 240 claims)
 * is 647,086 bytes as JSON fresh (measured), 653,716 after the changes below; snapshotOf and
 * worldFromSnapshot together take 10 to 25 ms on this machine.
 */

const TODAY = '2026-11-10';
const CLOCK = `${TODAY}T03:00:00Z`;
const hrUser = DEMO_USERS.hr.email;

/**
 * A clock whose real time stands still (at a fixed instant, never the machine's): a restored
 * world's mock time is exactly its `now`.
 */
const frozenClock = (snapshot: WorldSnapshot) => {
  const real = Date.parse(CLOCK);
  return createClock(snapshot.clock.start ?? undefined, () => real);
};

/** A world of the snapshot on a frozen clock (as an import of its JSON would make it). */
const restore = (snapshot: WorldSnapshot): MockStore =>
  worldFromSnapshot(checkSnapshot(JSON.parse(JSON.stringify(snapshot))), {
    clock: frozenClock(snapshot),
  });

/** The snapshot without the instant it was taken (the app's own clock keeps running). */
const timeless = ({ clock: { start }, ...rest }: WorldSnapshot) => ({ ...rest, start });

const addEmployeeBody = (policy: SeedPolicy) => ({
  type: 'ADD_EMPLOYEE',
  companyId: HR_COMPANY_ID,
  employeeDetails: employeeForm(),

  dependents: [],
  applicablePolicies: [
    {
      id: policy.id,
      policyType: policy.policyType,
      policyNo: policy.policyNo,
      members: [
        {
          id: 'EBMBR-E1',
          planNo: 'A',
          planDesc: policy.plans.find((p) => p.planNo === 'A')!.planDescription,
          effectiveDate: TODAY,
          subsidiaryNo: policy.subsidiaries[0]!.subsidiaryNo,
          subsidiaryName: policy.subsidiaries[0]!.subsidiaryName,
        },
      ],
    },
  ],
});

const removeBody = (member: SeedMember, policy: SeedPolicy) => ({
  type: 'REMOVE_MEMBER',
  companyId: HR_COMPANY_ID,
  memberId: member.id,
  memberNumber: member.memberNumber,
  policyNumber: policy.policyNo,
  applicablePolicies: [
    {
      id: policy.id,
      policyType: policy.policyType,
      policyNo: policy.policyNo,
      members: [
        {
          id: member.id,
          effectiveDate: TODAY,
          terminateReason: { ...TERMINATE_REASONS[0]! },
        },
      ],
    },
  ],
});

describe('world snapshots', () => {
  let app: MockApp;
  let hr: SignedIn;
  /** The seed's world, before any call changed it. */
  let fresh: WorldSnapshot;
  /** After the changes below. */
  let changed: WorldSnapshot;
  const world = () => app.store;
  const snap = () => snapshotOf(world(), app.config.seed);
  /** Arms a scenario, which must arm (its name and answer in the failure otherwise). */
  const armOk = async <T extends object>(_app: MockApp, name: string, body: object) => {
    const answer = await arm(app, name, body);
    expect([name, answer.statusCode]).toEqual([name, 200]);
    return answer.body as T;
  };
  const control = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/__mock${url}`, payload });

  beforeAll(async () => {
    app = await testApp({ config: { clockStart: CLOCK } });
    fresh = snap();
    hr = await signIn(app, 'hr');
    // Changes made through the calls and the control API, one of each kind of state.
    const hrPolicy = world().policiesOf(HR_COMPANY_ID)[0]!;
    const added = await send(app, CALLS.memberAlteration, {
      body: addEmployeeBody(hrPolicy),
      token: hr.accessToken,
    });
    expect(added.statusCode).toBe(200);
    const leaver = world()
      .membersOf(hrPolicy.id)
      .find((m) => m.memberType === 'E')!;
    const removed = await send(app, CALLS.memberAlteration, {
      body: removeBody(leaver, hrPolicy),
      token: hr.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    for (const scenario of [
      'cob-requested',
      'payment-provider-disabled',
      'feedback-sent',
      'billing-of-every-status',
      'billing-detail-of-files',
      'report-of-files',
      'bulk-file-uploaded',
    ]) {
      await armOk(app, scenario, { userName: hrUser });
    }
    await armOk(app, 'report-file-slow', { userName: DEMO_USERS.broker.email, checks: 2 });
    await armOk(app, 'account-locked', { userName: DEMO_USERS.broker.email });
    await armOk(app, 'announcement', { english: 'Snapshot test' });
    await armOk(app, 'maintenance-window', { startsInMinutes: 60, durationMinutes: 30 });
    await armOk(app, 'fault-armed', { callId: 'userProfile', errorCode: 'GC500', times: 3 });
    await armOk(app, 'fault-armed', {
      callId: 'dashboardAmounts',
      errorCode: 'err300',
      userName: hrUser,
    });
    expect(
      (await control('POST', '/latency', { callId: CALLS.userProfile.id, fixedMs: 5 })).statusCode,
    ).toBe(200);
    // A chaos profile that fails no call of the set-up, with a delay range, and counts.
    const rates = { userManagement: 0, customerServices: 0, faq: 1 };
    const chaos = { seed: 77, rate: 0.5, rates, latency: { minMs: 0, maxMs: 2 } };
    expect((await control('PUT', '/chaos', chaos)).statusCode).toBe(200);
    expect((await send(app, CALLS.faq)).statusCode).toBe(400);
    expect((await send(app, CALLS.remoteConfig)).statusCode).toBe(200);
    const twoFactor = (
      await armOk<{ accessToken: string }>(app, 'two-factor-verified', {
        userName: hrUser,
      })
    ).accessToken;
    const password = await send(app, CALLS.updatePassword, {
      query: { mode: 'forgot-password' },
      body: { userName: hrUser, password: 'Fresh#Pass42' },
      token: twoFactor,
    });
    expect(password.statusCode).toBe(200);
    expect((await control('POST', '/clock', { advanceSeconds: 3 * 86_400 })).statusCode).toBe(200);
    changed = snap();
  });
  afterAll(() => app.close());

  it('holds every kind of state the calls and the control API made, and no secrets', () => {
    const { state, data } = changed;
    expect(changed).toMatchObject({ format: 'mock-world', version: 1, seed: app.config.seed });
    expect(Date.parse(changed.clock.now) - Date.parse(CLOCK)).toBeGreaterThanOrEqual(
      3 * 86_400_000,
    );
    expect(changed.clock.start).toBe(CLOCK);
    expect(state.members?.added).toHaveLength(1);
    expect(state.members?.members[0]).toMatchObject({ name: 'BUDI SANTOSO' });
    expect(state.members?.pending.map(([, , p]) => p.type).sort()).toEqual([
      'ADD_EMPLOYEE',
      'REMOVE_MEMBER',
    ]);
    expect(state.members?.alterations).toHaveLength(2);
    expect(state.claims.cob).toHaveLength(1);
    expect(state.claims.paymentProviderOff).toContain(HR_COMPANY_ID);
    expect(state.feedback).toHaveLength(1);
    expect(state.billingFileCounts).toHaveLength(1);
    expect(state.reports?.forcedFiles.length).toBeGreaterThan(0);
    expect(state.reports?.slowCompanies.length).toBeGreaterThan(0);
    expect(state.files?.uploads).toHaveLength(1);
    expect(state.remoteConfig.announcements.map((a) => a.announcementMsgEnglish)).toContain(
      'Snapshot test',
    );
    expect(state.remoteConfig.systemMaintenance).toHaveLength(2);
    expect(state.faults.map((f) => [f.callId, f.userName])).toEqual([
      ['userProfile', null],
      ['dashboardAmounts', hrUser],
    ]);
    expect(state.latency.rules).toHaveLength(1);
    expect(state.chaos?.profile).toEqual({
      seed: 77,
      rate: 0.5,
      rates: { userManagement: 0, customerServices: 0, faq: 1 },
      latency: { minMs: 0, maxMs: 2 },
    });
    expect(state.chaos?.counters).toMatchObject({ failed: 1, byCode: { GC500: 1 } });
    expect(fresh.state.chaos).toBeNull();
    expect(data.users.find((u) => u.email === DEMO_USERS.broker.email)?.failedAttempts).toBe(3);
    const hrStored = data.users.find((u) => u.email === hrUser)!;
    expect(hrStored.passwordHistory).toHaveLength(2);
    expect(hrStored.lastSignInAt).not.toBeNull();
    // Nothing that lets anyone in: no sessions, tokens, codes, tickets, inbox or journal.
    const text = JSON.stringify(changed);
    expect(text).not.toContain(hr.accessToken);
    expect(text).not.toContain(hr.sessionId);
    expect(Object.keys(changed).sort()).toEqual([
      'clock',
      'data',
      'format',
      'hashes',
      'lifetimes',
      'seed',
      'seedHashes',
      'state',
      'version',
    ]);
  });

  it('round-trips to the byte, through JSON and a check', () => {
    const copy = restore(changed);
    const again = snapshotOf(copy);
    expect(again).toEqual(changed);
    expect(JSON.stringify(again)).toBe(JSON.stringify(changed));
    const third = snapshotOf(restore(again));
    expect(JSON.stringify(third)).toBe(JSON.stringify(changed));
  });

  it('a restored world works as the source did: members, faults, passwords, clock', async () => {
    const copy = restore(changed);
    const company = memberBook(copy).of(HR_COMPANY_ID);
    const { page, total } = company.query({
      filterBy: { updateRequest: ['ADD_EMPLOYEE'] },
      pageNumber: 1,
      pageSize: 10,
    });
    expect([total, page[0]?.member.name]).toEqual([1, 'BUDI SANTOSO']);
    expect(copy.faults.take('userProfile')).toMatchObject({ errorCode: 'GC500', remaining: 2 });
    expect(copy.latency.delayFor(CALLS.userProfile.id, null)).toBe(5);
    // The chaos profile goes on where the source's would: same draws, same counters.
    const source = restore(changed);
    const call = CALLS.claimList;
    const draws = (w: MockStore) =>
      Array.from({ length: 20 }, () => [
        w.chaos!.draw(call, () => codes)?.errorCode,
        w.chaos!.delay(),
      ]);
    const codes = [{ errorCode: 'GC500', httpStatus: 400 }];
    expect(draws(copy)).toEqual(draws(source));
    expect(copy.chaos!.countersNow()).toEqual(source.chaos!.countersNow());
    expect(copy.chaos!.countersNow().failed).toBeGreaterThan(3);
    const user = copy.userByEmail(hrUser)!;
    expect(await verifyPassword('Fresh#Pass42', user.passwordHash)).toBe(true);
    expect(copy.clock.nowIso()).toBe(changed.clock.now);
    expect(copy.sessions).toBeDefined();
    expect(copy.statsOf(world().policiesOf(HR_COMPANY_ID)[0]!.id)).toEqual(
      world().statsOf(world().policiesOf(HR_COMPANY_ID)[0]!.id),
    );
  });

  it('shares nothing: a change to the copy leaves the source as it was, and back', async () => {
    const before = timeless(snap());
    const copy = forkWorld(world(), { clock: frozenClock(changed), seed: app.config.seed });
    const copied = snapshotOf(copy);
    copy.members[0]!.name = 'CHANGED IN THE COPY';
    copy.userByEmail(hrUser)!.passwordHistory.push({ salt: 'x', hash: 'y' });
    copy.faults.arm('getSysParam', { errorCode: 'GC500', httpStatus: 500, remaining: 1 });
    copy.remoteConfig.addAnnouncement(changed.state.remoteConfig.announcements[0]!);
    copy.clock.advance(86_400);
    copy.notificationReads.add('someone something');
    const row = memberBook(copy).of(HR_COMPANY_ID).rows[0]!;
    memberBook(copy).of(HR_COMPANY_ID).setPending(row, {
      type: 'CHANGE_PLAN',
      ref: 'MA1',
      requestDate: TODAY,
      effectiveDate: null,
    });
    expect(timeless(snap())).toEqual(before);
    // The source changes; the copy (as it was before its own changes, above) does not follow.
    const other = forkWorld(world(), { clock: frozenClock(changed), seed: app.config.seed });
    await armOk(app, 'report-empty', { userName: hrUser });
    world().members[1]!.name = 'CHANGED IN THE SOURCE';
    world().claimState.paymentProviderOff.add('ANOTHER');
    expect(snapshotOf(other)).toEqual({ ...copied, clock: snapshotOf(other).clock });
    world().members[1]!.name = other.members[1]!.name;
  });

  it('a reset of the copy goes back to its seed (hashes, clock and lifetimes included)', () => {
    const copy = restore(changed);
    copy.resetWorld();
    const reset = snapshotOf(copy);
    expect(reset.clock.now).toBe(new Date(Date.parse(CLOCK)).toISOString());
    // The fresh world had signed nobody in; the seed's own last sign-ins are as they were.
    expect(timeless(reset)).toEqual(timeless(fresh));
    expect(copy.userByEmail(hrUser)!.passwordHash).toEqual(
      fresh.hashes[fresh.data.users.find((u) => u.email === hrUser)!.passwordHash],
    );
  });

  it('refuses a forged or garbled snapshot with a short reason', () => {
    const good = (): WorldSnapshot => JSON.parse(JSON.stringify(changed));
    const refused = (value: unknown) => {
      try {
        checkSnapshot(value);
      } catch (error) {
        expect(error).toBeInstanceOf(Error);
        expect([TypeError, RangeError]).toContain((error as Error).constructor);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused(null)).toMatch(/JSON object/);
    expect(refused([])).toMatch(/JSON object/);
    expect(refused({ ...good(), format: 'wiremock' })).toMatch(/not a mock-world/);
    expect(refused({ ...good(), version: 2 })).toMatch(/version 2/);
    expect(refused({ ...good(), clock: { now: 'yesterday', start: null } })).toMatch(/clock\/now/);
    expect(refused({ ...good(), clock: { now: '2026-13-45T99:99:99Z', start: null } })).toMatch(
      /clock\/now/,
    );
    expect(refused({ ...good(), extra: true })).toMatch(/^\/extra: unexpected field$/);
    const member = good();
    (member.data.members[0] as unknown as { policyId: number }).policyId = 42;
    expect(refused(member)).toMatch(/data\/members\/0\/policyId/);
    const type = good();
    (type.data.members[0] as unknown as { memberType: string }).memberType = 'X';
    expect(refused(type)).toMatch(/data\/members\/0\/memberType/);
    const users = good();
    (users.data as unknown as { users: string }).users = 'everyone';
    expect(refused(users)).toMatch(/data\/users/);
    const hash = good();
    hash.data.users[0]!.passwordHash = hash.hashes.length;
    expect(refused(hash)).toMatch(/no password hash/);
    const twin = good();
    twin.data.users.push({ ...twin.data.users[0]! });
    expect(refused(twin)).toMatch(/second user/);
    const lifetimes = good();
    lifetimes.lifetimes.current.accessTokenTtlSeconds = -1;
    expect(refused(lifetimes)).toMatch(/lifetimes/);
    const chaos = good();
    chaos.state.chaos!.profile.rate = 2;
    expect(refused(chaos)).toMatch(/state\/chaos\/profile\/rate/);
    const range = good();
    range.state.chaos!.profile.latency = { minMs: 9, maxMs: 1 };
    expect(refused(range)).toMatch(/minMs over maxMs/);
    const older = good();
    delete older.state.chaos;
    expect(restore(older).chaos).toBeNull();
    const huge = good();
    huge.data.claims = Array.from({ length: SNAPSHOT_MAX_RECORDS + 1 }, () => huge.data.claims[0]!);
    expect(refused(huge)).toMatch(/data\/claims/);
  });

  it('a member of an unknown policy is accepted and crashes nothing later', () => {
    const odd = JSON.parse(JSON.stringify(changed)) as WorldSnapshot;
    odd.data.members[0]!.policyId = 'PO-NOWHERE';
    odd.data.members[1]!.companyId = 'CO-NOWHERE';
    odd.state.members!.added[0]!.policyId = 'PO-NOWHERE';
    odd.state.members!.pending.push([HR_COMPANY_ID, 999_999, odd.state.members!.pending[0]![2]]);
    const copy = worldFromSnapshot(checkSnapshot(odd));
    expect(copy.membersOf('PO-NOWHERE')).toHaveLength(1);
    const list = memberBook(copy).of(HR_COMPANY_ID).query({ pageNumber: 1, pageSize: 5 });
    expect(list.total).toBeGreaterThan(0);
  });

  it('the demo seed: size and time of a snapshot and a world made of it', () => {
    const started = performance.now();
    const snapshot = snapshotOf(world(), app.config.seed);
    const copy = worldFromSnapshot(snapshot, { owned: true });
    const ms = performance.now() - started;
    const bytes = JSON.stringify(fresh).length;
    // Figures, not assertions of speed: printed for the bench readings.
    process.stdout.write(
      `world snapshot: ${bytes} bytes fresh, ${JSON.stringify(snapshot).length} changed; ` +
        `snapshot and restore ${ms.toFixed(1)} ms\n`,
    );
    expect(copy.members).toHaveLength(world().members.length);
    expect(bytes).toBeLessThan(15_000_000);
  });
});
