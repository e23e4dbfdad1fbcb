// The sign-in storm of `npm run bench`: many pool users sign in at once (password, emailed code,
// session), then call the dashboard for a while. The mock runs in its own process, by its
// production command (lib/processes.ts); this process only generates load, so the figures are
// the server's, not ours.
import {
  API_AREAS,
  CALLS,
  DEMO_OTP,
  gatewayHeaderValues,
  HEADER_NAMES,
  POOL_USERS,
  importPasswordKey,
  poolUserEmail,
  sealPassword,
  type CallId,
  type PasswordKey,
} from '@mo/contracts';
import { cpuMs, rssMb, startMock, type Running } from './processes';

export interface StormOptions {
  users: number;
  seconds: number;
  port: number;
}

export interface Latencies {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface StormResult {
  signIn: Record<'password' | 'code request' | 'code' | 'session', Latencies>;
  /** Each user's whole sign-in, password to session (an error when any step failed). */
  wholeSignIn: Latencies;
  /** The mock's MOCK_PASSWORD_HASH_COST (load-test unless the environment names another). */
  hashCost: string;
  /**
   * The sign-in phase's wall time and the mock's CPU time in it (every thread): CPU well under
   * the wall time × cores means the mock was waiting for the machine, not working.
   */
  signInWallMs: number;
  signInMockCpuMs: number;
  /** This process's CPU time in the sign-in phase: the load generator's (sealing, fetch). */
  signInLoadCpuMs: number;
  dashboard: Latencies;
  rssBeforeMb: number;
  rssAfterMb: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

class Recorder {
  private readonly times: number[] = [];
  errors = 0;
  add(ms: number, ok: boolean) {
    this.times.push(ms);
    if (!ok) this.errors += 1;
  }
  summary(): Latencies {
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      count: sorted.length,
      errors: this.errors,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
}

/** The load-test cost, the mock's own default, unless the bench's environment sets one. */
const stormHashCost = () => process.env.MOCK_PASSWORD_HASH_COST || 'load-test';

const startStormMock = (port: number, users: number): Promise<Running> =>
  startMock(port, {
    MOCK_DEMO_OTP: DEMO_OTP,
    MOCK_PASSWORD_HASH_COST: stormHashCost(),
    // Every storm user signs in from this one address: the per-address limit is an office's, not
    // a load test's (the per-user limit still holds).
    MOCK_RATE_LIMIT_PER_ADDRESS: String(Math.max(1000, users * 4)),
    MOCK_POOL_USERS_PER_COMPANY: String(Math.max(POOL_USERS.perCompany, Math.ceil(users / 4))),
  });

export const signInStorm = async ({ users, seconds, port }: StormOptions): Promise<StormResult> => {
  const running = await startStormMock(port, users);
  const mock = running.child;
  const base = `http://127.0.0.1:${port}`;
  const gateway = gatewayHeaderValues('2026-11-24T09:00:00+07:00');
  let reference = 0;
  const call = async (
    id: CallId,
    recorder: Recorder,
    options: { token?: string; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<Record<string, unknown> | undefined> => {
    const spec = CALLS[id];
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const headers: Record<string, string> = {
      ...gateway,
      [HEADER_NAMES.requestReference]: `storm-${(reference += 1)}`,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(`${base}${API_AREAS[spec.area]}${spec.path}${query}`, {
        method: spec.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const body = (await response.json()) as {
        systemInformation?: { errorCode: string | null };
        data?: Record<string, unknown>;
      };
      const ok = response.status === 200 && !body.systemInformation?.errorCode;
      recorder.add(performance.now() - started, ok);
      return ok ? body.data : undefined;
    } catch {
      recorder.add(performance.now() - started, false);
      return undefined;
    }
  };

  try {
    const rssBeforeMb = rssMb(mock.pid!);
    const steps = {
      password: new Recorder(),
      'code request': new Recorder(),
      code: new Recorder(),
      session: new Recorder(),
    };
    const names = Array.from({ length: users }, (_, i) =>
      poolUserEmail((i % 4) + 1, Math.floor(i / 4) + 1),
    );
    // Passwords travel sealed with the mock's key, as the portal sends them (fetched once, as a
    // page does; each user's password sealed on its own, OAEP making each ciphertext different).
    const published = await call('passwordKey', new Recorder());
    if (!published) throw new Error('the mock did not publish its password key');
    const key = await importPasswordKey(published as unknown as PasswordKey);
    // Every user at once: password, code by e-mail (the demo code), session.
    // The whole sign-in is timed from the password call to the session (sealing is the page's).
    const whole = new Recorder();
    const signInSteps = async (userName: string, sealed: string): Promise<string | undefined> => {
      const afterLogin = await call('authenticate', steps.password, {
        body: { userName, password: sealed },
      });
      if (!afterLogin) return undefined;
      const query = { mode: 'multi-factor-auth' };
      const token = String(afterLogin.accessToken);
      await call('requestOtp', steps['code request'], { token, query, body: { userName } });
      const pair = await call('validateOtp', steps.code, {
        token,
        query,
        body: { userName, otp: DEMO_OTP },
      });
      if (!pair) return undefined;
      const accessToken = String(pair.accessToken);
      const session = await call('createSession', steps.session, {
        token: accessToken,
        query: { mode: 'signin' },
      });
      return session ? accessToken : undefined;
    };
    const signIn = async (userName: string): Promise<string | undefined> => {
      const sealed = await sealPassword(key, POOL_USERS.password);
      const started = performance.now();
      const token = await signInSteps(userName, sealed);
      whole.add(performance.now() - started, token !== undefined);
      return token;
    };
    const cpuBefore = cpuMs(mock.pid!);
    const loadBefore = process.cpuUsage();
    const wallStarted = performance.now();
    const sessions = await Promise.all(names.map(signIn));
    const signInWallMs = performance.now() - wallStarted;
    const signInMockCpuMs = cpuMs(mock.pid!) - cpuBefore;
    const loadUsed = process.cpuUsage(loadBefore);
    const signInLoadCpuMs = (loadUsed.user + loadUsed.system) / 1000;

    // Then every signed-in user reads its dashboard, call after call, for `seconds`.
    const dashboard = new Recorder();
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      sessions.map(async (token) => {
        if (!token) return;
        const profile = await call('userProfile', dashboard, { token });
        const companyId = (profile?.companyDetails as { id: string }[] | undefined)?.[0]?.id;
        if (!companyId) return;
        const list = await call('policyList', dashboard, {
          token,
          query: { companyId, currentPage: '1', pageSize: '10' },
        });
        const policyId = (list?.policies as { id: string }[] | undefined)?.[0]?.id;
        if (!policyId) return;
        const query = { companyId, policyId };
        while (performance.now() < until) {
          await call('dashboardAmounts', dashboard, { token, query });
          await call('dashboardBarCharts', dashboard, { token, query });
          await call('dashboardClaimCounts', dashboard, {
            token,
            query: { ...query, groupBy: 'memberType' },
          });
        }
      }),
    );
    return {
      signIn: {
        password: steps.password.summary(),
        'code request': steps['code request'].summary(),
        code: steps.code.summary(),
        session: steps.session.summary(),
      },
      wholeSignIn: whole.summary(),
      hashCost: stormHashCost(),
      signInWallMs,
      signInMockCpuMs,
      signInLoadCpuMs,
      dashboard: dashboard.summary(),
      rssBeforeMb,
      rssAfterMb: rssMb(mock.pid!),
    };
  } finally {
    await running.stop();
  }
};
