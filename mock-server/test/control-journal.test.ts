import { HR_COMPANY_ID } from '@mo/fixtures';
import { CALLS, DEMO_USERS, ERROR_CODES, HEADER_NAMES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  MAX_RESPONSE_CHARS,
  MAX_STRING,
  detailOf,
  maskSecret,
  sanitize,
  type JournalDetail,
  type JournalRecord,
  type JournalSummary,
} from '../src/store/journal';
import { useTestApp } from './app-setup';
import { codeOf, gatewayHeaders, send, signIn, testApp, urlOf } from './helpers';

const hr = DEMO_USERS.hr;
const broker = DEMO_USERS.broker;

type Entry = JournalSummary;
type Detail = JournalDetail;

const journal = async (app: MockApp, query = '') => {
  const answer = await app.inject({ method: 'GET', url: `/__mock/journal${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { entries: Entry[]; size: number; capacity: number };
};
const detail = async (app: MockApp, id: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/journal/${id}` })).json() as Detail;
const wrongPassword = (app: MockApp, email: string = hr.email) =>
  send(app, CALLS.authenticate, { body: { userName: email, password: 'Wrong#Password1' } });

describe('request journal (/__mock/journal)', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    await app.inject({ method: 'DELETE', url: '/__mock/journal' });
  });

  it('records a failed sign-in with its code, user, status and request reference, password masked', async () => {
    app.store.clock.set('2026-11-20T02:00:00.000Z');
    const failed = await wrongPassword(app);
    expect(codeOf(failed)).toBe(ERROR_CODES.authFailed);
    // (sealing the password may have read the password key first: another entry)
    const { entries, capacity } = await journal(app, `?callId=${CALLS.authenticate.id}`);
    expect(capacity).toBe(500);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      method: 'POST',
      url: urlOf(CALLS.authenticate),
      callId: CALLS.authenticate.id,
      userName: hr.email,
      httpStatus: failed.statusCode,
      errorCode: ERROR_CODES.authFailed,
      requestRef: gatewayHeaders()[HEADER_NAMES.requestReference],
      // the mock clock, which runs on from where it was set
      mockTime: expect.stringMatching(/^2026-11-20T02:0\d:/),
    });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0);
    const one = await detail(app, entry!.id);
    const body = one.requestBody as Record<string, string>;
    expect(body.userName).toBe(hr.email);
    expect(body.password).toMatch(/^…/);
    expect(JSON.stringify(one)).not.toContain('Wrong#Password1');
    expect(one.responseBody).toMatchObject({
      status: 'failed',
      systemInformation: { errorCode: ERROR_CODES.authFailed },
    });
  });

  it('masks the bearer token in the headers and tokens in response bodies', async () => {
    const signedIn = await signIn(app);
    const profile = await send(app, CALLS.userProfile, { token: signedIn.accessToken });
    expect(profile.statusCode).toBe(200);
    const [entry] = (await journal(app, `?callId=${CALLS.userProfile.id}`)).entries;
    expect(entry).toMatchObject({ userName: hr.email, httpStatus: 200, errorCode: null });
    const one = await detail(app, entry!.id);
    expect(one.requestHeaders.authorization).toBe(`Bearer …${signedIn.accessToken.slice(-6)}`);
    expect(JSON.stringify(one)).not.toContain(signedIn.accessToken);
    expect(one.responseBody).toMatchObject({ status: 'success', data: expect.anything() });
    // The code validation answered the token pair: neither token is readable from the journal.
    const [validated] = (await journal(app, `?callId=${CALLS.validateOtp.id}`)).entries;
    const text = JSON.stringify(await detail(app, validated!.id));
    expect(text).not.toContain(signedIn.refreshToken);
    expect(text).not.toContain(signedIn.accessToken);
    const otpBody = (await detail(app, validated!.id)).requestBody as Record<string, string>;
    expect(otpBody.otp).toMatch(/^…/);
  });

  it("keeps a successful answer's first 2 kB only, and a failed answer whole", async () => {
    const { accessToken } = await signIn(app);
    const members = await send(app, CALLS.memberList, {
      body: { companyId: HR_COMPANY_ID, pageSize: 50 },
      token: accessToken,
    });
    expect(members.statusCode).toBe(200);
    const text = members.raw.body;
    expect(text.length).toBeGreaterThan(2048);
    const [ok] = (await journal(app, `?callId=${CALLS.memberList.id}`)).entries;
    const kept = await detail(app, ok!.id);
    expect(kept.responseNote).toBe(`shortened: the first 2048 of ${text.length} characters kept`);
    expect(JSON.stringify(kept.responseBody)).not.toContain(text.slice(-200));
    const failed = await wrongPassword(app);
    const [refused] = (await journal(app, '?errorsOnly=true')).entries;
    const whole = await detail(app, refused!.id);
    expect(whole.responseNote).toBeNull();
    expect(whole.responseBody).toEqual(failed.body);
  });

  it('names the token user on a token call its checks refused (err300 after the session ended)', async () => {
    const first = await signIn(app);
    await signIn(app); // a newer sign-in replaces the first session
    const refused = await send(app, CALLS.userProfile, { token: first.accessToken });
    expect(codeOf(refused)).toBe(ERROR_CODES.invalidSession);
    const [entry] = (await journal(app, '?errorsOnly=true')).entries;
    expect(entry).toMatchObject({
      callId: CALLS.userProfile.id,
      userName: hr.email,
      errorCode: ERROR_CODES.invalidSession,
      httpStatus: 401,
    });
  });

  it('filters by call id, user, errors only, status and limit, newest first', async () => {
    await wrongPassword(app, hr.email);
    await wrongPassword(app, broker.email);
    const signedIn = await signIn(app, 'broker');
    await send(app, CALLS.userProfile, { token: signedIn.accessToken });
    const all = (await journal(app)).entries;
    expect(all.map((e) => Number(e.id))).toEqual(
      [...all.map((e) => Number(e.id))].sort((a, b) => b - a),
    );
    expect(all[0]!.callId).toBe(CALLS.userProfile.id);

    const byCall = (await journal(app, `?callId=${CALLS.authenticate.id}`)).entries;
    expect(byCall.map((e) => e.userName)).toEqual([broker.email, broker.email, hr.email]);
    const byUser = (await journal(app, `?userName=${encodeURIComponent(hr.email.toUpperCase())}`))
      .entries;
    expect(byUser.map((e) => e.callId)).toEqual([CALLS.authenticate.id]);
    const errors = (await journal(app, '?errorsOnly=true')).entries;
    expect(errors.map((e) => e.errorCode)).toEqual([
      ERROR_CODES.authFailed,
      ERROR_CODES.authFailed,
    ]);
    const byStatus = (await journal(app, '?status=200')).entries;
    expect(byStatus.length).toBe(all.length - 2);
    expect(byStatus.every((e) => e.httpStatus === 200)).toBe(true);
    expect((await journal(app, '?limit=2')).entries).toEqual(all.slice(0, 2));
    const bad = await app.inject({ method: 'GET', url: '/__mock/journal?limit=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps only portal calls: not the control API, the docs or unknown paths', async () => {
    await app.inject({ method: 'GET', url: '/__mock/health' });
    await app.inject({ method: 'GET', url: '/no/such/path', headers: gatewayHeaders() });
    expect((await journal(app)).size).toBe(0);
    // A call refused for its gateway headers is still the portal's call.
    const answer = await app.inject({ method: 'GET', url: urlOf(CALLS.remoteConfig) });
    expect(answer.statusCode).toBe(400);
    const [entry] = (await journal(app)).entries;
    expect(entry).toMatchObject({
      callId: CALLS.remoteConfig.id,
      errorCode: ERROR_CODES.missingHeaders,
      requestRef: null,
      userName: null,
    });
  });

  it('answers GC404 for an unknown entry and empties on DELETE (ids keep growing)', async () => {
    await wrongPassword(app);
    const [before] = (await journal(app)).entries;
    const unknown = await app.inject({ method: 'GET', url: '/__mock/journal/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
    const garbled = await app.inject({ method: 'GET', url: '/__mock/journal/abc' });
    expect(garbled.statusCode).toBe(404);
    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/journal' });
    expect(cleared.json()).toEqual({ entries: [], size: 0, capacity: 500 });
    expect(
      (await app.inject({ method: 'GET', url: `/__mock/journal/${before!.id}` })).statusCode,
    ).toBe(404);
    await wrongPassword(app);
    const [after] = (await journal(app)).entries;
    expect(Number(after!.id)).toBeGreaterThan(Number(before!.id));
  });

  it('survives a reset (the journal is the tester’s history)', async () => {
    await wrongPassword(app);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await journal(app)).size).toBe(1);
  });
});

describe('request journal capacity and production-like mode', () => {
  it('evicts the oldest entries beyond MOCK_JOURNAL_SIZE', async () => {
    const app = await testApp({ config: { journalSize: 3 } });
    try {
      for (let i = 0; i < 5; i += 1) {
        await send(app, CALLS.remoteConfig, {
          headers: { [HEADER_NAMES.requestReference]: `ref-${i}` },
        });
      }
      const { entries, size, capacity } = await journal(app);
      expect({ size, capacity }).toEqual({ size: 3, capacity: 3 });
      expect(entries.map((e) => e.requestRef)).toEqual(['ref-4', 'ref-3', 'ref-2']);
      const ids = entries.map((e) => e.id);
      const oldest = await app.inject({
        method: 'GET',
        url: `/__mock/journal/${Number(ids[2]) - 1}`,
      });
      expect(oldest.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('records nothing when the control API is off', async () => {
    const app = await testApp({
      config: { control: false, jwtSecret: 'a-test-secret-of-some-length' },
    });
    try {
      const failed = await wrongPassword(app);
      expect(codeOf(failed)).toBe(ERROR_CODES.authFailed);
      expect(app.store.journal.size).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/__mock/journal' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('journal detail view', () => {
  it('masks secret-like fields at any depth, cuts long strings and long lists', () => {
    const long = 'x'.repeat(MAX_STRING + 50);
    const out = sanitize({
      userName: 'a@b.co',
      nested: {
        newPassword: 'Secret#2026',
        refreshToken: 'abc.def.ghijklmnopqrstu',
        otp: '123456',
      },
      file: long,
      rows: Array.from({ length: 30 }, (_, i) => i),
      empty: { password: '' },
    }) as Record<string, unknown>;
    expect(out.userName).toBe('a@b.co');
    expect(out.nested).toEqual({ newPassword: '…', refreshToken: '…pqrstu', otp: '…' });
    expect(out.file).toBe(`${'x'.repeat(MAX_STRING)}… (${long.length} characters)`);
    expect((out.rows as unknown[]).length).toBe(21);
    expect((out.rows as unknown[])[20]).toBe('… 10 more items');
    expect(out.empty).toEqual({ password: '' });
  });

  it('keeps the scheme and the last six characters of a long secret only', () => {
    expect(maskSecret('Bearer aaaa.bbbb.cccc123456')).toBe('Bearer …123456');
    expect(maskSecret('Basic c2hvcnQ=')).toBe('Basic …');
    expect(maskSecret('Secret#2026')).toBe('…');
  });

  const record = (response: string | null, responseNote: string | null = null): JournalRecord => ({
    seq: 7,
    atMs: Date.UTC(2026, 10, 20, 2),
    mockMs: Date.UTC(2026, 10, 20, 2),
    method: 'GET',
    url: '/x',
    callId: 'memberList',
    userName: null,
    httpStatus: 200,
    errorCode: null,
    durationMs: 1,
    requestRef: null,
    headers: { authorization: 'Bearer aaaa.bbbb.cccc123456', cookie: 'sid=abcdefghijklmnop' },
    body: undefined,
    response,
    responseNote,
  });

  it('shows a large response as a shortened preview and a streamed one as a note', () => {
    const long = 'n'.repeat(150);
    const rows = Array.from({ length: 20 }, (_, i) => ({ a: `${long}${i}`, b: long, c: long }));
    const large = detailOf(record(JSON.stringify({ data: rows })));
    expect(large.responseBody).toEqual({ preview: expect.any(String) });
    expect((large.responseBody as { preview: string }).preview).toHaveLength(MAX_RESPONSE_CHARS);
    expect(large.responseNote).toMatch(/^shortened/);
    const streamed = detailOf(record(null, 'streamed answer: not kept'));
    expect(streamed).toMatchObject({
      responseBody: null,
      responseNote: 'streamed answer: not kept',
    });
    expect(streamed.requestHeaders).toEqual({ authorization: 'Bearer …123456', cookie: '…klmnop' });
    expect(streamed.requestBody).toBeNull();
    expect(streamed.id).toBe('7');
  });

  it('reads MOCK_JOURNAL_SIZE (default 500, at least 1)', () => {
    expect(loadConfig({}).journalSize).toBe(500);
    expect(loadConfig({ MOCK_JOURNAL_SIZE: '42' }).journalSize).toBe(42);
    expect(() => loadConfig({ MOCK_JOURNAL_SIZE: '0' })).toThrow(/MOCK_JOURNAL_SIZE/);
  });
});
