import type { SeedOptions } from '@mo/fixtures';
import {
  LOAD_TEST_HASH_COST,
  MAX_HASH_COST,
  MIN_HASH_COST,
  STRONG_HASH_COST,
} from './store/passwords';

/** The portal's documented origins: the Vite dev server and vite preview (npm start, images). */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

/** Everything the mock reads from its environment, typed and defaulted in one place. */
export interface MockConfig {
  port: number;
  /**
   * The address to listen on; HOST. Loopback by default: with the control API on and the demo
   * code, anyone who reaches the mock could arm faults or sign in as the demo users. The images
   * set HOST=0.0.0.0 themselves (Dockerfile's mock stage, docker-compose.yml).
   */
  host: string;
  /** HS256 secret; the published development secret when JWT_SECRET is unset (warned at start). */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** When set, every issued one-time code equals it (still single use and expiring). */
  demoOtp: string | undefined;
  /** The /__mock control API; off in a production-like run. */
  control: boolean;
  /** Initial mock time (ISO); the real clock when unset. */
  clockStart: string | undefined;
  logLevel: string;
  /** json: pino's records (tests, images); lines: one readable line per request (npm start). */
  logFormat: LogFormat;
  /** Checks every success envelope against its contract schema before sending (a 500 if not). */
  validateResponses: boolean;
  bodyLimitBytes: number;
  /** Benefit rows per file of a policy-benefit export; more rows split into several files. */
  reportRowsPerFile: number;
  /**
   * A report file of more rows than this is prepared in the background: its data call answers a
   * fileGatewayRefNo for the file gateway's fileready / file instead of the content.
   */
  reportBackgroundRows: number;
  /** Sign-in and code requests per user (e-mail) per minute of mock time. */
  rateLimitPerUser: number;
  /** Sign-in and code requests per client address per minute (one office, or the load test). */
  rateLimitPerAddress: number;
  /** Origins the portal is served from when not the mock's own (CORS); MOCK_CORS_ORIGINS. */
  corsOrigins: string[];
  /** Requests the control API's journal keeps (the oldest go first); MOCK_JOURNAL_SIZE. */
  journalSize: number;
  /** The bytes one journal keeps at most, about (the oldest go first); MOCK_JOURNAL_MAX_BYTES. */
  journalMaxBytes: number;
  /** Sandboxes one process keeps at most (MOCK_SANDBOX_MAX); a create beyond is refused. */
  sandboxMax: number;
  /** Minutes a sandbox may go unused before it is deleted (MOCK_SANDBOX_IDLE_MINUTES). */
  sandboxIdleMinutes: number;
  /** The largest sandbox export an import reads (MOCK_SANDBOX_IMPORT_MAX_BYTES). */
  sandboxImportMaxBytes: number;
  /**
   * The proxies whose X-Forwarded-For names the client (MOCK_TRUST_PROXY: addresses, CIDR ranges
   * or loopback / linklocal / uniquelocal, comma-separated); false: the socket's peer is the
   * client. Behind the portal's nginx every request comes from nginx, so without it all users
   * would share one address's rate limit.
   */
  trustProxy: string | false;
  /**
   * MOCK_STATE_DIR: where every world (the default one and each sandbox) is written at a steady
   * interval and on shutdown, and read back on start (plugins/state-dir.ts); unset: nothing is.
   */
  stateDir: string | undefined;
  /** Seconds between two writes of MOCK_STATE_DIR (MOCK_STATE_INTERVAL_SECONDS). */
  stateIntervalSeconds: number;
  /**
   * MOCK_PASSWORD_HASH_COST: the scrypt cost (log2 N) new password hashes are made with; each
   * hash records its own, so one made at another cost still verifies. Load-test by default (the
   * seed's passwords are published demo values), strong when MOCK_CONTROL=off.
   */
  passwordHashCost: number;
  seed: SeedOptions;
}

export type LogFormat = 'json' | 'lines';

export const DEV_JWT_SECRET = 'mo-mock-development-secret-not-for-production';

export const DEFAULT_CONFIG: MockConfig = {
  port: 4010,
  host: '127.0.0.1',
  jwtSecret: DEV_JWT_SECRET,
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 3600,
  demoOtp: undefined,
  control: true,
  clockStart: undefined,
  logLevel: 'info',
  logFormat: 'json',
  validateResponses: true,
  bodyLimitBytes: 1024 * 1024,
  reportRowsPerFile: 40,
  reportBackgroundRows: 5000,
  rateLimitPerUser: 10,
  rateLimitPerAddress: 600,
  corsOrigins: DEFAULT_CORS_ORIGINS,
  journalSize: 500,
  journalMaxBytes: 16 * 1024 * 1024,
  sandboxMax: 50,
  sandboxIdleMinutes: 240,
  sandboxImportMaxBytes: 80 * 1024 * 1024,
  trustProxy: false,
  stateDir: undefined,
  stateIntervalSeconds: 60,
  passwordHashCost: LOAD_TEST_HASH_COST,
  seed: {},
};

type Env = Record<string, string | undefined>;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IP_OR_RANGE = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i;

/**
 * MOCK_TRUST_PROXY: unset or empty trusts no proxy; otherwise a comma-separated list of addresses,
 * CIDR ranges and the names loopback, linklocal, uniquelocal. "true" (every peer) is refused: any
 * client could then pick its own address and slip past the per-address limit.
 */
export const trustProxyOf = (raw: string | undefined): string | false => {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const bad = entries.filter((e) => !PROXY_NAMES.has(e) && !(IP_OR_RANGE.test(e) && /\d/.test(e)));
  if (bad.length > 0) {
    throw new Error(
      `MOCK_TRUST_PROXY takes addresses, CIDR ranges, loopback, linklocal or uniquelocal, got "${bad.join(', ')}"`,
    );
  }
  return entries.join(',');
};

const integer = (env: Env, name: string, fallback: number, min = 1): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
};

const optionalInteger = (env: Env, name: string, min: number): number | undefined =>
  env[name] === undefined || env[name] === '' ? undefined : integer(env, name, 0, min);

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
};

/** MOCK_CORS_ORIGINS: comma-separated origins (scheme://host[:port]); unset keeps the defaults. */
const corsOriginsOf = (raw: string | undefined): string[] => {
  if (raw === undefined || raw.trim() === '') return DEFAULT_CORS_ORIGINS;
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new Error(
        `MOCK_CORS_ORIGINS must list origins like https://portal.example, got "${origin}"`,
      );
    }
  }
  return origins;
};

const logFormatOf = (raw: string | undefined): LogFormat => {
  if (raw === undefined || raw === '') return DEFAULT_CONFIG.logFormat;
  if (raw === 'json' || raw === 'lines') return raw;
  throw new Error(`MOCK_LOG_FORMAT must be json or lines, got "${raw}"`);
};

const HASH_COST_NAMES: Record<string, number> = {
  'load-test': LOAD_TEST_HASH_COST,
  strong: STRONG_HASH_COST,
};

/**
 * MOCK_PASSWORD_HASH_COST: load-test (2^10), strong (2^14, Node's default) or log2 N from 10 to
 * 17. Production-like (MOCK_CONTROL=off) defaults to strong and refuses anything weaker.
 */
export const passwordHashCostOf = (raw: string | undefined, control: boolean): number => {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return control ? LOAD_TEST_HASH_COST : STRONG_HASH_COST;
  const cost = HASH_COST_NAMES[value] ?? (/^\d+$/.test(value) ? Number(value) : Number.NaN);
  if (!(cost >= MIN_HASH_COST && cost <= MAX_HASH_COST)) {
    throw new Error(
      `MOCK_PASSWORD_HASH_COST must be load-test, strong or an integer from ${MIN_HASH_COST} to ${MAX_HASH_COST} (log2 of scrypt's N), got "${raw}"`,
    );
  }
  if (!control && cost < STRONG_HASH_COST) {
    throw new Error(
      `MOCK_PASSWORD_HASH_COST must be strong (${STRONG_HASH_COST}) or more when MOCK_CONTROL=off, got "${raw}"`,
    );
  }
  return cost;
};

/** Reads the environment; throws with the variable's name on a bad value, so startup fails loudly. */
export const loadConfig = (env: Env = process.env): MockConfig => {
  const demoOtp = env.MOCK_DEMO_OTP || undefined;
  if (demoOtp !== undefined && !/^\d{6}$/.test(demoOtp)) {
    throw new Error(`MOCK_DEMO_OTP must be six digits, got "${demoOtp}"`);
  }
  const clockStart = env.MOCK_CLOCK_START || undefined;
  if (clockStart !== undefined && Number.isNaN(Date.parse(clockStart))) {
    throw new Error(`MOCK_CLOCK_START must be an ISO date-time, got "${clockStart}"`);
  }
  const control = flag(env, 'MOCK_CONTROL', true);
  // Production-like: the development secret is in the source, so anyone could forge a token.
  if (!control && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set when MOCK_CONTROL=off (production-like mode)');
  }
  const seed: SeedOptions = {};
  const sizes = {
    seed: optionalInteger(env, 'MOCK_SEED', 0),
    companies: optionalInteger(env, 'MOCK_COMPANIES', 1),
    policiesPerCompany: optionalInteger(env, 'MOCK_POLICIES_PER_COMPANY', 1),
    membersPerCompany: optionalInteger(env, 'MOCK_MEMBERS_PER_COMPANY', 0),
    claimsPerCompany: optionalInteger(env, 'MOCK_CLAIMS_PER_COMPANY', 0),
    invoicesPerPolicy: optionalInteger(env, 'MOCK_INVOICES_PER_POLICY', 0),
    poolUsersPerCompany: optionalInteger(env, 'MOCK_POOL_USERS_PER_COMPANY', 0),
  };
  for (const [key, value] of Object.entries(sizes)) {
    if (value !== undefined) seed[key as keyof SeedOptions] = value;
  }
  return {
    port: integer(env, 'PORT', DEFAULT_CONFIG.port, 0),
    host: env.HOST || DEFAULT_CONFIG.host,
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    accessTokenTtlSeconds: integer(
      env,
      'ACCESS_TOKEN_TTL_SECONDS',
      DEFAULT_CONFIG.accessTokenTtlSeconds,
    ),
    refreshTokenTtlSeconds: integer(
      env,
      'REFRESH_TOKEN_TTL_SECONDS',
      DEFAULT_CONFIG.refreshTokenTtlSeconds,
    ),
    demoOtp,
    control,
    clockStart,
    logLevel: env.LOG_LEVEL || DEFAULT_CONFIG.logLevel,
    logFormat: logFormatOf(env.MOCK_LOG_FORMAT),
    validateResponses: flag(env, 'MOCK_VALIDATE_RESPONSES', true),
    bodyLimitBytes: integer(env, 'MOCK_BODY_LIMIT_BYTES', DEFAULT_CONFIG.bodyLimitBytes),
    reportRowsPerFile: integer(env, 'MOCK_REPORT_ROWS_PER_FILE', DEFAULT_CONFIG.reportRowsPerFile),
    reportBackgroundRows: integer(
      env,
      'MOCK_REPORT_BACKGROUND_ROWS',
      DEFAULT_CONFIG.reportBackgroundRows,
    ),
    rateLimitPerUser: integer(env, 'MOCK_RATE_LIMIT_PER_USER', DEFAULT_CONFIG.rateLimitPerUser),
    corsOrigins: corsOriginsOf(env.MOCK_CORS_ORIGINS),
    rateLimitPerAddress: integer(
      env,
      'MOCK_RATE_LIMIT_PER_ADDRESS',
      DEFAULT_CONFIG.rateLimitPerAddress,
    ),
    journalSize: integer(env, 'MOCK_JOURNAL_SIZE', DEFAULT_CONFIG.journalSize),
    journalMaxBytes: integer(env, 'MOCK_JOURNAL_MAX_BYTES', DEFAULT_CONFIG.journalMaxBytes),
    sandboxMax: integer(env, 'MOCK_SANDBOX_MAX', DEFAULT_CONFIG.sandboxMax, 0),
    sandboxImportMaxBytes: integer(
      env,
      'MOCK_SANDBOX_IMPORT_MAX_BYTES',
      DEFAULT_CONFIG.sandboxImportMaxBytes,
    ),
    sandboxIdleMinutes: integer(
      env,
      'MOCK_SANDBOX_IDLE_MINUTES',
      DEFAULT_CONFIG.sandboxIdleMinutes,
    ),
    trustProxy: trustProxyOf(env.MOCK_TRUST_PROXY),
    stateDir: env.MOCK_STATE_DIR?.trim() || undefined,
    stateIntervalSeconds: integer(
      env,
      'MOCK_STATE_INTERVAL_SECONDS',
      DEFAULT_CONFIG.stateIntervalSeconds,
    ),
    passwordHashCost: passwordHashCostOf(env.MOCK_PASSWORD_HASH_COST, control),
    seed,
  };
};
