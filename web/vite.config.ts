import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  { name: 'vendor-http', test: /node_modules[\\/](axios|typebox)[\\/]/ },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
            // Shared app code (lib, texts) in one chunk instead of many small ones.
            {
              name: 'app-common',
              test: /web[\\/]src[\\/](lib|locales)[\\/]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
