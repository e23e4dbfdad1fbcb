import type { RouteObject } from 'react-router-dom';
import { withModuleGate } from '@/components/module-gate';
import { PATHS } from '@/lib/paths';
import { landingRoute, lazyScreens, pathTo } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen name (spec part 1 section 2) and page title of contact us. */
export const CONTACT_SCREENS = screenHandles('', {
  contactUs: 'contact_us',
});

// The area is one chunk: this fragment is small and imports the page lazily.
const { screen } = lazyScreens(
  () => import('./contact-screens'),
  (Page) => withModuleGate('contact_us', Page),
);

/**
 * The contact-us area (its paths in lib/paths.ts: the shell's menu links them): the area and its
 * landing go to the page, behind the contact_us module. Children of the session-guarded shell.
 */
export const contactRoutes: RouteObject[] = [
  pathTo(PATHS.contactUsArea, PATHS.contactUsLanding),
  landingRoute(PATHS.contactUsLanding, PATHS.contactUs, [
    screen(PATHS.contactUs, CONTACT_SCREENS.contactUs, 'ContactUsPage'),
  ]),
];
