import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { DEMO_USERS, POOL_USERS } from '@mo/contracts';
import { buildSeed } from '@mo/fixtures';
import { buildApp } from '../src/app';
import { createClock } from '../src/lib/clock';
import { DEFAULT_CONFIG, loadConfig, passwordHashCostOf } from '../src/config';
import { changePassword, passwordMatches } from '../src/services/password-change';
import { checkSnapshot } from '../src/services/world-snapshot-schema';
import { snapshotOf, worldFromSnapshot } from '../src/services/world-snapshot';
import {
  hashPassword,
  LOAD_TEST_HASH_COST,
  STRONG_HASH_COST,
  verifyPassword,
  type PasswordHash,
} from '../src/store/passwords';
import { Journal } from '../src/store/journal';
import { MockStore } from '../src/store/store';

/*
 * MOCK_PASSWORD_HASH_COST (issue 30): the scrypt cost new hashes are made with. Each hash records
 * its cost, so it verifies whatever the setting is later; hashes without one are Node's default.
 */

const SECRET = 'x'.repeat(32);

describe('MOCK_PASSWORD_HASH_COST', () => {
  it('is load-test by default and strong when the control API is off', () => {
    expect(DEFAULT_CONFIG.passwordHashCost).toBe(LOAD_TEST_HASH_COST);
    expect(loadConfig({}).passwordHashCost).toBe(10);
    expect(loadConfig({ MOCK_CONTROL: 'off', JWT_SECRET: SECRET }).passwordHashCost).toBe(14);
    expect(STRONG_HASH_COST).toBe(14); // N = 16384, Node's default
  });

  it.each([
    ['load-test', true, 10],
    ['strong', true, 14],
    ['Strong', false, 14],
    ['12', true, 12],
    ['17', false, 17],
    ['', false, 14],
  ])('reads %j (control %p) as %p', (raw, control, cost) => {
    expect(passwordHashCostOf(raw, control)).toBe(cost);
  });

  it.each(['9', '18', 'weak', '12.5', '2^10', '-1', '1024'])('refuses %j at start', (raw) => {
    expect(() => loadConfig({ MOCK_PASSWORD_HASH_COST: raw })).toThrow(/MOCK_PASSWORD_HASH_COST/);
  });

  it('refuses a cost below strong when production-like (MOCK_CONTROL=off)', () => {
    const env = { MOCK_CONTROL: 'off', JWT_SECRET: SECRET };
    expect(() => loadConfig({ ...env, MOCK_PASSWORD_HASH_COST: 'load-test' })).toThrow(
      /MOCK_CONTROL=off/,
    );
    expect(() => loadConfig({ ...env, MOCK_PASSWORD_HASH_COST: '13' })).toThrow(/strong/);
    expect(loadConfig({ ...env, MOCK_PASSWORD_HASH_COST: '15' }).passwordHashCost).toBe(15);
  });
});

describe('buildApp and the hash cost', () => {
  const jwtSecret = SECRET;
  it('hashes at the strong cost with the control API off, and refuses a weaker one', async () => {
    const app = await buildApp({ config: { control: false, jwtSecret } });
    try {
      expect(app.config.passwordHashCost).toBe(STRONG_HASH_COST);
    } finally {
      await app.close();
    }
    await expect(
      buildApp({ config: { control: false, jwtSecret, passwordHashCost: 10 } }),
    ).rejects.toThrow(/strong/);
  });
});

describe('password hashes', () => {
  it('records the cost they were made with and never holds the plain text', async () => {
    const plain = 'Plain#Text42';
    const hash = await hashPassword(plain, 11);
    expect(hash.cost).toBe(11);
    const text = JSON.stringify(hash);
    expect(text).not.toContain(plain);
    expect(text).not.toContain(Buffer.from(plain).toString('base64'));
    expect(await verifyPassword(plain, hash)).toBe(true);
    expect(await verifyPassword('Plain#Text43', hash)).toBe(false);
  });

  it('verify at their own cost, whatever the setting is now', async () => {
    const cheap = await hashPassword('Cheap#Pass42', 10);
    const strong = await hashPassword('Strong#Pass42', 14);
    // Another cost's hash of the same password with the same salt differs: the cost matters.
    expect(await verifyPassword('Cheap#Pass42', { ...cheap, cost: 11 })).toBe(false);
    expect(await verifyPassword('Cheap#Pass42', cheap)).toBe(true);
    expect(await verifyPassword('Strong#Pass42', strong)).toBe(true);
  });

  it('without a cost (made before it was recorded) are Node default scrypt hashes', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = (await promisify(scrypt)('Old#Pass42', salt, 64)) as Buffer;
    const legacy: PasswordHash = { salt: salt.toString('base64'), hash: old.toString('base64') };
    expect(await verifyPassword('Old#Pass42', legacy)).toBe(true);
    expect(await verifyPassword('Old#Pass43', legacy)).toBe(false);
  });
});

describe('a world and its hash cost', () => {
  const seedOptions = { poolUsersPerCompany: 1 };
  const load = (passwordHashCost: number) =>
    MockStore.load(buildSeed(seedOptions), undefined, {
      parts: {
        clock: createClock(undefined),
        journal: new Journal(10),
        lifetimes: { accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 3600 },
        seed: seedOptions,
        passwordHashCost,
      },
    });

  it('hashes the seed at its cost; a change after the cost changed is at the new one', async () => {
    const world = await load(11);
    expect(world.passwordHashCost).toBe(11);
    const hr = world.userByEmail(DEMO_USERS.hr.email)!;
    expect(hr.passwordHash.cost).toBe(11);
    expect(await passwordMatches(world, hr, DEMO_USERS.hr.password)).toBe(true);
    const pool = [...world.users.values()].find((u) => u.pool)!;
    expect(await passwordMatches(world, pool, POOL_USERS.password)).toBe(true);
    expect(await passwordMatches(world, undefined, DEMO_USERS.hr.password)).toBe(false);

    // The same user in a world of another cost (a restart with a new setting, via its snapshot).
    const later = worldFromSnapshot(checkSnapshot(JSON.parse(JSON.stringify(snapshotOf(world)))), {
      passwordHashCost: 12,
    });
    const again = later.userByEmail(DEMO_USERS.hr.email)!;
    expect(again.passwordHash.cost).toBe(11);
    expect(await passwordMatches(later, again, DEMO_USERS.hr.password)).toBe(true);
    await changePassword(later, again, { password: 'Newer#Pass42', unlock: false });
    expect(again.passwordHash.cost).toBe(12);
    expect(again.passwordHistory.map((h) => h.cost)).toEqual([12, 11]);
    expect(await passwordMatches(later, again, 'Newer#Pass42')).toBe(true);
    expect(JSON.stringify(snapshotOf(later))).not.toContain('Newer#Pass42');
  });

  it('reads a snapshot whose hashes have no cost (files from before) as strong hashes', async () => {
    const world = await load(STRONG_HASH_COST);
    const snapshot = JSON.parse(JSON.stringify(snapshotOf(world))) as {
      hashes: PasswordHash[];
    };
    for (const hash of snapshot.hashes) delete hash.cost;
    const restored = worldFromSnapshot(checkSnapshot(snapshot));
    const hr = restored.userByEmail(DEMO_USERS.hr.email)!;
    expect(hr.passwordHash.cost).toBeUndefined();
    expect(await passwordMatches(restored, hr, DEMO_USERS.hr.password)).toBe(true);
    expect(() =>
      checkSnapshot({ ...snapshot, hashes: [{ salt: 'a', hash: 'b', cost: 40 }] }),
    ).toThrow();
  });
});
