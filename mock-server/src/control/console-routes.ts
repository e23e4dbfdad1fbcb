import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ErrorEnvelope } from '@mo/contracts';
import Type from 'typebox';
import { fail } from '../lib/api-error';
import type { MockApp } from '../types';
import type { BuildOptions } from 'esbuild';
import bundleOptions from '../../console/bundle-options.json';
import { CodeGuideResponse, codeGuide } from './code-guide';
import { worldOf } from '../lib/world';

/**
 * The tester console: GET /codes (the code guide), GET /users (the seeded users the console
 * offers), and the console page itself, GET /console with its files GET /console/:file: the
 * static files of mock-server/console/ (read once at start-up) and console.js, the bundle of the
 * console's TypeScript (mock-server/console/src). Part of the control API: off with it.
 */

/** The console's own policy: its files only, no inline script or style, talks to this origin only. */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const SCRIPT = 'console.js';
const CONSOLE_FILES: Record<string, string> = {
  [SCRIPT]: 'text/javascript; charset=utf-8',
  'index.html': 'text/html; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
};

/**
 * The folder mock-server/console from wherever the code runs: the TypeScript sources under jest
 * (src/control, CommonJS: __dirname), the sources under tsx (argv[1] = mock-server/src/server.ts)
 * and the bundle (argv[1] = mock-server/dist/server.js, which build.mjs gives dist/console).
 */
export const consoleFolder = (): string | undefined => {
  const candidates: string[] = [];
  if (typeof __dirname !== 'undefined') candidates.push(resolve(__dirname, '..', '..', 'console'));
  const entry = process.argv[1];
  if (entry) {
    const dir = dirname(resolve(entry));
    candidates.push(join(dir, 'console'), resolve(dir, '..', 'console'));
  }
  candidates.push(resolve('mock-server', 'console'), resolve('console'));
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
};

/**
 * How console.js is bundled from mock-server/console/src/main.ts: one classic script (the page
 * loads it with a plain <script defer>), for the browsers the portal supports. The options live
 * in mock-server/console/bundle-options.json, which build.mjs (plain Node) reads too, so the
 * compiled mock's console.js and the in-memory one are made alike.
 */
export const CONSOLE_BUNDLE = bundleOptions as BuildOptions;

/**
 * console.js: the compiled file beside index.html (dist/console, written by build.mjs), or else
 * bundled in memory from the TypeScript sources on its first request (tsx and jest: nothing
 * generated is committed; esbuild is a dev dependency, never loaded by the compiled mock).
 */
let script: Promise<Buffer | undefined> | undefined;
export const consoleScript = (folder: string | undefined): Promise<Buffer | undefined> => {
  script ??= (async () => {
    if (!folder) return undefined;
    const built = join(folder, 'console.js');
    if (existsSync(built)) return readFileSync(built);
    const entry = join(folder, 'src', 'main.ts');
    if (!existsSync(entry)) return undefined;
    const { build } = await import('esbuild');
    const result = await build({ ...CONSOLE_BUNDLE, entryPoints: [entry], write: false });
    const [output] = result.outputFiles;
    return output ? Buffer.from(output.contents) : undefined;
  })();
  return script;
};

let files: Map<string, Buffer> | undefined;
const consoleFiles = (): Map<string, Buffer> => {
  if (files) return files;
  const folder = consoleFolder();
  const read = new Map<string, Buffer>();
  if (folder) {
    for (const name of Object.keys(CONSOLE_FILES).filter((n) => n !== SCRIPT)) {
      const path = join(folder, name);
      if (existsSync(path)) read.set(name, readFileSync(path));
    }
  }
  files = read;
  return read;
};

const UsersResponse = Type.Object({
  users: Type.Array(
    Type.Object({
      email: Type.String(),
      name: Type.String(),
      role: Type.String(),
      pool: Type.Boolean(),
    }),
  ),
  total: Type.Integer(),
});

const UsersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 200 })),
});

const errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

export const registerConsole = (app: MockApp, tags: string[]): void => {
  const guide = codeGuide();
  const served = consoleFiles();

  app.get(
    '/codes',
    {
      schema: {
        tags,
        summary:
          'The code guide: every code by area, its meaning (id, en), its calls, its natural trigger',
        response: { 200: CodeGuideResponse, ...errors },
      },
    },
    async () => guide,
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'The seeded users (named users first, then the numbered pool users up to limit)',
        querystring: UsersQuery,
        response: { 200: UsersResponse, ...errors },
      },
    },
    async (request) => {
      const all = [...worldOf(request).users.values()];
      const named = all.filter((u) => !u.pool);
      const pool = all.filter((u) => u.pool);
      const limit = request.query.limit ?? 200;
      return {
        users: [...named, ...pool].slice(0, Math.max(limit, named.length)).map((u) => ({
          email: u.email,
          name: u.name,
          role: u.kind,
          pool: u.pool === true,
        })),
        total: all.length,
      };
    },
  );

  const send = async (name: string) => {
    const body = name === SCRIPT ? await consoleScript(consoleFolder()) : served.get(name);
    if (!body) throw fail.notFound(`No console file ${name}`);
    return { body, type: CONSOLE_FILES[name] ?? 'application/octet-stream' };
  };
  const hide = { hide: true, tags };

  app.get('/console', { schema: hide }, async (_request, reply) => {
    const { body, type } = await send('index.html');
    return reply.type(type).header('Content-Security-Policy', CONSOLE_CSP).send(body);
  });

  app.get(
    '/console/:file',
    { schema: { ...hide, params: Type.Object({ file: Type.String({ maxLength: 64 }) }) } },
    async (request, reply) => {
      const { body, type } = await send(request.params.file || 'index.html');
      return reply.type(type).header('Content-Security-Policy', CONSOLE_CSP).send(body);
    },
  );
};
