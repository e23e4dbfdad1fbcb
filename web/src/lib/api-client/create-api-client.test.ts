import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_AREAS,
  CALL_ROUTES,
  HEADER_DEFAULTS,
  HEADER_NAMES,
  MOCK_SANDBOX_HEADER,
} from '@mo/contracts';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';

type Answer = { status: number; data: unknown } | Error;

const envelope = (overrides: Record<string, unknown> = {}, errorCode: string | null = null) => ({
  status: 'success',
  message: 'success',
  isFirstTimeLogin: false,
  systemInformation: {
    errorCode,
    errorMessage: errorCode ? `message of ${errorCode}` : null,
    timestamp: '2026-01-05T10:00:00+07:00',
    details: null,
    isSysUnderMaintenane: 'N',
  },
  version: '8.1.0-5',
  ...overrides,
});

/** A transport that records each request and answers from a queue. */
function fakeTransport(...answers: Answer[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = answers.shift() ?? new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return { ...answer, statusText: '', headers: {}, config, request: {} };
  };
  return { adapter, requests };
}

const clientWith = (
  transport: ReturnType<typeof fakeTransport>,
  options: Partial<ApiClientOptions> = {},
) =>
  createApiClient({
    baseUrlFor: (area) => `http://gateway.test${API_AREAS[area]}`,
    getAccessToken: () => null,
    adapter: transport.adapter,
    ...options,
  });

const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name);

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const profile = { modules: ['Home'] };

describe('api client: beforeSend', () => {
  it('builds and sends no call before beforeSend resolves, then sends it', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const transport = fakeTransport({ status: 200, data: envelope({ data: profile }) });
    const answer = clientWith(transport, { beforeSend: () => gate }).call(
      CALL_ROUTES.accessibleModules,
    );
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(transport.requests).toHaveLength(0);
    open();
    await expect(answer).resolves.toEqual(profile);
    expect(transport.requests).toHaveLength(1);
  });
});

describe('api client: envelope and success rules', () => {
  it('answers data when status is "success" and there is no error code', async () => {
    const transport = fakeTransport({ status: 200, data: envelope({ data: profile }) });
    await expect(clientWith(transport).call(CALL_ROUTES.accessibleModules)).resolves.toEqual(
      profile,
    );
  });

  it('applies the call rule: auth/session needs status true and message success', async () => {
    const ok = fakeTransport({
      status: 200,
      data: envelope({ status: true, data: { sessionId: 's1' } }),
    });
    await expect(
      clientWith(ok).call(CALL_ROUTES.createSession, { query: { mode: 'signin' } }),
    ).resolves.toEqual({ sessionId: 's1' });

    // "success" is not true for auth/session, and true is not "success" elsewhere.
    const stringStatus = fakeTransport({
      status: 200,
      data: envelope({ data: { sessionId: 's1' } }),
    });
    const error = await catchError(
      clientWith(stringStatus).call(CALL_ROUTES.createSession, { query: { mode: 'signin' } }),
    );
    expect(error.errorCode).toBe('GC');
    const boolStatus = fakeTransport({
      status: 200,
      data: envelope({ status: true, data: profile }),
    });
    expect(
      (await catchError(clientWith(boolStatus).call(CALL_ROUTES.accessibleModules))).errorCode,
    ).toBe('GC');
  });

  it('lets the error code win over HTTP 200 and status success', async () => {
    const transport = fakeTransport({ status: 200, data: envelope({ data: profile }, '17002') });
    const error = await catchError(clientWith(transport).call(CALL_ROUTES.accessibleModules));
    expect(error).toMatchObject({
      errorCode: '17002',
      serverMessage: 'message of 17002',
      httpStatus: 200,
      callId: 'accessibleModules',
    });
  });

  it('reads the envelope of a 4xx answer instead of the status', async () => {
    const transport = fakeTransport({
      status: 401,
      data: envelope({ status: 'failed', message: 'failed' }, 'err011'),
    });
    const error = await catchError(
      clientWith(transport).call(CALL_ROUTES.validateOtp, {
        query: { mode: 'multi-factor-auth', type: 'email' },
        body: { userName: 'hr@demo.co.id', otp: '111111' },
      }),
    );
    expect(error).toMatchObject({ errorCode: 'err011', httpStatus: 401 });
  });

  it('answers GC for anything that is not an envelope', async () => {
    const transport = fakeTransport(
      { status: 502, data: '<html>Bad gateway</html>' },
      { status: 200, data: { ok: true } },
    );
    const client = clientWith(transport);
    expect(await catchError(client.call(CALL_ROUTES.accessibleModules))).toMatchObject({
      errorCode: 'GC',
      httpStatus: 502,
    });
    expect((await catchError(client.call(CALL_ROUTES.accessibleModules))).errorCode).toBe('GC');
  });

  it('answers GC for a failed envelope without a code, and for success without data', async () => {
    const transport = fakeTransport(
      { status: 500, data: envelope({ status: 'failed' }) },
      { status: 200, data: envelope() },
    );
    const client = clientWith(transport);
    expect((await catchError(client.call(CALL_ROUTES.accessibleModules))).errorCode).toBe('GC');
    expect((await catchError(client.call(CALL_ROUTES.accessibleModules))).errorCode).toBe('GC');
  });

  it('answers NETWORK when there is no answer at all', async () => {
    const transport = fakeTransport(new AxiosError('Network Error', 'ERR_NETWORK'));
    const error = await catchError(clientWith(transport).call(CALL_ROUTES.accessibleModules));
    expect(error).toMatchObject({ errorCode: 'NETWORK', httpStatus: null });
  });
});

describe('api client: requests', () => {
  it('sends every gateway header, fresh per request', async () => {
    const transport = fakeTransport(
      { status: 200, data: envelope({ data: profile }) },
      { status: 200, data: envelope({ data: profile }) },
    );
    const client = clientWith(transport);
    await client.call(CALL_ROUTES.accessibleModules);
    await client.call(CALL_ROUTES.accessibleModules);
    const [first, second] = transport.requests as [
      InternalAxiosRequestConfig,
      InternalAxiosRequestConfig,
    ];
    expect(header(first, HEADER_NAMES.channel)).toBe('MO');
    expect(header(first, HEADER_NAMES.keyId)).toBe(HEADER_DEFAULTS.keyId);
    expect(header(first, HEADER_NAMES.clientOrgCode)).toBe('GROUPEB');
    expect(header(first, HEADER_NAMES.providerOrgCode)).toBe('GROUPEB');
    expect(header(first, HEADER_NAMES.countryCode)).toBe('ID');
    expect(header(first, 'Accept')).toBe('application/json');
    const timestamp = String(header(first, HEADER_NAMES.timestamp));
    expect(new Date(timestamp).toISOString()).toBe(timestamp);
    const reference = String(header(first, HEADER_NAMES.requestReference));
    expect(reference).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(header(second, HEADER_NAMES.requestReference)).not.toBe(reference);
  });

  it("names the tab's mock sandbox on every call, read per request, and none without one", async () => {
    const transport = fakeTransport(
      { status: 200, data: envelope({ data: profile }) },
      { status: 200, data: envelope({ data: { destination: 'h***@demo.co.id' } }) },
      { status: 200, data: envelope({ status: true, data: { sessionId: 's' } }) },
      { status: 200, data: envelope({ data: profile }) },
    );
    let sandbox: string | null = 'demo-ana';
    const client = clientWith(transport, { mockSandbox: () => sandbox });
    await client.call(CALL_ROUTES.accessibleModules);
    await client.call(CALL_ROUTES.requestOtp, {
      query: { mode: 'multi-factor-auth', type: 'email' },
      body: { userName: 'hr@demo.co.id' },
    });
    await client.call(CALL_ROUTES.createSession, { query: { mode: 'signin' } });
    sandbox = null;
    await client.call(CALL_ROUTES.accessibleModules);
    expect(MOCK_SANDBOX_HEADER).toBe('x-mock-sandbox');
    expect(transport.requests.map((r) => header(r, MOCK_SANDBOX_HEADER))).toEqual([
      'demo-ana',
      'demo-ana',
      'demo-ana',
      undefined,
    ]);
  });

  it('sends no sandbox header when the client is given no sandbox (a real insurer)', async () => {
    const transport = fakeTransport({ status: 200, data: envelope({ data: profile }) });
    await clientWith(transport).call(CALL_ROUTES.accessibleModules);
    const [request] = transport.requests as [InternalAxiosRequestConfig];
    expect(header(request, MOCK_SANDBOX_HEADER)).toBeUndefined();
  });

  it('adds the stored bearer token, or the one given to the call, and none without a token', async () => {
    const answers = Array.from({ length: 3 }, () => ({
      status: 200,
      data: envelope({ data: profile }),
    }));
    const transport = fakeTransport(...answers);
    let token: string | null = 'stored-token';
    const client = clientWith(transport, { getAccessToken: () => token });
    await client.call(CALL_ROUTES.accessibleModules);
    await client.call(CALL_ROUTES.accessibleModules, { accessToken: 'after-login' });
    token = null;
    await client.call(CALL_ROUTES.accessibleModules);
    const auth = transport.requests.map((r) => header(r, 'Authorization'));
    expect(auth).toEqual(['Bearer stored-token', 'Bearer after-login', undefined]);
  });

  it('builds method, URL, query and JSON body from the call', async () => {
    const transport = fakeTransport({
      status: 200,
      data: envelope({ data: { destination: 'h***@demo.co.id', validitySeconds: 180 } }),
    });
    await clientWith(transport).call(CALL_ROUTES.requestOtp, {
      query: { mode: 'multi-factor-auth', type: 'email' },
      body: { userName: 'hr@demo.co.id' },
    });
    const [request] = transport.requests as [InternalAxiosRequestConfig];
    expect(request.method).toBe('post');
    expect(request.url).toBe('http://gateway.test/user-management/v1/otp');
    expect(request.params).toEqual({ mode: 'multi-factor-auth', type: 'email' });
    expect(JSON.parse(String(request.data))).toEqual({ userName: 'hr@demo.co.id' });
    expect(header(request, 'Content-Type')).toMatch(/^application\/json/);
  });

  it('sends no body and no content type on a bodyless call', async () => {
    const transport = fakeTransport({
      status: 200,
      data: envelope({ status: true, data: { sessionId: 's' } }),
    });
    await clientWith(transport).call(CALL_ROUTES.createSession, { query: { mode: 'signin' } });
    const [request] = transport.requests as [InternalAxiosRequestConfig];
    expect(request.data).toBeUndefined();
    expect(header(request, 'Content-Type')).toBeFalsy();
  });

  it('masks the authorization header and secrets in debug output', async () => {
    const transport = fakeTransport({ status: 200, data: envelope({ data: {} }, '17002') });
    const log = jest.fn();
    const client = clientWith(transport, { getAccessToken: () => 'secret-token', log });
    await catchError(
      client.call(CALL_ROUTES.validateOtp, {
        query: { mode: 'multi-factor-auth', type: 'email' },
        body: { userName: 'a@b.co', otp: 'Portal#2026' },
      }),
    );
    const printed = JSON.stringify(log.mock.calls);
    expect(printed).not.toContain('secret-token');
    expect(printed).not.toContain('Portal#2026');
    expect(printed).toContain('Bearer ****');
  });
});

describe('api client: session hooks', () => {
  it('reports err300 to onSessionInvalid and still rejects', async () => {
    const transport = fakeTransport({
      status: 401,
      data: envelope({ status: 'failed' }, 'err300'),
    });
    const onSessionInvalid = jest.fn();
    const error = await catchError(
      clientWith(transport, { onSessionInvalid }).call(CALL_ROUTES.accessibleModules),
    );
    expect(error.errorCode).toBe('err300');
    expect(onSessionInvalid).toHaveBeenCalledWith(error);
  });

  it('on GW1033 asks onTokenExpired once and retries with the new token', async () => {
    const transport = fakeTransport(
      { status: 401, data: envelope({ status: 'failed' }, 'GW1033') },
      { status: 200, data: envelope({ data: profile }) },
    );
    let token = 'old';
    const onTokenExpired = jest.fn(async () => {
      token = 'new';
      return true;
    });
    const client = clientWith(transport, { getAccessToken: () => token, onTokenExpired });
    await expect(client.call(CALL_ROUTES.accessibleModules)).resolves.toEqual(profile);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(transport.requests.map((r) => header(r, 'Authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('rejects with GW1033 when there is no refresh hook or it fails', async () => {
    const transport = fakeTransport(
      { status: 401, data: envelope({ status: 'failed' }, 'GW1033') },
      { status: 401, data: envelope({ status: 'failed' }, 'GW1033') },
    );
    expect(
      (await catchError(clientWith(transport).call(CALL_ROUTES.accessibleModules))).errorCode,
    ).toBe('GW1033');
    const refused = clientWith(transport, { onTokenExpired: async () => false });
    expect((await catchError(refused.call(CALL_ROUTES.accessibleModules))).errorCode).toBe(
      'GW1033',
    );
  });
});
