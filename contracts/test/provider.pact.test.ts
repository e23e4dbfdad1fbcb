/**
 * Provider verification: every interaction the portal's consumer tests wrote to contracts/pacts
 * is replayed against the mock insurer built by buildApp(), with the provider states set up
 * through the same scenario names the control API and Playwright use.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import {
  API_AREAS,
  CALLS,
  gatewayHeaderValues,
  SCENARIOS,
  TEST_CLOCK_START,
  importPasswordKey,
  parseSealedPassword,
  sealPassword,
  type ImportedPasswordKey,
  type PasswordKey,
  type ScenarioName,
} from '@mo/contracts';
import { buildApp } from '@mo/mock-server';
import { TEST_PASSWORD_KEY, openTestSealed } from '../../web/test/password-test-key';
import { CONSUMER, PROVIDER } from './pact-setup';

const pactDir = resolve('contracts/pacts');
let app: FastifyInstance;
let baseUrl: string;
/** Tokens the current provider state minted; swapped in for the consumer's placeholders. */
let stateTokens: { accessToken?: string; refreshToken?: string } = {};
/** The mock's own password key, read through its passwordKey call. */
let liveKey: ImportedPasswordKey;

const arm = async (name: ScenarioName, params: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: `/__mock/scenarios/${name}`,
    payload: (params ?? {}) as object,
  });
  if (res.statusCode >= 300) throw new Error(`scenario ${name} failed: ${res.body}`);
  const body = res.json() as { accessToken?: string; refreshToken?: string };
  stateTokens = { accessToken: body.accessToken, refreshToken: body.refreshToken };
  return body as Record<string, string>;
};

beforeAll(async () => {
  // The mock's clock starts at the suite's fixed instant: the effective dates the consumers sent
  // were counted from the same Jakarta day.
  app = await buildApp({ logger: false, config: { clockStart: TEST_CLOCK_START } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const published = await app.inject({
    method: 'GET',
    url: `${API_AREAS[CALLS.passwordKey.area]}${CALLS.passwordKey.path}`,
    headers: gatewayHeaderValues(TEST_CLOCK_START, 'provider-password-key'),
  });
  liveKey = await importPasswordKey((published.json() as { data: PasswordKey }).data);
});
afterAll(() => app.close());

type ProxiedRequest = {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
};

/**
 * Express middleware in pact's verifier proxy (express types are not installed, hence the hand
 * typing). Bearer tokens and the tokens of oauth2 form bodies are swapped for the state's; Basic
 * client credentials pass untouched. The proxy parses form bodies into objects and would forward
 * them as JSON, so they are encoded back here.
 */
/**
 * Password fields are sealed with the consumer's fixed test key (pact-passwords.ts): opened with
 * its private half and sealed again with the mock's live key, so the mock really decrypts them,
 * as the state's tokens stand in for the consumer's placeholders.
 */
const resealPasswords = async (req: ProxiedRequest): Promise<void> => {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/json') || !req.body || Buffer.isBuffer(req.body)) return;
  const body = { ...(req.body as Record<string, unknown>) };
  let changed = false;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    if (parseSealedPassword(value)?.keyId !== TEST_PASSWORD_KEY.keyId) continue;
    const clear = openTestSealed(value);
    if (clear === null) continue;
    body[name] = await sealPassword(liveKey, clear);
    changed = true;
  }
  if (!changed) return;
  req.body = body;
  req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body)));
};

const swapStateTokens = (req: ProxiedRequest, _res: unknown, next: () => void) => {
  const auth = req.headers.authorization;
  if (stateTokens.accessToken && typeof auth === 'string' && auth.startsWith('Bearer ')) {
    req.headers.authorization = `Bearer ${stateTokens.accessToken}`;
  }
  const type = String(req.headers['content-type'] ?? '');
  if (
    type.startsWith('application/x-www-form-urlencoded') &&
    req.body &&
    !Buffer.isBuffer(req.body)
  ) {
    const form = { ...(req.body as Record<string, string>) };
    if (form.refresh_token && stateTokens.refreshToken)
      form.refresh_token = stateTokens.refreshToken;
    if (form.token && form.token_type_hint === 'refresh_token' && stateTokens.refreshToken) {
      form.token = stateTokens.refreshToken;
    }
    const encoded = Buffer.from(new URLSearchParams(form).toString());
    req.body = encoded;
    req.headers['content-length'] = String(encoded.length);
  }
  resealPasswords(req).then(next, next);
};

it('the mock insurer honours every interaction the portal relies on', async () => {
  const pactUrls = existsSync(pactDir)
    ? readdirSync(pactDir)
        .filter((f) => f.startsWith(`${CONSUMER}-`) && f.endsWith('.json'))
        .map((f) => join(pactDir, f))
    : [];
  expect(pactUrls).toHaveLength(1);

  const stateHandlers = Object.fromEntries(
    Object.values(SCENARIOS).map((name) => [
      name,
      async (params?: unknown) => {
        stateTokens = {};
        await app.inject({ method: 'POST', url: '/__mock/reset' });
        if (name === SCENARIOS.seeded) return;
        return arm(name, params);
      },
    ]),
  );

  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls,
    stateHandlers,
    requestFilter: swapStateTokens as never,
    logLevel: 'warn',
  }).verifyProvider();
  // Every interaction replayed one after another (a state reset and sign-in before each): on a busy
  // two-core machine that takes tens of seconds. The limit only catches a hang.
}, 180_000);
