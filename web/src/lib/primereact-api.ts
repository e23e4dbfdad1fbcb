/*
 * What the portal's build gives for 'primereact/api' (web/vite.config.ts resolves every import of
 * it here, PrimeReact's own components' included, except this module's and lib/prime-locale's):
 * PrimeReact's api, with its words following the page language from the moment PrimeReact loads.
 * The entry never imports PrimeReact, so this loads with the first screen that uses it.
 */
import './prime-locale';

export * from 'primereact/api';
export { default } from 'primereact/api';
