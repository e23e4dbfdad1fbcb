/*
 * What the portal's build gives for 'primereact/api' (web/vite.config.ts resolves every import of
 * it here, PrimeReact's own components' included, except this module's and lib/prime-locale's):
 * PrimeReact's api, with its words following the page language from the moment PrimeReact loads,
 * with its transitions kept on (see below).
 * The entry never imports PrimeReact, so this loads with the first screen that uses it.
 */
import './prime-locale';
import PrimeReact from 'primereact/api';

/*
 * Reduced motion (prefers-reduced-motion: reduce) is app.css's: PrimeReact's transitions take no
 * time there. PrimeReact.cssTransition stays on: with it off, an overlay that mounts open (a popup
 * menu, a dropdown's panel) never runs its "entered" step, so it never listens for clicks outside
 * it, scrolls or resizes, and stays open until Escape or a choice.
 */
PrimeReact.cssTransition = true;

export * from 'primereact/api';
export { default } from 'primereact/api';
