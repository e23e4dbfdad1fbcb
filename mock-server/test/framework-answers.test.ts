import { connect } from 'node:net';
import { CALLS, ERROR_CODES, ErrorEnvelope, OPENAPI_DOCS_PATH } from '@mo/contracts';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { useTestApp } from './app-setup';
import { gatewayHeaders, signIn, testApp, urlOf } from './helpers';

/** Sends raw bytes to the listening mock and reads the whole answer (it closes the connection). */
const raw = (port: number, request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });

const envelopeOf = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { head, body: JSON.parse(body) as unknown };
};

describe('answers Fastify gives before any route runs are envelopes too', () => {
  let app: MockApp;
  let port: number;
  beforeAll(async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('a 5,000-character path parameter: 414 GC414 in the envelope', async () => {
    const { accessToken } = await signIn(app);
    const answer = await app.inject({
      method: 'GET',
      url: urlOf(CALLS.memberDetails, { companyId: 'c' }, { memberId: 'M'.repeat(5000) }),
      headers: { ...gatewayHeaders(), authorization: `Bearer ${accessToken}` },
    });
    expect(answer.statusCode).toBe(414);
    expect(Value.Check(ErrorEnvelope, answer.json())).toBe(true);
    expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.uriTooLong);
  });

  it('a bad escape in the path (%ZZ): 400 GC400 in the envelope', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/policy-admin/policies/%ZZ',
      headers: gatewayHeaders(),
    });
    expect(answer.statusCode).toBe(400);
    expect(Value.Check(ErrorEnvelope, answer.json())).toBe(true);
    expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.badRequest);
    expect(answer.body).not.toMatch(/FST_ERR/);
  });

  it('an oversized header: 431 GC431 in the envelope, written to the socket', async () => {
    const answer = await raw(
      port,
      `GET /api/user-management/users/profile HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    const { head, body } = envelopeOf(answer);
    expect(head).toMatch(/X-Content-Type-Options: nosniff/);
    expect(Value.Check(ErrorEnvelope, body)).toBe(true);
    expect(body).toMatchObject({ systemInformation: { errorCode: ERROR_CODES.headersTooLarge } });
  });

  it('malformed HTTP: 400 GC400 in the envelope, not "Client Error"', async () => {
    const answer = await raw(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    const { body } = envelopeOf(answer);
    expect(Value.Check(ErrorEnvelope, body)).toBe(true);
    expect(body).toMatchObject({ systemInformation: { errorCode: ERROR_CODES.badRequest } });
    expect(answer).not.toMatch(/Client Error/);
  });
});

describe('security headers and CORS', () => {
  let app: MockApp;
  useTestApp((built) => (app = built), { config: { corsOrigins: ['https://portal.example'] } });

  it('every API answer: nosniff, no-store, no framing, a CSP that runs nothing', async () => {
    const { accessToken } = await signIn(app);
    for (const answer of [
      await app.inject({
        method: 'GET',
        url: urlOf(CALLS.userProfile),
        headers: { ...gatewayHeaders(), authorization: `Bearer ${accessToken}` },
      }),
      await app.inject({ method: 'GET', url: '/api/nowhere', headers: gatewayHeaders() }),
    ]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('the Swagger page may run only its own scripts and is never framed', async () => {
    const answer = await app.inject({ method: 'GET', url: OPENAPI_DOCS_PATH });
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a documented origin deliberately, preflight included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: urlOf(CALLS.authenticate),
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization, x-channel',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(preflight.headers.vary).toMatch(/Origin/);
  });

  it('gives another origin none of the CORS headers', async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: urlOf(CALLS.authenticate),
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.statusCode).not.toBe(204);
  });
});
