/*
 * What the portal's build gives for 'primereact/api' (web/vite.config.ts resolves every import of
 * it here, PrimeReact's own components' included, except this module's and lib/prime-locale's):
 * PrimeReact's api, with its words following the page language from the moment PrimeReact loads,
 * and its panels and dialogs without their transitions for users who ask for reduced motion.
 * The entry never imports PrimeReact, so this loads with the first screen that uses it.
 */
import './prime-locale';
import PrimeReact from 'primereact/api';

/**
 * A user whose system asks for reduced motion (prefers-reduced-motion: reduce) gets PrimeReact's
 * overlays, dialogs and menus opened and closed at once, not slid or faded (WCAG 2.3.3), from the
 * first one and whenever the preference changes.
 */
export function followReducedMotion(
  config: { cssTransition?: boolean },
  win: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
): void {
  const query = win?.matchMedia?.('(prefers-reduced-motion: reduce)');
  if (!query) return;
  const apply = () => {
    config.cssTransition = !query.matches;
  };
  apply();
  query.addEventListener?.('change', apply);
}

followReducedMotion(PrimeReact);

export * from 'primereact/api';
export { default } from 'primereact/api';
