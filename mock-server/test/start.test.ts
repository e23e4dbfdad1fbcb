import { CALLS, DEMO_USERS } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';
import { buildApp, type MockApp } from '../src/app';
import { loadConfig } from '../src/config';
import { lazyCompile } from '../src/lib/lazy-compile';
import { PENDING_HASH, MockStore } from '../src/store/store';
import { verifyPassword } from '../src/store/passwords';
import { send, urlOf } from './helpers';

// Counts the serialisers Fastify's compiler builds (the real one still does the work).
const compiled: unknown[] = [];
jest.mock('@fastify/fast-json-stringify-compiler', () => {
  const actual = jest.requireActual('@fastify/fast-json-stringify-compiler');
  return {
    ...actual,
    SerializerSelector: () => {
      const factory = actual.SerializerSelector();
      return (...args: unknown[]) => {
        const compile = factory(...args);
        return (route: { schema: unknown }) => {
          compiled.push(route.schema);
          return compile(route);
        };
      };
    },
  };
});

const SIZES = {
  MOCK_SEED: '7',
  MOCK_COMPANIES: '2',
  MOCK_POLICIES_PER_COMPANY: '1',
  MOCK_MEMBERS_PER_COMPANY: '25',
  MOCK_CLAIMS_PER_COMPANY: '4',
  MOCK_INVOICES_PER_POLICY: '2',
  MOCK_POOL_USERS_PER_COMPANY: '3',
};
const SEED_OPTIONS = {
  seed: 7,
  companies: 2,
  policiesPerCompany: 1,
  membersPerCompany: 25,
  claimsPerCompany: 4,
  invoicesPerPolicy: 2,
  poolUsersPerCompany: 3,
};

describe('the mock at start', () => {
  let app: MockApp;
  beforeAll(async () => {
    compiled.length = 0;
    app = await buildApp({ config: loadConfig(SIZES) });
  });
  afterAll(() => app.close());

  it('compiles no response serialiser until a route answers, then one per schema', async () => {
    expect(compiled).toEqual([]);
    await app.inject({ method: 'GET', url: '/__mock/health' });
    await app.inject({ method: 'GET', url: '/__mock/health' });
    expect(compiled).toHaveLength(1);
    // Two calls refused for missing gateway headers: their shared error envelope is compiled once.
    for (const call of [CALLS.userProfile, CALLS.policyList]) {
      const answer = await app.inject({ method: call.method, url: urlOf(call) });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(compiled).toHaveLength(2);
  });

  it('loads the seed the size variables (README) ask for', () => {
    expect(app.config.seed).toEqual(SEED_OPTIONS);
    const { store } = app;
    expect(store.companies.size).toBe(2);
    expect(store.policies.size).toBe(2);
    expect(store.members).toHaveLength(50);
    expect(store.claims).toHaveLength(8);
    // two invoices per policy period
    const periods = [...store.policies.values()].reduce((n, p) => n + p.periods.length, 0);
    expect(store.invoices).toHaveLength(2 * periods);
    // five named users and three pool users per company
    expect(store.users.size).toBe(5 + 2 * 3);
    expect(store.members).toEqual(buildSeed(SEED_OPTIONS).members);
  });

  it('says in its health answer the seed it loaded (it listens only once the seed is in)', async () => {
    const health = await app.inject({ method: 'GET', url: '/__mock/health' });
    expect(health.json()).toMatchObject({ status: 'ok', seed: { companies: 2, members: 50 } });
  });

  it('resets to the seed as often as asked, however the data was changed in between', async () => {
    const fresh = buildSeed(SEED_OPTIONS).members;
    for (let round = 0; round < 3; round += 1) {
      app.store.members[0]!.name = `CHANGED ${round}`;
      app.store.members.pop();
      const reset = await app.inject({ method: 'POST', url: '/__mock/reset' });
      expect(reset.statusCode).toBe(200);
      expect(app.store.members).toEqual(fresh);
    }
  });
});

describe('lazyCompile', () => {
  it('compiles on first use, once', () => {
    const check = lazyCompile({ type: 'string' } as never);
    expect(check().Check('text')).toBe(true);
    expect(check().Check(1)).toBe(false);
    expect(check()).toBe(check());
  });
});

describe('the seed passwords hashed in the background', () => {
  const seed = () => buildSeed({ companies: 1, membersPerCompany: 3, poolUsersPerCompany: 2 });

  it('gives the store at once, every hash pending until passwordsReady, then the hashes', async () => {
    const store = await MockStore.load(seed(), seed, { waitForPasswords: false });
    const hr = store.userByEmail(DEMO_USERS.hr.email)!;
    expect(hr.passwordHash).toBe(PENDING_HASH);
    expect(await verifyPassword(DEMO_USERS.hr.password, hr.passwordHash)).toBe(false);
    // a reset before the hashes are made is filled in as well
    store.reset();
    await store.passwordsReady;
    for (const user of store.users.values()) {
      expect(user.passwordHash).not.toBe(PENDING_HASH);
      expect(user.passwordHistory).toEqual([user.passwordHash]);
    }
    const again = store.userByEmail(DEMO_USERS.hr.email)!;
    expect(await verifyPassword(DEMO_USERS.hr.password, again.passwordHash)).toBe(true);
  });

  it('a sign-in during the hashing waits for it rather than failing', async () => {
    const app = await buildApp({ seed: { companies: 1 }, passwordsInBackground: true });
    try {
      await app.store.passwordsReady;
      // Back to the moment just after start: the HR user's hash still in the making.
      const hr = app.store.userByEmail(DEMO_USERS.hr.email)!;
      const made = hr.passwordHash;
      hr.passwordHash = PENDING_HASH;
      // The hashes are made the moment something waits for them.
      let waited = false;
      Object.assign(app.store, {
        passwordsReady: {
          then: (resolve: () => void) => {
            waited = true;
            hr.passwordHash = made;
            resolve();
          },
        },
      });
      const answer = await send(app, CALLS.authenticate, {
        body: { userName: DEMO_USERS.hr.email, password: DEMO_USERS.hr.password },
      });
      expect(waited).toBe(true);
      expect(answer.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
