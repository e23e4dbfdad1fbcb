/**
 * Provider verification: every interaction the portal's consumer tests wrote to contracts/pacts
 * is replayed against the mock insurer built by buildApp(), with the provider states set up
 * through the same scenario names the control API and Playwright use.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { SCENARIOS, TEST_CLOCK_START, type ScenarioName } from '@mo/contracts';
import { buildApp } from '@mo/mock-server';
import { CONSUMER, PROVIDER } from './pact-setup';

const pactDir = resolve('contracts/pacts');
let app: FastifyInstance;
let baseUrl: string;
/** Tokens the current provider state minted; swapped in for the consumer's placeholders. */
let stateTokens: { accessToken?: string; refreshToken?: string } = {};

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
  next();
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
});
