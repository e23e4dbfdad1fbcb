import PrimeReact, { PrimeReactContext, type APIOptions } from 'primereact/api';
import type { ReactNode } from 'react';

/*
 * PrimeReact's own settings (its global configuration object, which lib/primereact-api.ts and
 * lib/prime-locale.ts keep following the reduced-motion preference and the page language), handed
 * out as the PrimeReactContext value. Several PrimeReact components read that context without a
 * check once their overlay is open (Menu, Dropdown, MultiSelect, the DataTable's column filter:
 * `context.hideOverlaysOnDocumentScrolling` on an outside click, a scroll or a resize), so without
 * a value an open row menu threw on the next click outside it (issue 27, item 14). The global
 * object rather than PrimeReactProvider: the provider keeps settings of its own and, when it
 * mounts, puts PrimeReact's locale back to 'en' and its transitions back on, undoing the page
 * language and reduced motion. Components that read the context and those that fall back to the
 * globals now read the same values.
 */
const SETTINGS = PrimeReact as unknown as APIOptions;

/** Around every tree that renders PrimeReact components (the signed-in shell). */
export function PrimeSettings({ children }: { children: ReactNode }) {
  return <PrimeReactContext.Provider value={SETTINGS}>{children}</PrimeReactContext.Provider>;
}
