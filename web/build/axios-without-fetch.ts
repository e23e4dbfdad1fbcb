import type { Plugin } from 'vite';

/** axios's own import of its fetch adapter: lib/adapters/adapters.js imports './fetch.js'. */
export const isAxiosFetchImport = (source: string, importer: string | undefined): boolean =>
  source === './fetch.js' &&
  importer !== undefined &&
  /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer.split('?')[0] ?? '');

/**
 * axios without its fetch adapter: that one import resolves to `standIn`
 * (build/axios-fetch-stand-in.ts, which says why).
 */
export const axiosWithoutFetch = (standIn: string): Plugin => ({
  name: 'mo:axios-without-fetch',
  enforce: 'pre',
  resolveId: (source, importer) => (isAxiosFetchImport(source, importer) ? standIn : null),
});
