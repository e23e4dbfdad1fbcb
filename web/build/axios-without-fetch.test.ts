import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import axios from 'axios';
import { axiosWithoutFetch, isAxiosFetchImport } from './axios-without-fetch';
import * as standIn from './axios-fetch-stand-in';

const AXIOS_LIB = join(dirname(require.resolve('axios/package.json')), 'lib');
const ADAPTERS = join(AXIOS_LIB, 'adapters', 'adapters.js');

describe("the portal's axios without its fetch adapter", () => {
  it("replaces axios's one import of its fetch adapter, nothing else", () => {
    expect(isAxiosFetchImport('./fetch.js', ADAPTERS)).toBe(true);
    expect(isAxiosFetchImport('./fetch.js', `${ADAPTERS}?v=1`)).toBe(true);
    expect(isAxiosFetchImport('./xhr.js', ADAPTERS)).toBe(false);
    expect(isAxiosFetchImport('./fetch.js', '/work/web/src/lib/adapters/adapters.js')).toBe(false);
    expect(isAxiosFetchImport('./fetch.js', undefined)).toBe(false);
    const plugin = axiosWithoutFetch('/stand-in.ts');
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./fetch.js', ADAPTERS)).toBe('/stand-in.ts');
    expect(resolve('./fetch.js', join(AXIOS_LIB, 'core', 'Axios.js'))).toBeNull();
  });

  it('still matches the installed axios: adapters.js imports ./fetch.js and reads only getFetch', () => {
    const source = readFileSync(ADAPTERS, 'utf8');
    expect(source).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js';/);
    const uses = source.match(/fetchAdapter\.\w+/g) ?? [];
    expect(new Set(uses)).toEqual(new Set(['fetchAdapter.getFetch']));
    expect(standIn.getFetch()).toBeNull();
  });

  it('leaves the XHR adapter the first choice axios makes in a browser', () => {
    // The portal's calls never name an adapter, so axios's default order decides.
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });
});
