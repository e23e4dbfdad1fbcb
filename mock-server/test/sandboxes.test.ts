import {
  CALLS,
  DEMO_USERS,
  ERROR_CODES,
  MOCK_SANDBOX_HEADER,
  OPENAPI_DOCS_PATH,
  SCENARIOS,
  TEST_CLOCK_START,
} from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { SandboxBook } from '../src/plugins/sandboxes';
import { arm, armOk, codeOf, send, signIn, testApp } from './helpers';
import { clockOf, inSandbox, rightPassword, wrongPassword } from './sandbox-view';

const hr = DEMO_USERS.hr;

const create = (app: MockApp, body: object = {}) =>
  app.inject({ method: 'POST', url: '/__mock/sandboxes', payload: body });
const list = async (app: MockApp) =>
  (await app.inject({ method: 'GET', url: '/__mock/sandboxes' })).json() as {
    sandboxes: { id: string; label: string | null; lastUsedAt: string; mockTime: string }[];
    max: number;
    idleMinutes: number;
  };
const errorCodeOf = (response: { json: () => unknown }) =>
  (response.json() as { systemInformation: { errorCode: string } }).systemInformation.errorCode;

describe('sandboxes: isolated worlds in one mock', () => {
  let app: MockApp;
  let a: MockApp;
  let b: MockApp;
  let realNow = Date.parse('2026-12-01T09:00:00Z');

  beforeEach(async () => {
    app = await testApp({
      config: { clockStart: TEST_CLOCK_START, sandboxMax: 3, sandboxIdleMinutes: 30 },
      realNow: () => realNow,
    });
    for (const id of ['ana', 'budi']) expect((await create(app, { id })).statusCode).toBe(200);
    a = inSandbox(app, 'ana');
    b = inSandbox(app, 'budi');
  });
  afterEach(() => app.close());

  it('keeps each clock apart: moving one moves no other', async () => {
    const before = { a: await clockOf(a), b: await clockOf(b), app: await clockOf(app) };
    await a.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { advanceSeconds: 31 * 86_400 },
    });
    const moved = async (world: MockApp, from: string) =>
      Date.parse(await clockOf(world)) - Date.parse(from);
    expect(await moved(a, before.a)).toBeGreaterThanOrEqual(31 * 86_400_000);
    expect(await moved(b, before.b)).toBeLessThan(60_000);
    expect(await moved(app, before.app)).toBeLessThan(60_000);
  });

  it('keeps sessions, tokens, inbox and journal apart; a token works only where it was issued', async () => {
    const signed = await signIn(a);
    const profile = (world: MockApp) =>
      send(world, CALLS.userProfile, { token: signed.accessToken });
    expect((await profile(a)).statusCode).toBe(200);
    expect(codeOf(await profile(b))).toBe(ERROR_CODES.invalidToken);
    expect(codeOf(await profile(app))).toBe(ERROR_CODES.invalidToken);
    const sessions = async (world: MockApp) =>
      (
        (await world.inject({ method: 'GET', url: '/__mock/sessions' })).json() as {
          sessions: { userName: string }[];
        }
      ).sessions.map((s) => s.userName);
    expect(await sessions(a)).toEqual([hr.email]);
    expect(await sessions(b)).toEqual([]);
    expect(await sessions(app)).toEqual([]);
    const inbox = async (world: MockApp) =>
      (
        (await world.inject({ method: 'GET', url: `/__mock/inbox?email=${hr.email}` })).json() as {
          messages: unknown[];
        }
      ).messages.length;
    expect(await inbox(a)).toBe(1);
    expect(await inbox(b)).toBe(0);
    expect(await inbox(app)).toBe(0);
    const journal = async (world: MockApp) =>
      (
        (await world.inject({ method: 'GET', url: '/__mock/journal' })).json() as {
          entries: { callId: string }[];
        }
      ).entries.map((e) => e.callId);
    expect(await journal(a)).toEqual(expect.arrayContaining(['authenticate', 'createSession']));
    // each saw only the refused profile call made to it
    expect(await journal(b)).toEqual(['userProfile']);
    expect(await journal(app)).toEqual(['userProfile']);
  });

  it('keeps data apart: a lock-out in one sandbox locks no one elsewhere, and a reset lifts it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(a);
    expect(codeOf(await rightPassword(a))).toBe(ERROR_CODES.accountLocked);
    expect((await rightPassword(b)).statusCode).toBe(200);
    expect((await rightPassword(app)).statusCode).toBe(200);
    const reset = await app.inject({ method: 'POST', url: '/__mock/sandboxes/ana/reset' });
    expect(reset.statusCode).toBe(200);
    expect((await rightPassword(a)).statusCode).toBe(200);
  });

  it('keeps armed faults, latency and report files apart', async () => {
    await armOk(a, SCENARIOS.faultArmed, { callId: 'authenticate', errorCode: 'GC500' });
    expect(codeOf(await rightPassword(a))).toBe('GC500');
    expect((await rightPassword(b)).statusCode).toBe(200);
    expect((await rightPassword(app)).statusCode).toBe(200);

    const rule = await a.inject({
      method: 'POST',
      url: '/__mock/latency',
      payload: { callId: 'userProfile', fixedMs: 1 },
    });
    expect(rule.statusCode).toBe(200);
    const rules = async (world: MockApp) =>
      (
        (await world.inject({ method: 'GET', url: '/__mock/latency' })).json() as {
          rules: unknown[];
        }
      ).rules.length;
    expect(await rules(a)).toBe(1);
    expect(await rules(b)).toBe(0);
    expect(await rules(app)).toBe(0);

    const prepared = await armOk<{ accessToken: string }>(a, SCENARIOS.reportFilePrepared, {
      userName: hr.email,
      fileGatewayRefNo: 'RPT-SANDBOX-1',
    });
    const readiness = (world: MockApp, token: string) =>
      send(world, CALLS.fileReady, {
        query: { companyId: HR_COMPANY_ID, fileGatewayRefNo: 'RPT-SANDBOX-1' },
        token,
      });
    expect((await readiness(a, prepared.accessToken)).body.data!.ready).toBe(true);
    const inB = await armOk<{ accessToken: string }>(b, SCENARIOS.signedIn, { userName: hr.email });
    expect(codeOf(await readiness(b, inB.accessToken))).toBe(ERROR_CODES.notFound);
  });

  it('keeps rate limits apart', async () => {
    const limited = await testApp({ config: { rateLimitPerUser: 2 } });
    try {
      expect((await create(limited, { id: 'ana' })).statusCode).toBe(200);
      const la = inSandbox(limited, 'ana');
      await rightPassword(la);
      await rightPassword(la);
      expect(codeOf(await rightPassword(la))).toBe(ERROR_CODES.rateLimited);
      expect((await rightPassword(limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('leaves the default world as it was for a caller who names no sandbox', async () => {
    await armOk(a, SCENARIOS.maintenanceWindow, { startsInMinutes: -1, durationMinutes: 60 });
    const health = await app.inject({ method: 'GET', url: '/__mock/health' });
    expect(health.statusCode).toBe(200);
    const answer = await rightPassword(app);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.systemInformation).toMatchObject({ isSysUnderMaintenane: 'N' });
    expect((await rightPassword(a)).body.systemInformation).toMatchObject({
      isSysUnderMaintenane: 'Y',
    });
  });

  it('lists sandboxes with their label and own clock, and deletes them', async () => {
    expect((await create(app, { id: 'demo-citra', label: '  PT Citra demo ' })).statusCode).toBe(
      200,
    );
    const listed = await list(app);
    expect(listed.sandboxes.map((s) => s.id)).toEqual(['ana', 'budi', 'demo-citra']);
    expect(listed.sandboxes[2]!.label).toBe('PT Citra demo');
    expect(listed).toMatchObject({ max: 3, idleMinutes: 30 });
    const deleted = await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/budi' });
    expect(deleted.json()).toEqual({ deleted: 'budi' });
    expect(errorCodeOf(await b.inject({ method: 'GET', url: '/__mock/clock' }))).toBe(
      ERROR_CODES.sandboxUnknown,
    );
    const again = await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/budi' });
    expect(again.statusCode).toBe(404);
    expect(errorCodeOf(again)).toBe(ERROR_CODES.sandboxUnknown);
  });

  it('refuses a create beyond MOCK_SANDBOX_MAX, and a taken id, in the envelope', async () => {
    expect((await create(app, { id: 'c' })).statusCode).toBe(200);
    const over = await create(app, { id: 'd' });
    expect(over.statusCode).toBe(429);
    expect(errorCodeOf(over)).toBe(ERROR_CODES.sandboxLimit);
    const taken = await create(app, { id: 'ana' });
    expect(taken.statusCode).toBe(409);
    expect(errorCodeOf(taken)).toBe(ERROR_CODES.sandboxTaken);
    // the default world and the sandboxes go on answering
    expect((await rightPassword(app)).statusCode).toBe(200);
    expect((await rightPassword(a)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/c' });
    const made = await create(app);
    expect(made.statusCode).toBe(200);
    expect((made.json() as { id: string }).id).toMatch(/^sb-[0-9a-f]{8}$/);
  });

  it('refuses an unknown preset', async () => {
    const answer = await create(app, { id: 'c', preset: 'nope' });
    expect(answer.statusCode).toBe(404);
    expect(errorCodeOf(answer)).toBe(ERROR_CODES.notFound);
    expect((await list(app)).sandboxes).toHaveLength(2);
  });

  it.each([
    ['upper case', 'Ana'],
    ['too long', 'a'.repeat(33)],
    ['an outer hyphen', '-ana'],
    ['a space', 'an a'],
    ['a slash', '../ana'],
    ['non-ASCII', 'anä'],
    ['an underscore', 'an_a'],
  ])('refuses an id with %s (MK4001), in the header and in a create', async (_what, id) => {
    const header = await app.inject({
      method: 'GET',
      url: '/__mock/clock',
      // a header carries ASCII: the non-ASCII id goes as its percent-encoding
      headers: { [MOCK_SANDBOX_HEADER]: /^[\x20-\x7e]*$/.test(id) ? id : encodeURIComponent(id) },
    });
    expect(header.statusCode).toBe(400);
    expect(errorCodeOf(header)).toBe(ERROR_CODES.sandboxInvalid);
    const made = await create(app, { id });
    expect(made.statusCode).toBe(400);
    expect(errorCodeOf(made)).toBe(ERROR_CODES.sandboxInvalid);
  });

  it('answers an over-long id and an empty one in the envelope, never a crash', async () => {
    for (const id of ['x'.repeat(5000), '']) {
      const answer = await app.inject({
        method: 'GET',
        url: '/__mock/clock',
        headers: { [MOCK_SANDBOX_HEADER]: id },
      });
      expect(answer.statusCode).toBe(400);
      expect(errorCodeOf(answer)).toBe(ERROR_CODES.sandboxInvalid);
    }
    const long = await create(app, { id: 'x'.repeat(5000) });
    expect(long.statusCode).toBe(400);
  });

  it('answers a call naming an unknown sandbox MK4041 in the envelope', async () => {
    const answer = await send(app, CALLS.authenticate, {
      body: { userName: hr.email, password: hr.password },
      headers: { [MOCK_SANDBOX_HEADER]: 'nobody' },
    });
    expect(answer.statusCode).toBe(404);
    expect(codeOf(answer)).toBe(ERROR_CODES.sandboxUnknown);
  });

  it('deletes a sandbox left idle for MOCK_SANDBOX_IDLE_MINUTES of real time', async () => {
    realNow += 20 * 60_000;
    await clockOf(a);
    realNow += 20 * 60_000;
    expect((await list(app)).sandboxes.map((s) => s.id)).toEqual(['ana']);
    expect(errorCodeOf(await b.inject({ method: 'GET', url: '/__mock/clock' }))).toBe(
      ERROR_CODES.sandboxUnknown,
    );
  });

  it('fails a request still running in a sandbox deleted meanwhile, in the envelope', async () => {
    await a.inject({
      method: 'POST',
      url: '/__mock/latency',
      payload: { callId: 'authenticate', fixedMs: 300 },
    });
    const running = rightPassword(a);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.inject({ method: 'DELETE', url: '/__mock/sandboxes/ana' });
    const answer = await running;
    expect(answer.statusCode).toBe(404);
    expect(codeOf(answer)).toBe(ERROR_CODES.sandboxUnknown);
  });

  it('lists the sandbox routes in the OpenAPI document beside the other control routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/json` })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/__mock/sandboxes'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/__mock/sandboxes/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
    ]);
    expect(doc.paths['/__mock/sandboxes/{id}/reset']).toBeDefined();
  });

  it('ignores the header with the control API off: there are no sandboxes then', async () => {
    const production = await testApp({
      config: { control: false, jwtSecret: 'a-test-secret-of-some-length' },
    });
    try {
      const answer = await send(production, CALLS.authenticate, {
        body: { userName: hr.email, password: hr.password },
        headers: { [MOCK_SANDBOX_HEADER]: 'ana' },
      });
      expect(answer.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('signs in a sandbox through the scenarios as in the default world', async () => {
    const armed = await arm(a, SCENARIOS.signedIn, { userName: hr.email });
    expect(armed.statusCode).toBe(200);
    const token = (armed.body as { accessToken: string }).accessToken;
    expect((await send(a, CALLS.userProfile, { token })).statusCode).toBe(200);
    expect(codeOf(await send(app, CALLS.userProfile, { token }))).toBe(ERROR_CODES.invalidToken);
  });
});

describe('sandboxes: fork, export and import', () => {
  let app: MockApp;
  beforeAll(async () => {
    app = await testApp({
      config: { clockStart: TEST_CLOCK_START, sandboxImportMaxBytes: 2_000_000 },
    });
  });
  afterAll(() => app.close());

  const exportOf = async (id: string) => {
    const answer = await app.inject({ method: 'GET', url: `/__mock/sandboxes/${id}/export` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="sandbox-${id}.json"`);
    return answer.body;
  };
  const importOf = (body: string, query = '') =>
    app.inject({
      method: 'POST',
      url: `/__mock/sandboxes/import${query}`,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  /** The file without the instant it was taken at (mock time runs on between two exports). */
  const timeless = (file: string) => file.replace(/"now":"[^"]+"/, '"now":"…"');

  it('forks a sandbox as it is now: its changes come along, and the two go separate ways', async () => {
    expect((await create(app, { id: 'src' })).statusCode).toBe(200);
    const src = inSandbox(app, 'src');
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(src);
    await armOk(src, SCENARIOS.faultArmed, { callId: 'userProfile', errorCode: 'GC500', times: 5 });
    const forked = await create(app, { id: 'copy', from: 'src', label: 'Copy' });
    expect(forked.json()).toMatchObject({
      id: 'copy',
      forkedFrom: 'src',
      preset: 'demo',
      label: 'Copy',
    });
    const copy = inSandbox(app, 'copy');
    expect(codeOf(await rightPassword(copy))).toBe(ERROR_CODES.accountLocked);
    expect((await copy.inject({ method: 'GET', url: '/__mock/faults' })).json()).toMatchObject({
      faults: [expect.objectContaining({ callId: 'userProfile', errorCode: 'GC500' })],
    });
    await copy.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await rightPassword(copy)).statusCode).toBe(200);
    expect(codeOf(await rightPassword(src))).toBe(ERROR_CODES.accountLocked);
  });

  it("forks the default world ('default'), and refuses a fork of an unknown sandbox", async () => {
    const forked = await create(app, { id: 'of-default', from: 'default' });
    expect(forked.json()).toMatchObject({ forkedFrom: 'default' });
    const unknown = await create(app, { id: 'of-nobody', from: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe(ERROR_CODES.sandboxUnknown);
    expect(errorCodeOf(await create(app, { id: 'default' }))).toBe(ERROR_CODES.sandboxInvalid);
  });

  it('exports a sandbox to a file and imports it again, to the byte', async () => {
    expect((await create(app, { id: 'exp' })).statusCode).toBe(200);
    const exp = inSandbox(app, 'exp');
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPassword(exp);
    await exp.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceSeconds: 86_400 } });
    const file = await exportOf('exp');
    expect(file).not.toMatch(/"accessToken"|"refreshToken"|"sessions"|"otps"/);
    const imported = await importOf(file, '?id=imp&label=From%20a%20file');
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ id: 'imp', label: 'From a file', preset: 'demo' });
    expect(timeless(await exportOf('imp'))).toBe(timeless(file));
    expect(codeOf(await rightPassword(inSandbox(app, 'imp')))).toBe(ERROR_CODES.accountLocked);
    const clockOfImp = await clockOf(inSandbox(app, 'imp'));
    expect(Date.parse(clockOfImp) - Date.parse(await clockOf(app))).toBeGreaterThan(86_000_000);
  });

  it('refuses a forged, a broken and an over-large file in the envelope', async () => {
    const file = JSON.parse(await exportOf('default')) as Record<string, unknown>;
    for (const body of [
      JSON.stringify({ ...file, version: 99 }),
      JSON.stringify({ ...file, data: { users: 'everyone' } }),
      JSON.stringify({ hello: 'world' }),
      '[1, 2, 3]',
    ]) {
      const answer = await importOf(body);
      expect(answer.statusCode).toBe(400);
      expect(errorCodeOf(answer)).toBe(ERROR_CODES.badRequest);
      expect((answer.json() as { message: string }).message).toMatch(/^Not a sandbox export: /);
    }
    const broken = await importOf('{"format": "mock-world", ');
    expect(broken.statusCode).toBe(400);
    expect(errorCodeOf(broken)).toBe(ERROR_CODES.badRequest);
    const huge = await importOf(JSON.stringify({ ...file, padding: 'x'.repeat(2_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(errorCodeOf(huge)).toBe(ERROR_CODES.payloadTooLarge);
    const ids = (await list(app)).sandboxes.map((s) => s.id);
    expect(ids.filter((id) => !['src', 'copy', 'of-default', 'exp', 'imp'].includes(id))).toEqual(
      [],
    );
  });
});

describe('the sandbox book', () => {
  it('counts ids being made against the limit, and gives a failed one back', () => {
    const book = new SandboxBook({ max: 1, idleMs: 60_000 }, () => 0);
    const first = book.reserve('one');
    expect(() => book.reserve('two')).toThrow(
      expect.objectContaining({ errorCode: ERROR_CODES.sandboxLimit }),
    );
    expect(() => book.reserve('one')).toThrow(
      expect.objectContaining({ errorCode: ERROR_CODES.sandboxTaken }),
    );
    first.settle();
    expect(book.reserve('two').id).toBe('two');
  });
});
