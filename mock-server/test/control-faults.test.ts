import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ALL_POLICIES_ID, CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { openSession } from '../src/services/session';
import { LatencyBook } from '../src/store/latency-book';
import { useTestApp } from './app-setup';
import {
  arm,
  codeOf,
  send,
  useSignedInApp,
  type Answer,
  type Call,
  type SignedIn,
} from './helpers';

const hrEmail = DEMO_USERS.hr.email;
const brokerEmail = DEMO_USERS.broker.email;

/** A control call's status and JSON. */
const control = async (
  app: MockApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: object,
) => {
  const response = await app.inject({
    method,
    url: `/__mock${url}`,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { statusCode: response.statusCode, body: response.json() };
};

const errorCodeOf = (answer: { body: { systemInformation?: { errorCode: string | null } } }) =>
  answer.body.systemInformation?.errorCode;

/** How long a call took, in ms (monotonic time; only ever compared with a lower bound). */
const timed = async <T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const start = performance.now();
  const result = await run();
  return { result, ms: performance.now() - start };
};

/** Runs calls at once and answers the labels in the order they finished. */
const finishOrder = async (runs: Record<string, () => Promise<unknown>>): Promise<string[]> => {
  const order: string[] = [];
  await Promise.all(
    Object.entries(runs).map(async ([label, run]) => {
      await run();
      order.push(label);
    }),
  );
  return order;
};

describe('control API: faults, latency and magic inputs', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));
  beforeEach(async () => {
    await control(app, 'DELETE', '/faults');
    await control(app, 'DELETE', '/latency');
  });

  const profile = (token: string) => send(app, CALLS.userProfile, { token });
  const signInAs = (email: string, password: string) =>
    send(app, CALLS.authenticate, { body: { userName: email, password } });

  describe('fault-armed for one user or for everyone', () => {
    it("arms a code for the HR user only: the broker's same call answers, then it is spent", async () => {
      const armed = await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'err033',
        userName: hrEmail,
      });
      expect(armed.statusCode).toBe(200);
      expect(armed.body.fault).toMatchObject({ callId: 'userProfile', userName: hrEmail });
      expect((await profile(broker.accessToken)).statusCode).toBe(200);
      const faulted = await profile(hr.accessToken);
      expect(faulted.statusCode).toBe(400);
      expect(codeOf(faulted)).toBe('err033');
      expect((await profile(hr.accessToken)).statusCode).toBe(200);
    });

    it('arms for everyone without userName, as before: taken before auth, even without a token', async () => {
      const armed = await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'err033',
        times: 2,
      });
      expect(armed.body.fault).toMatchObject({ userName: null, times: 2 });
      const untokened = await send(app, CALLS.userProfile, {});
      expect(codeOf(untokened)).toBe('err033');
      expect(codeOf(await profile(broker.accessToken))).toBe('err033');
      // spent: the call without a token meets the auth rule again
      expect(codeOf(await send(app, CALLS.userProfile, {}))).toBe(ERROR_CODES.invalidToken);
    });

    it('on a call before a token, the user the body names is the caller', async () => {
      await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.authenticate.id,
        errorCode: ERROR_CODES.accountLocked,
        userName: hrEmail,
      });
      const brokers = await signInAs(brokerEmail, DEMO_USERS.broker.password);
      expect(brokers.statusCode).toBe(200);
      const hrs = await signInAs(hrEmail, DEMO_USERS.hr.password);
      expect(codeOf(hrs)).toBe(ERROR_CODES.accountLocked);
      expect(hrs.statusCode).toBe(401);
      expect((await signInAs(hrEmail, DEMO_USERS.hr.password)).statusCode).toBe(200);
    });

    it("takes the user's fault before the everyone fault on the same call", async () => {
      await arm(app, SCENARIOS.faultArmed, { callId: CALLS.userProfile.id, errorCode: 'GW1035' });
      await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'err033',
        userName: hrEmail,
      });
      expect(codeOf(await profile(hr.accessToken))).toBe('err033');
      expect(codeOf(await profile(hr.accessToken))).toBe('GW1035');
      expect((await profile(broker.accessToken)).statusCode).toBe(200);
    });

    it('on a call before a token, the everyone fault still answers other users', async () => {
      await arm(app, SCENARIOS.faultArmed, { callId: CALLS.authenticate.id, errorCode: 'GC500' });
      await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.authenticate.id,
        errorCode: ERROR_CODES.accountLocked,
        userName: hrEmail,
      });
      expect(codeOf(await signInAs(brokerEmail, DEMO_USERS.broker.password))).toBe('GC500');
      expect(codeOf(await signInAs(hrEmail, DEMO_USERS.hr.password))).toBe(
        ERROR_CODES.accountLocked,
      );
    });

    it('refuses a user that is not seeded (GC400)', async () => {
      const armed = await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'err033',
        userName: 'nobody@example.com',
      });
      expect(armed.statusCode).toBe(400);
      expect(errorCodeOf(armed)).toBe(ERROR_CODES.badRequest);
      expect((await control(app, 'GET', '/faults')).body.faults).toEqual([]);
    });
  });

  describe('GET and DELETE /faults', () => {
    beforeEach(async () => {
      await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'GW1035',
        times: 3,
      });
      await arm(app, SCENARIOS.faultArmed, {
        callId: CALLS.userProfile.id,
        errorCode: 'err033',
        userName: hrEmail,
      });
    });

    it('lists every armed fault with the calls it still answers, counting down', async () => {
      await profile(broker.accessToken);
      const { statusCode, body } = await control(app, 'GET', '/faults');
      expect(statusCode).toBe(200);
      expect(body.faults).toEqual([
        {
          callId: 'userProfile',
          errorCode: 'GW1035',
          httpStatus: 400,
          remaining: 2,
          userName: null,
        },
        {
          callId: 'userProfile',
          errorCode: 'err033',
          httpStatus: 400,
          remaining: 1,
          userName: hrEmail,
        },
      ]);
    });

    it("clears one call's fault for one user, or the everyone one", async () => {
      const cleared = await control(
        app,
        'DELETE',
        `/faults/userProfile?userName=${encodeURIComponent(hrEmail)}`,
      );
      expect(cleared.statusCode).toBe(200);
      expect(cleared.body.faults).toEqual([expect.objectContaining({ userName: null })]);
      expect(codeOf(await profile(hr.accessToken))).toBe('GW1035');
      const none = await control(app, 'DELETE', '/faults/userProfile');
      expect(none.body.faults).toEqual([]);
      expect((await profile(hr.accessToken)).statusCode).toBe(200);
    });

    it('clears every fault', async () => {
      expect((await control(app, 'DELETE', '/faults')).body).toEqual({ faults: [] });
      expect((await profile(hr.accessToken)).statusCode).toBe(200);
    });

    it('refuses an unknown call or user (GC400)', async () => {
      const call = await control(app, 'DELETE', '/faults/noSuchCall');
      expect(call.statusCode).toBe(400);
      expect(errorCodeOf(call)).toBe(ERROR_CODES.badRequest);
      const user = await control(app, 'DELETE', '/faults/userProfile?userName=x%40example.com');
      expect(errorCodeOf(user)).toBe(ERROR_CODES.badRequest);
      expect((await control(app, 'GET', '/faults')).body.faults).toHaveLength(2);
    });
  });

  describe('latency rules', () => {
    const DELAY = 300;
    const addRule = (body: object) => control(app, 'POST', '/latency', body);

    it('delays one call; another call made at the same time is not held up', async () => {
      const added = await addRule({ callId: CALLS.userProfile.id, fixedMs: DELAY });
      expect(added.body).toMatchObject({ callId: 'userProfile', userName: null, fixedMs: DELAY });
      const slow = timed(() => profile(hr.accessToken));
      const order = await finishOrder({
        slow: () => slow,
        other: () => send(app, CALLS.accessibleModules, { token: hr.accessToken }),
      });
      expect(order).toEqual(['other', 'slow']);
      const { result, ms } = await slow;
      expect(result.statusCode).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(DELAY - 1);
    });

    it("delays one user's calls; another user's are not", async () => {
      await addRule({ userName: hrEmail, fixedMs: DELAY });
      const slow = timed(() => profile(hr.accessToken));
      const order = await finishOrder({
        slow: () => slow,
        broker: () => profile(broker.accessToken),
      });
      expect(order).toEqual(['broker', 'slow']);
      expect((await slow).ms).toBeGreaterThanOrEqual(DELAY - 1);
    });

    it('delays every portal call, refusals too, but not the control API', async () => {
      await addRule({ fixedMs: DELAY });
      const refused = timed(() => send(app, CALLS.userProfile, {}));
      const order = await finishOrder({
        refused: () => refused,
        control: () => control(app, 'GET', '/health'),
      });
      expect(order).toEqual(['control', 'refused']);
      const { result, ms } = await refused;
      expect(codeOf(result as Answer<Call>)).toBe(ERROR_CODES.invalidToken);
      expect(ms).toBeGreaterThanOrEqual(DELAY - 1);
    });

    it('delays a call before a token by the user the body names', async () => {
      await addRule({ callId: CALLS.authenticate.id, userName: brokerEmail, fixedMs: DELAY });
      const slow = timed(() => signInAs(brokerEmail, DEMO_USERS.broker.password));
      const order = await finishOrder({
        slow: () => slow,
        hr: () => signInAs(hrEmail, DEMO_USERS.hr.password),
      });
      expect(order).toEqual(['hr', 'slow']);
      expect((await slow).ms).toBeGreaterThanOrEqual(DELAY - 1);
    });

    it('waits a random time within [minMs, maxMs]', async () => {
      const added = await addRule({ callId: CALLS.userProfile.id, minMs: 150, maxMs: 200 });
      expect(added.statusCode).toBe(200);
      expect(added.body).toMatchObject({ minMs: 150, maxMs: 200 });
      expect((await timed(() => profile(hr.accessToken))).ms).toBeGreaterThanOrEqual(149);
    });

    it('draws the random delay from the whole range, both ends included', () => {
      const book = new LatencyBook();
      book.add('userProfile', null, { minMs: 100, maxMs: 200 });
      expect(book.delayFor('userProfile', null, () => 0)).toBe(100);
      expect(book.delayFor('userProfile', null, () => 0.999_999)).toBe(200);
      expect(book.delayFor('accessibleModules', null, () => 0)).toBe(0);
    });

    it('picks the most specific rule: call and user, call, user, then all', () => {
      const book = new LatencyBook();
      book.add(null, null, { fixedMs: 1 });
      book.add(null, hrEmail, { fixedMs: 2 });
      book.add('userProfile', null, { fixedMs: 3 });
      book.add('userProfile', hrEmail, { fixedMs: 4 });
      expect(book.delayFor('userProfile', hrEmail)).toBe(4);
      expect(book.delayFor('userProfile', brokerEmail)).toBe(3);
      expect(book.delayFor('lastLogin', hrEmail)).toBe(2);
      expect(book.delayFor('lastLogin', null)).toBe(1);
    });

    it.each([
      ['min above max', { minMs: 500, maxMs: 100 }, ERROR_CODES.badRequest],
      ['fixed and a range', { fixedMs: 100, minMs: 1, maxMs: 2 }, ERROR_CODES.badRequest],
      ['over two minutes', { fixedMs: 120_001 }, ERROR_CODES.badRequest],
      ['negative', { minMs: -1, maxMs: 10 }, ERROR_CODES.badRequest],
      ['an unknown call', { callId: 'noSuchCall', fixedMs: 10 }, ERROR_CODES.badRequest],
      ['a user not seeded', { userName: 'x@example.com', fixedMs: 10 }, ERROR_CODES.badRequest],
      ['no delay', { callId: 'userProfile' }, ERROR_CODES.required],
      ['min without max', { minMs: 100 }, ERROR_CODES.required],
    ])('refuses %s', async (_name, body, code) => {
      const refused = await addRule(body);
      expect(refused.statusCode).toBe(400);
      expect(errorCodeOf(refused)).toBe(code);
      expect((await control(app, 'GET', '/latency')).body.rules).toEqual([]);
    });

    it('replaces the rule of the same call and user, lists, clears one and all', async () => {
      await addRule({ callId: 'userProfile', fixedMs: 10 });
      const replacing = (await addRule({ callId: 'userProfile', minMs: 1, maxMs: 5 })).body;
      const other = (await addRule({ userName: hrEmail, fixedMs: 20 })).body;
      const listed = await control(app, 'GET', '/latency');
      expect(listed.body.rules).toEqual([replacing, other]);
      const afterOne = await control(app, 'DELETE', `/latency/${replacing.id}`);
      expect(afterOne.body.rules).toEqual([other]);
      const unknown = await control(app, 'DELETE', `/latency/${replacing.id}`);
      expect(unknown.statusCode).toBe(404);
      expect((await control(app, 'DELETE', '/latency')).body).toEqual({ rules: [] });
    });
  });

  describe('magic inputs (control API on)', () => {
    it('the one-time code 000012 answers err012 on code validation', async () => {
      const answer = await send(app, CALLS.validateOtp, {
        query: { mode: 'forgot-password' },
        body: { userName: hrEmail, otp: '000012' },
      });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.otpExpired);
    });

    const searches: [string, Call, () => Record<string, unknown>][] = [
      ['memberList', CALLS.memberList, () => ({ companyId: HR_COMPANY_ID })],
      [
        'claimList',
        CALLS.claimList,
        () => ({ companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID, status: 'ACTIVE_COMPLETED' }),
      ],
      [
        'excessClaims',
        CALLS.excessClaims,
        () => ({ companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID }),
      ],
      [
        'premiumBilling',
        CALLS.premiumBilling,
        () => ({ companyId: HR_COMPANY_ID, policyId: ALL_POLICIES_ID }),
      ],
    ];

    it.each(searches)(
      '%s: the search #fail:<CODE> answers that code for that request only',
      async (_name, call, body) => {
        const failed = await send(app, call, {
          body: { ...body(), searchByValue: ' #fail:GW1035 ' },
          token: hr.accessToken,
        });
        expect(codeOf(failed)).toBe('GW1035');
        const unauthorised = await send(app, call, {
          body: { ...body(), searchByValue: '#fail:err300' },
          token: hr.accessToken,
        });
        expect(unauthorised.statusCode).toBe(401);
        expect(codeOf(unauthorised)).toBe('err300');
        const next = await send(app, call, {
          body: { ...body(), searchByValue: 'budi' },
          token: hr.accessToken,
        });
        expect(next.statusCode).toBe(200);
      },
    );

    it('a #fail: text whose code is not a plain code is an ordinary search', async () => {
      const answer = await send(app, CALLS.memberList, {
        body: { companyId: HR_COMPANY_ID, searchByValue: '#fail:GW-1035' },
        token: hr.accessToken,
      });
      expect(answer.statusCode).toBe(200);
    });
  });
});

describe('magic inputs with the control API off', () => {
  let app: MockApp;
  useTestApp((built) => (app = built), {
    config: { control: false, jwtSecret: 'a-production-secret-of-32-characters' },
  });

  it('the one-time code 000012 is an ordinary (wrong) code', async () => {
    const answer = await send(app, CALLS.validateOtp, {
      query: { mode: 'forgot-password' },
      body: { userName: hrEmail, otp: '000012' },
    });
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).not.toBe(ERROR_CODES.otpExpired);
  });

  it('the search #fail:GW1035 is an ordinary search', async () => {
    const user = app.store.userByEmail(hrEmail)!;
    const sessionId = randomUUID();
    const pair = app.tokens.pair(app.store, user.id, sessionId);
    openSession(app.store, app, user.id, pair.jti, sessionId);
    const answer = await send(app, CALLS.memberList, {
      body: { companyId: HR_COMPANY_ID, searchByValue: '#fail:GW1035' },
      token: pair.accessToken,
    });
    expect(answer.statusCode).toBe(200);
  });
});
