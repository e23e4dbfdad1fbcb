import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

// Vendor code in a few stable chunks; each area is its own chunk through its lazy routes.
// PrimeReact and the shared components are left to the natural split: grouped, every component
// any area uses (the data table, calendars, file upload...) would load with the sign-in page.
const VENDOR_CHUNKS: Array<{ name: string; test: RegExp }> = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-state',
    test: /node_modules[\\/](@reduxjs|redux|redux-saga|@redux-saga|react-redux|reselect|immer|redux-thunk|use-sync-external-store)[\\/]/,
  },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|dayjs)[\\/]/,
  },
  { name: 'vendor-http', test: /node_modules[\\/]axios[\\/]/ },
];

/*
 * The portal's runtime takes the contracts' browser view (constants, rules, call routes) and never
 * their TypeBox schemas: an import of a schema or of CALLS fails the build here ("not exported"),
 * while the type checker and the tests read the whole index.ts (contracts/src/browser.ts).
 */
const contractsForTheBrowser = fileURLToPath(
  new URL('../contracts/src/browser.ts', import.meta.url),
);

/*
 * The portal opens on sign-in (the root redirects there): its area's chunk, the chunks it imports
 * and its texts in the default language are fetched with the entry (modulepreload / preload in
 * index.html) instead of after the entry has run, one round trip less before the first paint.
 */
const FIRST_AREA = /src\/features\/auth\/sign-in-area\.ts$/;
const FIRST_TEXTS = /src\/locales\/id\/(auth|shell)\.json$/;
const preloadFirstArea = (): Plugin => ({
  name: 'mo:preload-first-area',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const loadedByEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const first = chunks.filter(
        (c) => FIRST_AREA.test(c.facadeModuleId ?? '') || FIRST_TEXTS.test(c.facadeModuleId ?? ''),
      );
      const files = new Set<string>();
      const css = new Set<string>();
      for (const chunk of first) {
        for (const file of [chunk.fileName, ...chunk.imports]) {
          if (!loadedByEntry.has(file)) files.add(file);
        }
        chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
      }
      return [
        ...[...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
        ...[...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), preloadFirstArea()],
  resolve: { alias: [{ find: /^@mo\/contracts$/, replacement: contractsForTheBrowser }] },
  server: { port: 5173, strictPort: true, proxy: gatewayProxy },
  preview: { port: 4173, strictPort: true, proxy: gatewayProxy, headers: PORTAL_HEADERS },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // read by scripts/bench.ts to add up the JavaScript each route loads
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map(({ name, test }) => ({ name, test, priority: 10 })),
            // Shared app code (lib, the bundled core texts) in one chunk instead of many small
            // ones; every other locale file stays its own chunk, loaded with its area.
            {
              name: 'app-common',
              test: /web[\\/]src[\\/](lib[\\/]|locales[\\/](core\.ts|(id|en)[\\/](common|errors|maintenance)\.json))/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
