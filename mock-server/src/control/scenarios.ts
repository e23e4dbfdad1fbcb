import { randomUUID } from 'node:crypto';
import { SCENARIOS, type ScenarioName } from '@mo/contracts';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { fail } from '../lib/api-error';
import { issueOtp } from '../services/otp';
import { openSession } from '../services/session';
import type { StoredUser } from '../store/store';
import { ScenarioParams, type ScenarioResponse } from './schemas';

type Params = { userName?: string; otp?: string };
type Arm = (app: FastifyInstance, params: Params) => ScenarioResponse;

const userNamed = (app: FastifyInstance, userName: string | undefined): StoredUser => {
  const user = userName === undefined ? undefined : app.store.userByEmail(userName);
  if (!user) throw fail.badRequest(`No seeded user ${String(userName)}`);
  return user;
};

/**
 * What each shared scenario name does to the mock. The tokens returned let a Pact verifier or a
 * Playwright test act as that user without going through the screens first.
 */
const ARMS: Record<ScenarioName, Arm> = {
  [SCENARIOS.seeded]: (app) => {
    resetMock(app);
    return { scenario: SCENARIOS.seeded };
  },
  [SCENARIOS.passwordVerified]: (app, { userName }) => {
    const user = userNamed(app, userName);
    const { token } = app.tokens.sign(user.id, 'after-login');
    return { scenario: SCENARIOS.passwordVerified, userId: user.id, accessToken: token };
  },
  [SCENARIOS.mfaCodeIssued]: (app, { userName, otp }) => {
    const user = userNamed(app, userName);
    issueOtp(app, user, 'multi-factor-auth', otp);
    const { token } = app.tokens.sign(user.id, 'after-login');
    return { scenario: SCENARIOS.mfaCodeIssued, userId: user.id, accessToken: token };
  },
  [SCENARIOS.signedIn]: (app, { userName }) => {
    const user = userNamed(app, userName);
    const sessionId = randomUUID();
    const pair = app.tokens.pair(user.id, 'full', sessionId);
    openSession(app, user.id, pair.jti, sessionId);
    return {
      scenario: SCENARIOS.signedIn,
      userId: user.id,
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      sessionId,
    };
  },
};

/** Back to the seed: data, codes, sessions, inbox and clock. */
export const resetMock = (app: FastifyInstance): void => {
  app.store.reset();
  app.clock.reset();
};

const isScenario = (name: string): name is ScenarioName => Object.hasOwn(ARMS, name);

export const armScenario = (
  app: FastifyInstance,
  name: string,
  body: unknown,
): ScenarioResponse => {
  if (!isScenario(name)) throw fail.notFound(`Unknown scenario ${name.slice(0, 64)}`);
  const schema: TSchema = ScenarioParams[name];
  const params = body ?? {};
  if (!Value.Check(schema, params)) {
    const problems = [...Value.Errors(schema, params)];
    const missing = problems.flatMap((p) =>
      p.keyword === 'required'
        ? ((p.params as { requiredProperties?: string[] }).requiredProperties ?? [])
        : [],
    );
    if (missing.length > 0) throw fail.required(missing.map((m) => `body.${m}`));
    throw fail.badRequest(
      'Invalid scenario parameters',
      problems.map((p) => p.message),
    );
  }
  return ARMS[name](app, params as Params);
};
