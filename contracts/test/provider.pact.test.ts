/**
 * Provider verification: every interaction the portal's consumer tests wrote to contracts/pacts
 * is replayed against the mock insurer built by buildApp(), with the provider states set up
 * through the same scenario names the control API and Playwright use.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { SCENARIOS, type ScenarioName } from '@mo/contracts';
import { buildApp } from '@mo/mock-server';
import { CONSUMER, PROVIDER } from './pact-setup';

const pactDir = resolve('contracts/pacts');
let app: FastifyInstance;
let baseUrl: string;
/** The token the current provider state minted; swapped in for the consumer's placeholder. */
let stateToken: string | undefined;

const arm = async (name: ScenarioName, params: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: `/__mock/scenarios/${name}`,
    payload: (params ?? {}) as object,
  });
  if (res.statusCode >= 300) throw new Error(`scenario ${name} failed: ${res.body}`);
  const body = res.json() as { accessToken?: string };
  stateToken = body.accessToken;
  return body as Record<string, string>;
};

beforeAll(async () => {
  app = await buildApp({ logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

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
        stateToken = undefined;
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
    // express middleware in pact's proxy; typed by hand (express types are not installed)
    requestFilter: ((
      req: { headers: Record<string, string | string[] | undefined> },
      _res: unknown,
      next: () => void,
    ) => {
      if (stateToken && req.headers.authorization)
        req.headers.authorization = `Bearer ${stateToken}`;
      next();
    }) as never,
    logLevel: 'warn',
  }).verifyProvider();
});
