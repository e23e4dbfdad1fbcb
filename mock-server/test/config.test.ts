import { buildApp } from '../src/app';
import { DEFAULT_CONFIG, DEV_JWT_SECRET, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults everything when the environment is empty', () => {
    expect(loadConfig({})).toEqual({ ...DEFAULT_CONFIG, seed: {} });
    expect(loadConfig({}).jwtSecret).toBe(DEV_JWT_SECRET);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '5000',
      HOST: '127.0.0.1',
      JWT_SECRET: 's3cret',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '120',
      MOCK_DEMO_OTP: '246810',
      MOCK_CONTROL: 'off',
      MOCK_CLOCK_START: '2026-11-01T00:00:00Z',
      LOG_LEVEL: 'warn',
      MOCK_SEED: '7',
      MOCK_COMPANIES: '5',
      MOCK_MEMBERS_PER_COMPANY: '1000',
      MOCK_RATE_LIMIT_PER_USER: '3',
      MOCK_RATE_LIMIT_PER_ADDRESS: '9',
    });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      jwtSecret: 's3cret',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      demoOtp: '246810',
      control: false,
      clockStart: '2026-11-01T00:00:00Z',
      logLevel: 'warn',
      seed: { seed: 7, companies: 5, membersPerCompany: 1000 },
      rateLimitPerUser: 3,
      rateLimitPerAddress: 9,
    });
  });

  it('writes no state unless MOCK_STATE_DIR names a directory, every minute unless told', () => {
    expect(loadConfig({})).toMatchObject({ stateDir: undefined, stateIntervalSeconds: 60 });
    expect(
      loadConfig({ MOCK_STATE_DIR: '/var/lib/mock', MOCK_STATE_INTERVAL_SECONDS: '5' }),
    ).toMatchObject({ stateDir: '/var/lib/mock', stateIntervalSeconds: 5 });
    expect(() => loadConfig({ MOCK_STATE_INTERVAL_SECONDS: '0' })).toThrow(
      'MOCK_STATE_INTERVAL_SECONDS',
    );
  });

  it('listens on loopback unless HOST says otherwise: the control API and demo code stay local', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('logs JSON unless MOCK_LOG_FORMAT=lines (npm start)', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ MOCK_LOG_FORMAT: 'lines' }).logFormat).toBe('lines');
    expect(() => loadConfig({ MOCK_LOG_FORMAT: 'pretty' })).toThrow(/MOCK_LOG_FORMAT/);
  });

  it('refuses production-like mode (MOCK_CONTROL=off) without JWT_SECRET: the dev secret is public', () => {
    expect(() => loadConfig({ MOCK_CONTROL: 'off' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ MOCK_CONTROL: 'off', JWT_SECRET: 'x'.repeat(32) }).control).toBe(false);
  });

  it('buildApp refuses the development secret with the control API off', async () => {
    await expect(buildApp({ config: { control: false } })).rejects.toThrow(/JWT_SECRET/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ MOCK_DEMO_OTP: '12345' }, /MOCK_DEMO_OTP/],
    [{ MOCK_CONTROL: 'maybe' }, /MOCK_CONTROL/],
    [{ MOCK_CLOCK_START: 'yesterday' }, /MOCK_CLOCK_START/],
    [{ MOCK_RATE_LIMIT_PER_USER: '0' }, /MOCK_RATE_LIMIT_PER_USER/],
  ])('fails loudly on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('MOCK_TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ MOCK_TRUST_PROXY: ' ' }).trustProxy).toBe(false);
  });

  it('takes addresses, ranges and the named ranges', () => {
    expect(
      loadConfig({ MOCK_TRUST_PROXY: 'loopback, uniquelocal,172.18.0.0/16, ::1' }).trustProxy,
    ).toBe('loopback,uniquelocal,172.18.0.0/16,::1');
  });

  it('refuses "true" and anything else that is not an address', () => {
    expect(() => loadConfig({ MOCK_TRUST_PROXY: 'true' })).toThrow(/MOCK_TRUST_PROXY/);
    expect(() => loadConfig({ MOCK_TRUST_PROXY: 'loopback,nginx' })).toThrow(/"nginx"/);
  });
});
