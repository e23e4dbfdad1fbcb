import { Navigate, type RouteObject } from 'react-router-dom';
import { withModuleGate } from '@/components/module-gate';
import { PATHS } from '@/lib/paths';

/** Screen name (spec part 1 section 2) and page title of contact us. */
export const CONTACT_SCREENS = {
  contactUs: { screen: 'contact_us', titleKey: 'screen.contactUs' },
} as const;

// The area is one chunk: this fragment is small and imports the page lazily.
const chunk = () => import('./contact-screens');

/**
 * The contact-us area (its paths in lib/paths.ts: the shell's menu links them): the area and its
 * landing go to the page, behind the contact_us module. Children of the session-guarded shell.
 */
export const contactRoutes: RouteObject[] = [
  { path: PATHS.contactUsArea, element: <Navigate replace to={PATHS.contactUsLanding} /> },
  {
    path: PATHS.contactUsLanding,
    children: [
      { index: true, element: <Navigate replace to={PATHS.contactUs} /> },
      {
        path: PATHS.contactUs,
        handle: CONTACT_SCREENS.contactUs,
        lazy: async () => ({
          Component: withModuleGate('contact_us', (await chunk()).ContactUsPage),
        }),
      },
    ],
  },
];
