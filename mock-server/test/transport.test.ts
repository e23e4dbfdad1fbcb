import {
  API_AREAS,
  CALLS,
  DEMO_USERS,
  ERROR_CODES,
  ErrorEnvelope,
  HEADER_NAMES,
} from '@mo/contracts';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { registerCall, type Call } from '../src/lib/register-call';
import { codeOf, gatewayHeaders, send, signIn, testApp, urlOf } from './helpers';

const authUrl = urlOf(CALLS.authenticate);
const json = { 'content-type': 'application/json' };

describe('envelopes, gateway headers and hostile input', () => {
  let app: MockApp;
  beforeAll(async () => {
    app = await testApp();
    // Two deliberately broken routes: a handler that throws, and one whose answer drifts from
    // its contract. Both must end as a generic GC500 without leaking what went wrong.
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    await app.register(
      async (child) => {
        const drifted = {
          ...CALLS.policyList,
          path: '/drifted',
          auth: 'public',
        } as unknown as Call;
        registerCall(child, drifted, () => ({ policies: 'not a list' }) as never);
      },
      { prefix: API_AREAS.policyAdmin },
    );
  });
  afterAll(() => app.close());

  const post = (payload: string, headers: Record<string, string> = json) =>
    app.inject({
      method: 'POST',
      url: authUrl,
      headers: { ...gatewayHeaders(), ...headers },
      payload,
    });
  const errorCode = (response: { json(): unknown }) => {
    const body = response.json();
    expect(Value.Check(ErrorEnvelope, body)).toBe(true);
    return (body as ErrorEnvelope).systemInformation.errorCode;
  };

  describe('gateway headers (GW1000)', () => {
    it('answers 400 GW1000 naming every missing header', async () => {
      const answer = await send(app, CALLS.getSysParam, {
        query: { category: 'COUNTRY' },
        headers: { [HEADER_NAMES.channel]: undefined, [HEADER_NAMES.requestReference]: undefined },
      });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.missingHeaders);
      expect(answer.body.systemInformation.details).toEqual([
        HEADER_NAMES.channel,
        HEADER_NAMES.requestReference,
      ]);
    });

    it.each([
      [HEADER_NAMES.channel, 'FO'],
      [HEADER_NAMES.countryCode, 'indonesia'],
      [HEADER_NAMES.keyId, 'k'.repeat(65)],
    ])('answers 400 GW1000 to an invalid %s', async (name, value) => {
      const answer = await send(app, CALLS.getSysParam, {
        query: { category: 'COUNTRY' },
        headers: { [name]: value },
      });
      expect(codeOf(answer)).toBe(ERROR_CODES.missingHeaders);
      expect(answer.body.systemInformation.details).toEqual([name]);
    });

    it('checks the headers before the token and the body', async () => {
      const answer = await send(app, CALLS.userProfile, {
        headers: { [HEADER_NAMES.timestamp]: undefined },
      });
      expect(codeOf(answer)).toBe(ERROR_CODES.missingHeaders);
    });

    it('does not ask the control API or the docs for them', async () => {
      expect((await app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    });
  });

  describe('schema validation', () => {
    it('answers 400 err001 naming the missing field', async () => {
      const answer = await send(app, CALLS.authenticate, {
        body: { userName: DEMO_USERS.hr.email },
      });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.required);
      expect(answer.body.systemInformation.details).toEqual(['body.password']);
    });

    it.each([
      ['a number for a string', { userName: DEMO_USERS.hr.email, password: 12345678 }],
      ['an object for a string', { userName: { $ne: null }, password: 'x' }],
      ['a malformed e-mail', { userName: 'not-an-email', password: 'x' }],
      ['an over-long user name', { userName: `${'a'.repeat(60)}@example.com`, password: 'x' }],
      ['an unexpected property', { userName: DEMO_USERS.hr.email, password: 'x', admin: true }],
      ['an array body', [1, 2, 3]],
    ])('answers 400 GC400 to %s', async (_case, body) => {
      const answer = await send(app, CALLS.authenticate, { body });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });
  });

  describe('transport', () => {
    it('answers 400 GC400 to malformed JSON', async () => {
      const response = await post('{"userName": "a@b.co",');
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe(ERROR_CODES.badRequest);
    });

    it.each([
      ['__proto__', '{"userName":"a@b.co","password":"x","__proto__":{"isAdmin":true}}'],
      ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ])('refuses a %s pollution attempt with 400 GC400 and stays healthy', async (_key, payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe(ERROR_CODES.badRequest);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
    });

    it('answers 413 GC413 to a body over the 1 MiB limit', async () => {
      const response = await post(JSON.stringify({ userName: 'x'.repeat(1024 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(errorCode(response)).toBe(ERROR_CODES.payloadTooLarge);
    });

    it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
      'answers 415 GC415 to %s',
      async (contentType) => {
        const response = await post('userName=a', { 'content-type': contentType });
        expect(response.statusCode).toBe(415);
        expect(errorCode(response)).toBe(ERROR_CODES.unsupportedMediaType);
      },
    );

    it('accepts a body-less POST whatever its content type says (auth/session)', async () => {
      const { accessToken } = await signIn(app);
      const response = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.createSession, { mode: 'signin' }),
        headers: {
          ...gatewayHeaders(),
          authorization: `Bearer ${accessToken}`,
          'content-type': 'text/plain',
        },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(true);
    });

    it('answers 404 GC404 to an unknown route, under an area or not', async () => {
      for (const url of ['/nowhere', `${API_AREAS.policyAdmin}/nowhere/at-all`]) {
        const response = await app.inject({ method: 'GET', url, headers: gatewayHeaders() });
        expect(response.statusCode).toBe(404);
        expect(errorCode(response)).toBe(ERROR_CODES.notFound);
      }
    });

    it('answers 500 GC500 with a generic message and no stack to an unexpected error', async () => {
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(errorCode(response)).toBe(ERROR_CODES.internal);
      expect(response.body).not.toMatch(/hunter2|at |Error:/);
    });

    it('answers 500 GC500 rather than send a response that breaks its contract', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${API_AREAS.policyAdmin}/drifted?companyId=CO000001`,
        headers: gatewayHeaders(),
      });
      expect(response.statusCode).toBe(500);
      expect(errorCode(response)).toBe(ERROR_CODES.internal);
    });

    it('accepts an empty body with a JSON content type on a body-less call', async () => {
      const answer = await send(app, CALLS.createSession, {
        query: { mode: 'signin' },
        headers: json,
      });
      // It gets as far as the token check: the empty body was not a parse error.
      expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
    });
  });

  it('refuses to mount a call under another area', async () => {
    const other = await testApp();
    await expect(
      other.register(async (child) => registerCall(child, CALLS.policyList, () => ({}) as never), {
        prefix: API_AREAS.claims,
      }),
    ).rejects.toThrow(/policyList belongs under \/policy-admin\/v1/);
    await other.close();
  });
});
