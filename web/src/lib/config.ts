import { API_AREAS, APP_VERSION, FILE_RECHECK_MS, TIMINGS, type ApiArea } from '@mo/contracts';
import {
  areaBaseUrl,
  flag,
  gatewayUrlOf,
  mockSandboxesOn,
  text,
  type EnvSource,
} from './config-env';

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

export { areaEnvKey, DEFAULT_GATEWAY_URL, type EnvSource } from './config-env';

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Reads the VITE_* variables: VITE_GATEWAY_URL (default /gw), VITE_API_<AREA>_URL per area,
 * VITE_DEBUG_API (default: on in development builds), VITE_REQUEST_TIMEOUT_MS,
 * VITE_IDLE_TIMEOUT_MINUTES, VITE_FILE_RECHECK_MS, VITE_MOCK_SANDBOXES (default on; `off` for a
 * real insurer).
 */
export function createConfig(env: EnvSource = {}): AppConfig {
  const gatewayUrl = gatewayUrlOf(env);
  const apiBaseUrls = Object.fromEntries(
    (Object.keys(API_AREAS) as ApiArea[]).map((area) => [
      area,
      areaBaseUrl(env, area, API_AREAS[area]),
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
    mockSandboxes: mockSandboxesOn(env),
  };
}

/** The `baseUrlFor` the API client expects, bound to a configuration. */
export const baseUrlResolver =
  (config: Pick<AppConfig, 'apiBaseUrls'>) =>
  (area: ApiArea): string =>
    config.apiBaseUrls[area];
