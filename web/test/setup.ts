import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { installFetchStandIns } from './fetch-polyfill';

// jsdom leaves out a few browser APIs that react-router, PrimeReact and the API client use.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
installFetchStandIns();
// CI machines have two cores and run both jest projects at once: findBy/waitFor wait up to 5 s
// (the default 1 s failed there) while a test that works still returns as soon as it passes.
configure({ asyncUtilTimeout: 5000 });
// jsdom's crypto has getRandomValues but no subtle: Node's WebCrypto seals the passwords
// (lib/password-crypto.ts), as the browser's does.
if (!globalThis.crypto?.getRandomValues || !globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) {
  window.scrollTo = () => undefined;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// user-event waits a macrotask between every key and pointer action by default (delay 0): typing
// a date or a name is dozens of timer turns, most of a form test's time. No portal behaviour
// waits on the gap between two keys (debounced searches run on fake timers where they are
// tested), so the tests type without it unless they ask for a delay themselves.
const setupUser = userEvent.setup.bind(userEvent);
Object.defineProperty(userEvent, 'setup', {
  configurable: true,
  value: (options: Parameters<typeof setupUser>[0] = {}) => setupUser({ delay: null, ...options }),
});

// React's development build records an owner stack for each element it creates (an Error with its
// stack captured, and a console task), up to 10,000 between two renders: in these tests that was
// a quarter of a form test's time (the jsx calls of add-employee: 3.6 s of 17 s). The tests read no
// owner stack (React's warnings still come, without the "in Component" trail), so the counter
// reads as full: React takes its placeholder stack instead. A React without the counter (a later
// version) is left as it is.
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}
