/*
 * Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in the portal's bundle
 * (build/axios-without-fetch.ts). The portal's calls go through the XHR adapter, the first
 * one axios picks in a browser and the one with upload progress (bulk upload); the fetch
 * adapter's module tested the browser's streams and Request objects when it loaded (a few ms
 * on these machines, four times that on a slow phone, before the first screen) and weighed
 * 2.6 kB gzip. Asking axios for `adapter: 'fetch'` fails with axios's own "not available" error.
 */
export const getFetch = (): null => null;
export default null;
