// What `npm start` / `npm run dev` (scripts/start.ts) do, read from their arguments and
// environment, and whether the built portal (web/dist) is still that of the sources. Pure
// functions: the script feeds them argv, env and file times.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type StartMode = 'preview' | 'dev';

export interface StartOptions {
  /** `preview`: the built portal through `vite preview` (npm start); `dev`: Vite's dev server. */
  mode: StartMode;
  /** Build the portal even when web/dist looks fresh (preview only). */
  rebuild: boolean;
  mockPort: number;
  webPort: number;
}

/** The portal's port by mode, as README's ports table says. */
export const DEFAULT_WEB_PORT: Record<StartMode, number> = { preview: 4173, dev: 5173 };
export const DEFAULT_MOCK_PORT = 4010;

const port = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a port number (1-65535), not "${value}"`);
  }
  return n;
};

const yes = (value: string | undefined) =>
  value !== undefined && !['', '0', 'false', 'no', 'off'].includes(value.toLowerCase());

/**
 * `--dev` (npm run dev) or `--preview` (npm start, the default); `--rebuild` or `START_REBUILD=1`
 * builds the portal even when web/dist is fresh. `MOCK_PORT`, `WEB_PORT` move the servers.
 */
export const startOptions = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): StartOptions => {
  let mode: StartMode = 'preview';
  let rebuild = yes(env.START_REBUILD);
  for (const arg of argv) {
    if (arg === '--dev') mode = 'dev';
    else if (arg === '--preview') mode = 'preview';
    else if (arg === '--rebuild') rebuild = true;
    else throw new Error(`unknown argument "${arg}" (known: --dev, --preview, --rebuild)`);
  }
  return {
    mode,
    rebuild,
    mockPort: port('MOCK_PORT', env.MOCK_PORT, DEFAULT_MOCK_PORT),
    webPort: port('WEB_PORT', env.WEB_PORT, DEFAULT_WEB_PORT[mode]),
  };
};

/** What the built portal is made of: a change to any of these files calls for a new build. */
export const PORTAL_INPUTS = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'contracts/src',
  'package-lock.json',
] as const;

/** The build's own files whose times say when it was made (both written by every vite build). */
export const PORTAL_OUTPUTS = ['web/dist/index.html', 'web/dist/.vite/manifest.json'] as const;

export type BuildDecision = { build: false; reason: string } | { build: true; reason: string };

/**
 * Whether to build the portal before serving it. Built when asked (`rebuild`), when the build is
 * missing (an output's time is undefined), when a `VITE_*` variable is set (it changes what is
 * built, and file times cannot tell which values web/dist was built with), or when an input is
 * newer than the oldest output. `inputs` are every input file's modification time (ms).
 */
export const buildDecision = ({
  rebuild,
  outputs,
  inputs,
  viteVariables,
}: {
  rebuild: boolean;
  outputs: readonly (number | undefined)[];
  inputs: readonly { path: string; mtimeMs: number }[];
  viteVariables: readonly string[];
}): BuildDecision => {
  if (rebuild) return { build: true, reason: 'asked (--rebuild / START_REBUILD)' };
  if (outputs.length === 0 || outputs.some((t) => t === undefined)) {
    return { build: true, reason: 'no built portal in web/dist' };
  }
  if (viteVariables.length > 0) {
    return { build: true, reason: `${viteVariables.join(', ')} set` };
  }
  const builtAt = Math.min(...(outputs as number[]));
  const newer = inputs.filter((i) => i.mtimeMs > builtAt);
  if (newer.length > 0) {
    const names = newer.slice(0, 3).map((i) => i.path);
    const more = newer.length > 3 ? ` and ${newer.length - 3} more` : '';
    return { build: true, reason: `changed since the last build: ${names.join(', ')}${more}` };
  }
  return { build: false, reason: 'web/dist is newer than every source of the portal' };
};

/** The `VITE_*` variables set (non-empty) in an environment, sorted. */
export const viteVariablesSet = (env: Readonly<Record<string, string | undefined>>): string[] =>
  Object.keys(env)
    .filter((k) => k.startsWith('VITE_') && env[k])
    .sort();

/** Modification time of a file in ms, undefined when it does not exist. */
export const mtimeOf = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Every file and folder under the paths, with their times (folders too: deleting or renaming a
 * file changes only its folder's time). Missing paths are skipped.
 */
export const filesWithTimes = (
  root: string,
  paths: readonly string[],
): { path: string; mtimeMs: number }[] => {
  const out: { path: string; mtimeMs: number }[] = [];
  const walk = (rel: string) => {
    let stat;
    try {
      stat = statSync(join(root, rel));
    } catch {
      return;
    }
    out.push({ path: rel, mtimeMs: stat.mtimeMs });
    if (stat.isDirectory()) {
      for (const name of readdirSync(join(root, rel))) walk(join(rel, name));
    }
  };
  paths.forEach(walk);
  return out;
};
