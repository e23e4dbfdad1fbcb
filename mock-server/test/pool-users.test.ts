import { CALLS, POOL_USERS, poolUserEmail } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useTestApp } from './app-setup';
import { codeOf, latestCode, send, testApp } from './helpers';

/**
 * The numbered test users (README, "Test users"): each signs in on its own, so parallel workers
 * and load runs never replace each other's session, and each reads only its own company.
 */
const signInAs = async (app: MockApp, userName: string) => {
  const password = await send(app, CALLS.authenticate, {
    body: { userName, password: POOL_USERS.password },
  });
  const afterLogin = password.body.data?.accessToken;
  if (!afterLogin) throw new Error(`authenticate failed for ${userName}: ${codeOf(password)}`);
  const query = { mode: 'multi-factor-auth' };
  await send(app, CALLS.requestOtp, { query, body: { userName }, token: afterLogin });
  const otp = await latestCode(app, userName);
  const pair = await send(app, CALLS.validateOtp, {
    query,
    body: { userName, otp },
    token: afterLogin,
  });
  const accessToken = pair.body.data?.accessToken;
  if (!accessToken) throw new Error(`validateOtp failed for ${userName}`);
  await send(app, CALLS.createSession, { query: { mode: 'signin' }, token: accessToken });
  return accessToken;
};

describe('pool users', () => {
  let app: MockApp;
  useTestApp((built) => (app = built), { seed: { companies: 2, poolUsersPerCompany: 3 } });

  it('sign in side by side: every session stays alive, each user sees only its company', async () => {
    const users = [poolUserEmail(1, 1), poolUserEmail(1, 2), poolUserEmail(2, 3)];
    const tokens: string[] = [];
    for (const user of users) tokens.push(await signInAs(app, user));
    const companies = [...app.store.companies.keys()];
    const profiles = await Promise.all(
      tokens.map((token) => send(app, CALLS.userProfile, { token })),
    );
    expect(profiles.map((p) => codeOf(p))).toEqual([null, null, null]);
    expect(profiles.map((p) => p.body.data?.companyDetails.map((c) => c.id))).toEqual([
      [companies[0]],
      [companies[0]],
      [companies[1]],
    ]);
  });

  it('are not in a seed that asks for none', async () => {
    const none = await testApp({ seed: { poolUsersPerCompany: 0 } });
    const answer = await send(none, CALLS.authenticate, {
      body: { userName: poolUserEmail(1, 1), password: POOL_USERS.password },
    });
    expect(answer.statusCode).not.toBe(200);
    await none.close();
  });
});
