import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { axiosWithoutFetch } from './build/axios-without-fetch';
import { bootShell } from './build/boot-shell';
import { compileHints } from './build/compile-hints';
import { PORTAL_PRELOADS_ID } from './src/boot-shell';
import { componentsInUse, trimPrimeTheme } from './build/prime-theme-trim';

// The browser calls /gw/...; the dev and preview servers forward it to the mock (or any gateway).
const gatewayProxy: Record<string, ProxyOptions> = {
  '/gw': {
    target: process.env.MOCK_URL ?? 'http://127.0.0.1:4010',
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/gw/, ''),
  },
};

/**
 * Headers of the built portal as vite preview serves it (npm start, the image, the e2e stack): a
 * CSP that runs only the portal's own scripts and talks only to its own origin (the /gw proxy) or
 * the gateway it was built for, no framing, no sniffing. PrimeReact positions overlays with inline
 * styles, hence 'unsafe-inline' for styles only. The dev server keeps Vite's own (HMR needs more).
 */
const gatewayOrigin = (() => {
  try {
    return new URL(process.env.VITE_GATEWAY_URL ?? '').origin;
  } catch {
    return '';
  }
})();
export const PORTAL_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${gatewayOrigin ? ` ${gatewayOrigin}` : ''}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// The vendor code every page runs (React and its router, the state libraries, i18next, axios) in
// one stable chunk: each file the entry loads is one more request before the first paint (six at
// a time over HTTP/1.1). Each area is its own chunk through its lazy routes. PrimeReact and the
// shared components are left to the natural split: grouped, every component any area uses (the
// data table, calendars, file upload...) would load with the sign-in page.
const VENDOR_CHUNK = {
  name: 'vendor',
  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|@reduxjs|redux|redux-saga|@redux-saga|react-redux|reselect|immer|redux-thunk|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|axios)[\\/]/,
  priority: 10,
};
// RTK Query loads with the first screen that reads data through it (lib/store-parts.ts), not
// with the entry's vendors: its own chunk, captured before the vendor group.
const QUERY_CHUNK = {
  name: 'vendor-query',
  test: /node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
  priority: 11,
  // its dependencies (RTK, immer, reselect, react-redux) stay in the vendor chunk the entry loads
  includeDependenciesRecursively: false,
};

// Vite's chunk loader (it links a lazy chunk's styles and preloads its imports), used by the
// page's entry to import the portal: in a chunk of its own, not in app-common, which the entry
// would then load and run before its first paint.
const PRELOAD_HELPER_CHUNK = {
  name: 'chunk-loader',
  test: /vite[\\/]preload-helper/,
  priority: 12,
};

/*
 * The portal's runtime takes the contracts' browser view (constants, rules, call routes) and never
 * their TypeBox schemas: an import of a schema or of CALLS fails the build here ("not exported"),
 * while the type checker and the tests read the whole index.ts (contracts/src/browser.ts).
 */
const contractsForTheBrowser = fileURLToPath(
  new URL('../contracts/src/browser.ts', import.meta.url),
);

/*
 * PrimeReact's words follow the page language wherever PrimeReact loads: every import of
 * 'primereact/api' (PrimeReact's components import it too) resolves to lib/primereact-api.ts,
 * which registers lib/prime-locale before handing out PrimeReact's api. Those two modules get the
 * real one. The entry imports no PrimeReact, so its words load with the first screen that uses it.
 */
const PRIME_API_SHIM = fileURLToPath(new URL('src/lib/primereact-api.ts', import.meta.url));
const PRIME_LOCALE = fileURLToPath(new URL('src/lib/prime-locale.ts', import.meta.url));
const primeReactFollowsLanguage = (): Plugin => ({
  name: 'mo:primereact-follows-language',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'primereact/api' || !importer) return null;
    const from = importer.split('?')[0];
    return from === PRIME_API_SHIM || from === PRIME_LOCALE ? null : PRIME_API_SHIM;
  },
});

/*
 * The page's entry (index.html's script, src/boot.ts) paints, then imports the portal
 * (src/main.tsx), which is a second entry of the build: its static imports stay the code every
 * route loads (the groups below read that as $initial), and none of it runs before the first
 * paint. index.html names its files for the page's entry to fetch in one go once the page is on
 * screen (modulepreload links in a template), with the area the portal opens on: sign-in (the
 * root redirects there). Its chunk, the chunks it imports and its texts in the default language
 * are fetched with the rest instead of after the portal has run, one round trip less before the
 * form.
 */
const PORTAL_ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const FIRST_AREA = /src\/features\/auth\/sign-in-area\.ts$/;
const AUTH_AREA = /web[\\/]src[\\/]features[\\/]auth[\\/]/;
const FIRST_TEXTS = /src\/locales\/id\/(auth|shell)\.json$/;
// The sign-in area's own modules: its screens and their entry (the slices and sagas load with the
// portal's entry).
const SIGN_IN_SCREENS = /web[\\/]src[\\/]features[\\/]auth[\\/](components[\\/]|sign-in-area\.ts$)/;
const isSignInAreaOwn = (id: string) => SIGN_IN_SCREENS.test(id) || FIRST_TEXTS.test(id);
interface ChunkLike {
  type: string;
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}
const preloadFirstArea = (): Plugin => ({
  name: 'mo:preload-first-area',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const page = chunks.find((c) => c.isEntry && c.facadeModuleId !== PORTAL_ENTRY);
      const portal = chunks.find((c) => c.isEntry && c.facadeModuleId === PORTAL_ENTRY);
      // what index.html already names: the page's entry and its imports
      const named = new Set([page?.fileName, ...(page?.imports ?? [])]);
      const files = new Set<string>();
      const css = new Set<string>();
      const add = (chunk: ChunkLike | undefined) => {
        if (!chunk || files.has(chunk.fileName)) return;
        if (!named.has(chunk.fileName)) files.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
        chunk.imports?.forEach((file) => add(byFile.get(file)));
      };
      add(portal);
      chunks
        .filter((c) => c.moduleIds?.some((id) => FIRST_AREA.test(id) || FIRST_TEXTS.test(id)))
        .forEach(add);
      return [
        // The portal's code is fetched once the page is on screen (boot.ts adds these links
        // then): fetched with the stylesheets, it shared the slow connection with them and the
        // paint waited for both.
        {
          tag: 'template',
          attrs: { id: PORTAL_PRELOADS_ID },
          children: [...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          })),
          injectTo: 'body' as const,
        },
        // Its styles as a stylesheet, not a preload: the chunk loader (Vite's preload helper)
        // counts only stylesheets as present, so a preloaded one was linked a second time when the
        // area's chunk was imported, and the import waited for that link's load event.
        ...[...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
});

/*
 * PrimeReact's theme without the rules of components the portal never renders (build/
 * prime-theme-trim.ts): a smaller stylesheet blocking the first paint, fewer rules to match.
 */
const PRIME_COMPONENTS_IN_USE = componentsInUse(
  fileURLToPath(new URL('src', import.meta.url)),
  dirname(createRequire(import.meta.url).resolve('primereact/package.json')),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    primeReactFollowsLanguage(),
    axiosWithoutFetch(fileURLToPath(new URL('build/axios-fetch-stand-in.ts', import.meta.url))),
    preloadFirstArea(),
    compileHints((chunk) => chunk.isEntry && chunk.facadeModuleId !== PORTAL_ENTRY),
    bootShell(fileURLToPath(new URL('src/locales', import.meta.url))),
  ],
  css: { postcss: { plugins: [trimPrimeTheme(PRIME_COMPONENTS_IN_USE)] } },
  resolve: {
    alias: [
      { find: /^@mo\/contracts$/, replacement: contractsForTheBrowser },
      // web/src as @/ (web/tsconfig.json's paths, jest.config.cjs's moduleNameMapper)
      { find: /^@\//, replacement: `${fileURLToPath(new URL('src', import.meta.url))}/` },
    ],
  },
  server: { port: 5173, strictPort: true, proxy: gatewayProxy },
  preview: { port: 4173, strictPort: true, proxy: gatewayProxy, headers: PORTAL_HEADERS },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // read by scripts/bench.ts to add up the JavaScript each route loads
    manifest: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), portal: PORTAL_ENTRY },
      output: {
        codeSplitting: {
          groups: [
            PRELOAD_HELPER_CHUNK,
            QUERY_CHUNK,
            VENDOR_CHUNK,
            // The app code every route loads (what the entry imports statically: lib, components,
            // contracts, the bundled core texts, the features' slices and sagas) in one chunk
            // instead of many small ones; captured first, so the sign-in area's group below, which
            // takes its screens' imports with them, leaves these with the entry. Code only
            // lazy areas use is not captured ($initial): it splits with the areas that need it,
            // and every other locale file stays its own chunk, loaded with its area.
            {
              name: 'app-common',
              // (styles stay with the entry's stylesheet: a chunk of its own would block the paint)
              test: (id: string) =>
                /web[\\/]src[\\/](lib|components|locales|features)[\\/]|contracts[\\/]src[\\/]/.test(
                  id,
                ) && !/\.css($|\?)/.test(id),
              tags: ['$initial'],
              priority: 5,
            },
            // The sign-in area in one chunk: its screens, the shared components and helpers they
            // use beyond the entry's (brand, fields, the error dialog, contact list...) and its
            // texts in the default language. One request, not four: the first page fetches six
            // files at a time over HTTP/1.1, and each file past six waits for one before it.
            {
              name: (
                id: string,
                ctx: { getModuleInfo: (id: string) => { importers: readonly string[] } | null },
              ) =>
                isSignInAreaOwn(id) ||
                ctx.getModuleInfo(id)?.importers.some((importer) => AUTH_AREA.test(importer))
                  ? 'sign-in-area'
                  : null,
              test: (id: string) =>
                isSignInAreaOwn(id) || /web[\\/]src[\\/](lib|components)[\\/]/.test(id),
              // the bundler's timing report names a group whose name is a function by this
              debugName: 'sign-in-area',
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
