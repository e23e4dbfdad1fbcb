import { API_AREAS, APP_VERSION, FILE_RECHECK_MS, TIMINGS, type ApiArea } from '@mo/contracts';

/** Settings that vary per deployment. Built once in main.tsx and passed down as a parameter. */
export interface AppConfig {
  /** Base of the API gateway; every area lives under it unless overridden. */
  gatewayUrl: string;
  /** Resolved base URL of each API area (gateway + area prefix, or a per-area override). */
  apiBaseUrls: Readonly<Record<ApiArea, string>>;
  appVersion: string;
  /** Log each API call (authorization and secrets masked) to the console. */
  debugApi: boolean;
  /** Request time-out of the API client. */
  requestTimeoutMs: number;
  /** Idle time-out of a signed-in session (VITE_IDLE_TIMEOUT_MINUTES, default 15 minutes). */
  idleTimeoutMs: number;
  /**
   * The file gateway's recheck wait: how long the portal waits before asking fileready again
   * (VITE_FILE_RECHECK_MS, default FILE_RECHECK_MS, 30000; end-to-end builds shorten it).
   */
  fileRecheckMs: number;
  /**
   * The mock insurer's sandboxes (lib/mock-sandbox.ts): a tab opened with `?sandbox=<id>` sends
   * `x-mock-sandbox` on every call. VITE_MOCK_SANDBOXES, on unless `off`: a build for a real
   * insurer sets it off, and then the address is never read and the header never sent.
   */
  mockSandboxes: boolean;
}

export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

export const DEFAULT_GATEWAY_URL = '/gw';
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** `userManagement` → `VITE_API_USER_MANAGEMENT_URL`. */
export const areaEnvKey = (area: ApiArea): string =>
  `VITE_API_${area.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;

const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const flag = (value: string | boolean | undefined, fallback: boolean): boolean => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return fallback;
};

/**
 * Reads the VITE_* variables: VITE_GATEWAY_URL (default /gw), VITE_API_<AREA>_URL per area,
 * VITE_DEBUG_API (default: on in development builds), VITE_REQUEST_TIMEOUT_MS,
 * VITE_IDLE_TIMEOUT_MINUTES, VITE_FILE_RECHECK_MS, VITE_MOCK_SANDBOXES (default on; `off` for a
 * real insurer).
 */
export function createConfig(env: EnvSource = {}): AppConfig {
  const gatewayUrl = withoutTrailingSlash(text(env.VITE_GATEWAY_URL) ?? DEFAULT_GATEWAY_URL);
  const apiBaseUrls = Object.fromEntries(
    (Object.keys(API_AREAS) as ApiArea[]).map((area) => [
      area,
      withoutTrailingSlash(text(env[areaEnvKey(area)]) ?? `${gatewayUrl}${API_AREAS[area]}`),
    ]),
  ) as Record<ApiArea, string>;
  const timeout = Number(text(env.VITE_REQUEST_TIMEOUT_MS));
  const idleMinutes = Number(text(env.VITE_IDLE_TIMEOUT_MINUTES));
  const recheck = Number(text(env.VITE_FILE_RECHECK_MS));
  return {
    gatewayUrl,
    apiBaseUrls,
    appVersion: APP_VERSION,
    debugApi: flag(env.VITE_DEBUG_API, env.DEV === true),
    requestTimeoutMs:
      Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_REQUEST_TIMEOUT_MS,
    // Fractions are allowed (0.5 = 30 s) so end-to-end runs can shorten it.
    idleTimeoutMs:
      (Number.isFinite(idleMinutes) && idleMinutes > 0
        ? idleMinutes
        : TIMINGS.idleTimeoutMinutesDefault) * 60_000,
    fileRecheckMs: Number.isFinite(recheck) && recheck > 0 ? recheck : FILE_RECHECK_MS,
    mockSandboxes: flag(text(env.VITE_MOCK_SANDBOXES)?.toLowerCase(), true),
  };
}

/** The `baseUrlFor` the API client expects, bound to a configuration. */
export const baseUrlResolver =
  (config: Pick<AppConfig, 'apiBaseUrls'>) =>
  (area: ApiArea): string =>
    config.apiBaseUrls[area];
