/*
 * How the VITE_* variables read (lib/config.ts), in a module that imports nothing: the build
 * (web/build/boot-shell.ts, loaded by Node with vite.config.ts) reads the same variables the same
 * way for index.html's early call.
 */

export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

export const DEFAULT_GATEWAY_URL = '/gw';

/** `userManagement` → `VITE_API_USER_MANAGEMENT_URL`. */
export const areaEnvKey = (area: string): string =>
  `VITE_API_${area.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`;

export const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export const flag = (value: string | boolean | undefined, fallback: boolean): boolean => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return fallback;
};

/** VITE_GATEWAY_URL, default /gw, without a trailing slash. */
export const gatewayUrlOf = (env: EnvSource): string =>
  withoutTrailingSlash(text(env.VITE_GATEWAY_URL) ?? DEFAULT_GATEWAY_URL);

/** An API area's base: VITE_API_<AREA>_URL, else the gateway and the area's prefix. */
export const areaBaseUrl = (env: EnvSource, area: string, prefix: string): string =>
  withoutTrailingSlash(text(env[areaEnvKey(area)]) ?? `${gatewayUrlOf(env)}${prefix}`);

/** VITE_MOCK_SANDBOXES: on unless `off` (or false, 0). */
export const mockSandboxesOn = (env: EnvSource): boolean =>
  flag(text(env.VITE_MOCK_SANDBOXES)?.toLowerCase(), true);
