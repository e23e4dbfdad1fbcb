// `npm run build:mock` (and `npm run build -w @mo/mock-server`): the mock insurer compiled to one
// ES module, mock-server/dist/server.js, that plain `node` runs (no runtime transpiler). The
// workspaces (@mo/contracts, @mo/fixtures) and the npm packages are bundled in (faker with only
// the locales the seed uses): resolving and reading hundreds of small module files was most of
// the start. The packages that read their own files at run time or are loaded on first use stay
// outside and come from node_modules (the production dependencies): the Swagger UI (its static
// files) and exceljs (loaded by the first export or upload).
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The console bundle's options, shared with control/console-routes.ts (its in-memory bundle). */
const CONSOLE_BUNDLE = JSON.parse(
  readFileSync(join(here, 'console', 'bundle-options.json'), 'utf8'),
);

/** The production entry: `node mock-server/dist/server.js` (npm start, the image, the bench). */
export const MOCK_DIST_ENTRY = join(here, 'dist', 'server.js');

/** Packages left outside the bundle (with their subpaths). */
export const EXTERNAL_PACKAGES = ['@fastify/swagger-ui', 'exceljs', 'pdfkit'];

// esbuild too: control/console-routes.ts loads it only where no compiled console.js sits beside
// the console's page (tsx and jest); the compiled mock has one (below) and never loads it.
const isExternal = (path) =>
  path === 'esbuild' ||
  EXTERNAL_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`));

export const buildMock = async () => {
  const started = performance.now();
  rmSync(join(here, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: [join(here, 'src', 'server.ts')],
    outfile: MOCK_DIST_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces point at the TypeScript sources.
    sourcesContent: false,
    legalComments: 'none',
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __moCreateRequire } from 'node:module'; const require = __moCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            isExternal(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  // The tester console (served from dist/console by control/console-routes.ts): its static files
  // and console.js, its TypeScript bundled with the options console-routes.ts uses too.
  const consoleDist = join(here, 'dist', 'console');
  for (const name of ['index.html', 'console.css'])
    cpSync(join(here, 'console', name), join(consoleDist, name));
  await build({
    ...CONSOLE_BUNDLE,
    entryPoints: [join(here, 'console', 'src', 'main.ts')],
    outfile: join(consoleDist, 'console.js'),
  });
  return performance.now() - started;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ms = await buildMock();
  console.log(`mock-server/dist/server.js built in ${Math.round(ms)} ms`);
}
