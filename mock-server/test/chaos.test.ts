import { performance } from 'node:perf_hooks';
import { CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { chaosCodesOf } from '../src/control/chaos-codes';
import { codeGuide } from '../src/control/code-guide';
import { ChaosBook } from '../src/store/chaos-book';
import { arm, codeOf, send, signIn, testApp, type SignedIn } from './helpers';
import { inSandbox } from './sandbox-view';

interface ChaosAnswer {
  armed: boolean;
  profile: Record<string, unknown> | null;
  counters: { seen: number; failed: number; byCode: Record<string, number> } | null;
}

const chaos = async (world: MockApp, method: 'GET' | 'PUT' | 'DELETE', body?: unknown) => {
  const response = await world.inject({
    method,
    url: '/__mock/chaos',
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { statusCode: response.statusCode, body: response.json() as ChaosAnswer };
};
const errorCodeOf = (body: unknown) =>
  (body as { systemInformation?: { errorCode: string | null } }).systemInformation?.errorCode;

/** The codes of n remote-configuration calls (a public call; null: it answered). */
const remoteConfigCodes = async (world: MockApp, n: number): Promise<(string | null)[]> => {
  const codes: (string | null)[] = [];
  for (let i = 0; i < n; i += 1) codes.push(codeOf(await send(world, CALLS.remoteConfig)));
  return codes;
};

const codesOfCall = (callId: string) => chaosCodesOf(CALLS[callId as keyof typeof CALLS]);

describe('chaos: a seeded fault profile per world', () => {
  let app: MockApp;
  let a: MockApp;
  let b: MockApp;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  // Two fresh sandboxes per test; the default world disarmed after each.
  beforeEach(async () => {
    for (const id of ['ana', 'budi']) {
      const made = await app.inject({ method: 'POST', url: '/__mock/sandboxes', payload: { id } });
      expect(made.statusCode).toBe(200);
    }
    a = inSandbox(app, 'ana');
    b = inSandbox(app, 'budi');
  });
  afterEach(async () => {
    for (const id of ['ana', 'budi']) {
      await app.inject({ method: 'DELETE', url: `/__mock/sandboxes/${id}` });
    }
    await chaos(app, 'DELETE');
  });

  it('is reproducible from its seed: two sandboxes with one profile fail the same calls alike', async () => {
    const profile = { seed: 42, rate: 0.3 };
    expect((await chaos(a, 'PUT', profile)).body).toEqual({
      armed: true,
      profile,
      counters: { seen: 0, failed: 0, byCode: {} },
    });
    await chaos(b, 'PUT', profile);
    const inA = await remoteConfigCodes(a, 40);
    const inB = await remoteConfigCodes(b, 40);
    expect(inB).toEqual(inA);
    const failed = inA.filter((code) => code !== null);
    expect(failed.length).toBeGreaterThan(3);
    expect(failed.length).toBeLessThan(30);
    const { counters } = (await chaos(a, 'GET')).body;
    expect(counters).toEqual({ seen: 40, failed: failed.length, byCode: { GC500: failed.length } });
    // Armed again, the profile starts over: the same failures once more.
    await chaos(a, 'PUT', profile);
    expect(await remoteConfigCodes(a, 40)).toEqual(inA);
    // Another seed fails other calls.
    await chaos(b, 'PUT', { seed: 7, rate: 0.3 });
    expect(await remoteConfigCodes(b, 40)).not.toEqual(inA);
  });

  it('never fails at rate 0 and always at rate 1', async () => {
    await chaos(a, 'PUT', { seed: 1, rate: 0 });
    expect(await remoteConfigCodes(a, 30)).toEqual(Array(30).fill(null));
    await chaos(a, 'PUT', { seed: 1, rate: 1 });
    expect(await remoteConfigCodes(a, 30)).toEqual(Array(30).fill(ERROR_CODES.internal));
    const { counters } = (await chaos(a, 'GET')).body;
    expect(counters).toMatchObject({ seen: 30, failed: 30 });
  });

  it("lets a call's rate beat its area's, and the area's beat the profile's", async () => {
    await chaos(a, 'PUT', {
      seed: 3,
      rate: 1,
      rates: { customerServices: 0, faq: 1 },
    });
    // remoteConfig and faq are both customerServices calls.
    expect(await remoteConfigCodes(a, 10)).toEqual(Array(10).fill(null));
    expect(codeOf(await send(a, CALLS.faq))).toBe(ERROR_CODES.internal);
    expect(codeOf(await send(a, CALLS.passwordKey))).toBe(ERROR_CODES.internal);
    await chaos(a, 'PUT', { seed: 3, rate: 0, rates: { remoteConfig: 1 } });
    expect(codeOf(await send(a, CALLS.remoteConfig))).toBe(ERROR_CODES.internal);
    expect(codeOf(await send(a, CALLS.faq))).toBeNull();
  });

  it("draws codes among the call's own: its catalogue codes and the safe gateway ones", async () => {
    const guideCodes = codeGuide()
      .groups.flatMap((g) => g.codes)
      .filter((entry) => entry.calls.includes('authenticate'))
      .map((entry) => entry.code);
    const allowed = codesOfCall('authenticate').map((c) => c.errorCode);
    expect(allowed).toEqual([...new Set([...guideCodes, ERROR_CODES.internal])]);
    expect(allowed).not.toContain(ERROR_CODES.tokenExpired);
    // The test's sealing of the password reads the password key, a call too: spared.
    await chaos(a, 'PUT', { seed: 11, rate: 1, rates: { passwordKey: 0 } });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const answer = await send(a, CALLS.authenticate, {
        body: { userName: DEMO_USERS.hr.email, password: DEMO_USERS.hr.password },
      });
      const code = codeOf(answer)!;
      expect(allowed).toContain(code);
      const status = codesOfCall('authenticate').find((c) => c.errorCode === code)!.httpStatus;
      expect(answer.statusCode).toBe(status);
      seen.add(code);
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('draws the refresh and sign-out codes only on the calls of a session', () => {
    const codes = (id: string) => codesOfCall(id).map((c) => c.errorCode);
    expect(codes('claimList')).toEqual(
      expect.arrayContaining([ERROR_CODES.tokenExpired, ERROR_CODES.invalidSession]),
    );
    for (const plumbing of ['refreshToken', 'revokeToken', 'createSession', 'deleteSession']) {
      expect(codes(plumbing)).not.toContain(ERROR_CODES.tokenExpired);
    }
    expect(codes('deleteSession')).not.toContain(ERROR_CODES.invalidSession);
    expect(codes('revokeToken')).toEqual([ERROR_CODES.internal]);
    for (const call of Object.values(CALLS)) {
      expect(codesOfCall(call.id).map((c) => c.errorCode)).toContain(ERROR_CODES.internal);
      expect(codesOfCall(call.id).map((c) => c.errorCode)).not.toContain(ERROR_CODES.rateLimited);
    }
  });

  it('narrows the codes to the ones listed; a call that can answer none never fails', async () => {
    const hr: SignedIn = await signIn(a);
    await chaos(a, 'PUT', { seed: 5, rate: 1, codes: [ERROR_CODES.tokenExpired] });
    const profile = await send(a, CALLS.userProfile, { token: hr.accessToken });
    expect(codeOf(profile)).toBe(ERROR_CODES.tokenExpired);
    expect(profile.statusCode).toBe(401);
    expect(codeOf(await send(a, CALLS.remoteConfig))).toBeNull();
    const { counters } = (await chaos(a, 'GET')).body;
    expect(counters).toEqual({ seen: 2, failed: 1, byCode: { GW1033: 1 } });
  });

  it('answers an armed fault first, and leaves the control API alone', async () => {
    await chaos(a, 'PUT', { seed: 9, rate: 1 });
    await arm(a, SCENARIOS.faultArmed, { callId: 'remoteConfig', errorCode: 'err002' });
    expect(await remoteConfigCodes(a, 2)).toEqual(['err002', ERROR_CODES.internal]);
    expect((await chaos(a, 'GET')).body.counters).toMatchObject({ seen: 1, failed: 1 });
    const health = await a.inject({ method: 'GET', url: '/__mock/health' });
    expect(health.statusCode).toBe(200);
  });

  it('keeps to its sandbox: another sandbox and the default world see no chaos', async () => {
    await chaos(a, 'PUT', { seed: 2, rate: 1 });
    expect(await remoteConfigCodes(a, 3)).toEqual(Array(3).fill(ERROR_CODES.internal));
    expect(await remoteConfigCodes(b, 3)).toEqual(Array(3).fill(null));
    expect(await remoteConfigCodes(app, 3)).toEqual(Array(3).fill(null));
    expect((await chaos(b, 'GET')).body).toEqual({ armed: false, profile: null, counters: null });
    expect((await chaos(app, 'GET')).body.armed).toBe(false);
  });

  it('is disarmed by DELETE and by a reset', async () => {
    await chaos(a, 'PUT', { seed: 2, rate: 1 });
    const disarmed = await chaos(a, 'DELETE');
    expect(disarmed.body).toEqual({ armed: false, profile: null, counters: null });
    expect(await remoteConfigCodes(a, 2)).toEqual([null, null]);
    await chaos(a, 'PUT', { seed: 2, rate: 1 });
    await a.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await chaos(a, 'GET')).body.armed).toBe(false);
    expect(await remoteConfigCodes(a, 2)).toEqual([null, null]);
  });

  it('waits its latency on every call, failed or not', async () => {
    const profile = { seed: 4, rate: 0.5, latency: { minMs: 40, maxMs: 60 } };
    expect((await chaos(a, 'PUT', profile)).body.profile).toEqual(profile);
    const fixed = { seed: 4, rate: 0, latency: { fixedMs: 5 }, codes: ['GC500'] };
    expect((await chaos(b, 'PUT', fixed)).body.profile).toEqual(fixed);
    for (let i = 0; i < 4; i += 1) {
      const start = performance.now();
      await send(a, CALLS.remoteConfig);
      expect(performance.now() - start).toBeGreaterThanOrEqual(39);
    }
  });

  it.each([
    ['no body', undefined, ERROR_CODES.badRequest],
    ['no seed', { rate: 0.5 }, ERROR_CODES.required],
    ['a rate over 1', { seed: 1, rate: 1.5 }, ERROR_CODES.badRequest],
    ['a negative seed', { seed: -1, rate: 0.5 }, ERROR_CODES.badRequest],
    ['an unknown field', { seed: 1, rate: 0.5, often: true }, ERROR_CODES.badRequest],
    ['an unknown call', { seed: 1, rate: 0.5, rates: { nope: 1 } }, ERROR_CODES.badRequest],
    ['a code chaos never draws', { seed: 1, rate: 0.5, codes: ['MK4041'] }, ERROR_CODES.badRequest],
    ['a latency over 2 minutes', { seed: 1, rate: 0, latency: { fixedMs: 120_001 } }, 'GC400'],
    ['min over max', { seed: 1, rate: 0, latency: { minMs: 9, maxMs: 1 } }, 'GC400'],
    [
      'fixed and a range',
      { seed: 1, rate: 0, latency: { fixedMs: 1, minMs: 1, maxMs: 2 } },
      'GC400',
    ],
  ])('refuses %s with an envelope error', async (_label, body, code) => {
    const response = await a.inject({
      method: 'PUT',
      url: '/__mock/chaos',
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response.json())).toBe(code);
    expect((await chaos(a, 'GET')).body.armed).toBe(false);
  });

  it('lists its routes in the OpenAPI document beside the other control routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const paths = doc.paths['/__mock/chaos'];
    expect(Object.keys(paths ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths?.put?.tags).toEqual(doc.paths['/__mock/latency']?.post?.tags);
  });
});

describe('the chaos book', () => {
  const call = { id: 'claimList', area: 'claims', auth: 'session' };
  const codes = () => chaosCodesOf(CALLS.claimList);

  it('draws delays within the range, the same from the same seed', () => {
    const draws = (seed: number) => {
      const book = new ChaosBook({ seed, rate: 0, latency: { minMs: 10, maxMs: 20 } });
      return Array.from({ length: 200 }, () => book.delay());
    };
    const first = draws(8);
    expect(draws(8)).toEqual(first);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...first)).toBeLessThanOrEqual(20);
    expect(new Set(first).size).toBeGreaterThan(5);
    expect(new ChaosBook({ seed: 1, rate: 0, latency: { fixedMs: 7 } }).delay()).toBe(7);
    expect(new ChaosBook({ seed: 1, rate: 0 }).delay()).toBe(0);
  });

  it('fails about the share of calls its rate says, and goes on where a saved one stopped', () => {
    const book = new ChaosBook({ seed: 99, rate: 0.2 });
    const first = Array.from({ length: 500 }, () => book.draw(call, codes)?.errorCode ?? null);
    const failed = first.filter((c) => c !== null).length;
    expect(failed).toBeGreaterThan(70);
    expect(failed).toBeLessThan(130);
    const copy = ChaosBook.from(book.toState());
    const next = Array.from({ length: 50 }, () => book.draw(call, codes)?.errorCode ?? null);
    expect(Array.from({ length: 50 }, () => copy.draw(call, codes)?.errorCode ?? null)).toEqual(
      next,
    );
    expect(copy.countersNow()).toEqual(book.countersNow());
  });

  it("picks a failing call's rate by call id, then area, then the profile", () => {
    const book = new ChaosBook({ seed: 1, rate: 0.1, rates: { claims: 0.5, claimList: 0.9 } });
    expect(book.rateOf(call)).toBe(0.9);
    expect(book.rateOf({ ...call, id: 'claimDetails' })).toBe(0.5);
    expect(book.rateOf({ id: 'faq', area: 'customerServices', auth: 'public' })).toBe(0.1);
  });
});
