import {
  API_AREAS,
  CALLS,
  DEMO_USERS,
  ErrorEnvelope,
  HEADER_DEFAULTS,
  HEADER_NAMES,
  OAUTH_CLIENT,
  SEALED_PASSWORD_PREFIX,
  importPasswordKey,
  sealPassword,
  type CallId,
  type DataOf,
  type ImportedPasswordKey,
  type PasswordKey,
} from '@mo/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { buildApp, type BuildOptions, type MockApp } from '../src/app';
import { publishedPasswordKey } from '../src/services/password-key';

export type Call = (typeof CALLS)[CallId];

/** The gateway headers every API call carries (contracts headers.ts). */
export const gatewayHeaders = (): Record<string, string> => ({
  [HEADER_NAMES.channel]: 'MO',
  [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
  [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
  [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
  [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
  [HEADER_NAMES.timestamp]: '2026-11-22T09:00:00+07:00',
  [HEADER_NAMES.requestReference]: 'test-ref-0001',
});

export const urlOf = (
  call: Call,
  query?: Record<string, string | number>,
  params: Record<string, string> = {},
): string => {
  // Path parameters (`:policyId`) are filled from params, URL-encoded; a missing one stays as is.
  const filled = call.path.replace(/:(\w+)/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(params[name]),
  );
  const path = `${API_AREAS[call.area]}${filled}`;
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return `${path}?${search.toString()}`;
};

const describeErrors = (schema: TSchema, value: unknown) =>
  JSON.stringify([...Value.Errors(schema, value)].slice(0, 5));

/**
 * Checks an answer against the contract: a 200 against the call's envelope of its data, anything
 * else against the error envelope. Every call made through `send` is checked, so each test also
 * proves the shapes.
 */
export const expectContract = (call: Call, response: LightMyRequestResponse): void => {
  const body: unknown = response.json();
  const schema: TSchema = response.statusCode === 200 ? call.response : ErrorEnvelope;
  if (!Value.Check(schema, body)) {
    throw new Error(
      `${call.id} answered ${response.statusCode} off contract: ${describeErrors(schema, body)}`,
    );
  }
};

export interface SendOptions {
  query?: Record<string, string | number>;
  /** Path parameters, by name (`{ policyId: 'PO000001001' }` for `/policies/:policyId`). */
  params?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string | undefined>;
  /**
   * Password fields (the call's sealedFields) are sealed with the mock's published key, as the
   * portal seals them, unless already sealed; false sends them as given.
   */
  sealPasswords?: boolean;
}

const passwordKeys = new WeakMap<MockApp, Promise<ImportedPasswordKey>>();

/** The mock's password key, fetched through the passwordKey call once per app. */
export const passwordKeyOf = (app: MockApp): Promise<ImportedPasswordKey> => {
  let key = passwordKeys.get(app);
  if (!key) {
    key = app
      .inject({ method: 'GET', url: urlOf(CALLS.passwordKey), headers: gatewayHeaders() })
      .then((res) => importPasswordKey((res.json() as { data: PasswordKey }).data));
    passwordKeys.set(app, key);
  }
  return key;
};

/** A body with the call's password fields sealed as the portal seals them. */
export const sealBody = async (app: MockApp, call: Call, body: unknown): Promise<unknown> => {
  const fields = Object.keys(call.sealedFields ?? {});
  if (fields.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return body;
  }
  const sealed: Record<string, unknown> = { ...body };
  for (const name of fields) {
    const value = sealed[name];
    if (typeof value === 'string' && !value.startsWith(SEALED_PASSWORD_PREFIX)) {
      sealed[name] = await sealPassword(await passwordKeyOf(app), value);
    }
  }
  return sealed;
};

export interface Answer<C extends Call> {
  statusCode: number;
  body: {
    status: unknown;
    message: string;
    systemInformation: { errorCode: string | null; details: string[] | null };
    data?: DataOf<C>;
  };
  raw: LightMyRequestResponse;
}

/** Makes a contract call with the gateway headers (and a bearer token when given). */
export const send = async <C extends Call>(
  app: MockApp,
  call: C,
  options: SendOptions = {},
): Promise<Answer<C>> => {
  const headers: Record<string, string> = { ...gatewayHeaders() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const body =
    options.sealPasswords === false ? options.body : await sealBody(app, call, options.body);
  const raw = await app.inject({
    method: call.method,
    url: urlOf(call, options.query, options.params),
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expectContract(call, raw);
  return { statusCode: raw.statusCode, body: raw.json(), raw };
};

/** The error code of a failed answer (null on success). */
export const codeOf = (answer: Answer<Call>) => answer.body.systemInformation.errorCode;

/** A quiet app with the default seed; options as for buildApp. */
export const testApp = async (options: BuildOptions = {}): Promise<MockApp> => {
  const app = await buildApp(options);
  // The password key pair is made on first use (0.1 to 0.5 s): made here, before any test sets the
  // mock clock, so a test's first sealed call does not run late on it. (Not through a request:
  // some tests still add routes to the app.)
  await publishedPasswordKey();
  return app;
};

export type DemoKind = keyof typeof DEMO_USERS;

/** The password step: an after-login token. */
export const authenticate = async (app: MockApp, kind: DemoKind = 'hr'): Promise<string> => {
  const answer = await send(app, CALLS.authenticate, {
    body: { userName: DEMO_USERS[kind].email, password: DEMO_USERS[kind].password },
  });
  if (answer.statusCode !== 200 || !answer.body.data) throw new Error('authenticate failed');
  return answer.body.data.accessToken;
};

/** The newest code the mock e-mailed to an address. */
export const latestCode = async (app: MockApp, email: string): Promise<string> => {
  const inbox = await app.inject({ method: 'GET', url: `/__mock/inbox?email=${email}` });
  const [message] = inbox.json().messages as { code: string }[];
  if (!message) throw new Error(`no code was sent to ${email}`);
  return message.code;
};

export interface SignedIn {
  afterLogin: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/** The whole sign-in through the calls: password, code by e-mail, validation, session. */
export const signIn = async (app: MockApp, kind: DemoKind = 'hr'): Promise<SignedIn> => {
  const userName = DEMO_USERS[kind].email;
  const afterLogin = await authenticate(app, kind);
  const query = { mode: 'multi-factor-auth' };
  await send(app, CALLS.requestOtp, { query, body: { userName }, token: afterLogin });
  const otp = await latestCode(app, userName);
  const validated = await send(app, CALLS.validateOtp, {
    query,
    body: { userName, otp },
    token: afterLogin,
  });
  const pair = validated.body.data;
  if (!pair?.refreshToken) throw new Error('validateOtp failed');
  const session = await send(app, CALLS.createSession, {
    query: { mode: 'signin' },
    token: pair.accessToken,
  });
  if (!session.body.data) throw new Error('createSession failed');
  return {
    afterLogin,
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    sessionId: session.body.data.sessionId,
  };
};

/** Decodes a JWT's claims without verifying (the tests check what the mock put in). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Basic authorization with the portal's client credentials (or the given ones). */
export const basicAuth = (
  id: string = OAUTH_CLIENT.clientId,
  secret: string = OAUTH_CLIENT.clientSecret,
): string => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** An oauth2 call: form-encoded body, Basic client authorization unless overridden. */
export const sendForm = async <C extends Call>(
  app: MockApp,
  call: C,
  fields: Record<string, string>,
  authorization: string | undefined = basicAuth(),
): Promise<Answer<C>> => {
  const headers: Record<string, string> = {
    ...gatewayHeaders(),
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (authorization !== undefined) headers.authorization = authorization;
  const raw = await app.inject({
    method: call.method,
    url: urlOf(call),
    headers,
    payload: new URLSearchParams(fields).toString(),
  });
  expectContract(call, raw);
  return { statusCode: raw.statusCode, body: raw.json(), raw };
};

/** Arms a control-API scenario and answers its JSON. */
export const arm = async (app: MockApp, name: string, body: object = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/__mock/scenarios/${name}`,
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json() };
};

/** Arms a scenario that must arm (200) and answers its JSON as the scenario's own shape. */
export const armOk = async <T extends object>(
  app: MockApp,
  name: string,
  body: object = {},
): Promise<T> => {
  const answer = await arm(app, name, body);
  expect(answer.statusCode).toBe(200);
  return answer.body as T;
};

export interface SignedInApp {
  app: MockApp;
  hr: SignedIn;
  broker: SignedIn;
}

/**
 * A test app with the HR user and the broker signed in, for the enclosing describe block:
 * `ready` receives them before its tests run; the app closes after them.
 */
export const useSignedInApp = (
  ready: (signedIn: SignedInApp) => void,
  options: BuildOptions = {},
): void => {
  let app: MockApp | undefined;
  beforeAll(async () => {
    app = await testApp(options);
    ready({ app, hr: await signIn(app, 'hr'), broker: await signIn(app, 'broker') });
  });
  afterAll(() => app?.close());
};

/** Every row of a paged listing, through its pages of 50 (each page answering 200). */
export const allPages = async <D extends { pagination: { totalPage: number } }, R>(
  pageAt: (paging: { currentPage: number; pageSize: number }) => Promise<{
    statusCode: number;
    body: { data?: D | undefined };
  }>,
  rowsOf: (data: D) => readonly R[],
): Promise<R[]> => {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await pageAt({ currentPage: page, pageSize: 50 });
    expect(answer.statusCode).toBe(200);
    rows.push(...rowsOf(answer.body.data!));
    if (page >= answer.body.data!.pagination.totalPage) return rows;
  }
};
