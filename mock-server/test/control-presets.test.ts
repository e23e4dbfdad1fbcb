import { CALLS, DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { memberBook } from '../src/services/member-book';
import { useTestApp } from './app-setup';
import { codeOf, send, signIn } from './helpers';

const health = async (app: MockApp) =>
  (await app.inject({ method: 'GET', url: '/__mock/health' })).json().seed as {
    companies: number;
    members: number;
  };
const switchTo = (app: MockApp, name: string) =>
  app.inject({ method: 'POST', url: `/__mock/presets/${name}` });

describe('seed presets (/__mock/presets)', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));

  it('lists the presets with their sizes and the current one', async () => {
    const answer = await app.inject({ method: 'GET', url: '/__mock/presets' });
    expect(answer.statusCode).toBe(200);
    const { current, presets } = answer.json() as {
      current: string;
      presets: { name: string; companies: number; members: number; description: object }[];
    };
    expect(current).toBe('demo');
    expect(presets.map((p) => [p.name, p.companies, p.members])).toEqual([
      ['demo', 4, 480],
      ['broker-many-companies', 40, 480],
      ['members-100k', 1, 100_000],
    ]);
    expect(presets[0]!.description).toEqual({ id: expect.any(String), en: expect.any(String) });
  });

  it('switches to the broker preset: new sizes, seeded sign-ins work, reset stays on it', async () => {
    const before = await signIn(app, 'broker');
    const demoBook = memberBook(app.store);
    app.store.clock.set('2030-01-01T00:00:00.000Z');
    const switched = await switchTo(app, 'broker-many-companies');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({
      current: 'broker-many-companies',
      seed: { companies: 40, members: 480 },
    });
    expect(await health(app)).toEqual({ companies: 40, members: 480 });
    // The clock is back at its start (the real time in tests), the old sessions are gone.
    expect(app.store.clock.now()).toBeLessThan(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(codeOf(await send(app, CALLS.userProfile, { token: before.accessToken }))).toBe(
      ERROR_CODES.invalidSession,
    );
    // The per-store caches follow the new store.
    expect(memberBook(app.store)).not.toBe(demoBook);
    const broker = await signIn(app, 'broker');
    const profile = await send(app, CALLS.userProfile, { token: broker.accessToken });
    expect(profile.statusCode).toBe(200);
    const hr = await signIn(app, 'hr');
    expect((await send(app, CALLS.userProfile, { token: hr.accessToken })).statusCode).toBe(200);
    expect(app.store.userByEmail(DEMO_USERS.broker.email)?.companyIds).toHaveLength(40);

    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(await health(app)).toEqual({ companies: 40, members: 480 });
    const listed = (await app.inject({ method: 'GET', url: '/__mock/presets' })).json();
    expect(listed.current).toBe('broker-many-companies');

    expect((await switchTo(app, 'demo')).json()).toEqual({
      current: 'demo',
      seed: { companies: 4, members: 480 },
    });
    expect(await health(app)).toEqual({ companies: 4, members: 480 });
  });

  it('runs concurrent switches one after the other; the last asked wins', async () => {
    const [first, second] = await Promise.all([
      switchTo(app, 'broker-many-companies'),
      switchTo(app, 'demo'),
    ]);
    expect(first.json().current).toBe('broker-many-companies');
    expect(second.json().current).toBe('demo');
    expect(await health(app)).toEqual({ companies: 4, members: 480 });
  });

  it('answers GC404 for an unknown preset and keeps the current one', async () => {
    const answer = await switchTo(app, 'no-such-preset');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
    expect(await health(app)).toEqual({ companies: 4, members: 480 });
  });

  it('switches to the real members-100k preset and searches it', async () => {
    const switched = await switchTo(app, 'members-100k');
    expect(switched.json()).toEqual({
      current: 'members-100k',
      seed: { companies: 1, members: 100_000 },
    });
    const hr = await signIn(app, 'hr');
    const listed = await send(app, CALLS.memberList, {
      body: { companyId: HR_COMPANY_ID, pageSize: 10 },
      token: hr.accessToken,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data!.members).toHaveLength(10);
    // (the listing's rows count each member's policy periods: at least the 100,000 members)
    expect(listed.body.data!.pagination.totalRecord).toBeGreaterThanOrEqual(100_000);
    await switchTo(app, 'demo');
    expect(await health(app)).toEqual({ companies: 4, members: 480 });
  }, 120_000);
});
