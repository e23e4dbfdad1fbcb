import type { RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';
import { BILLING_PATHS } from './paths';

export { BILLING_PATHS } from './paths';

/** Screen name (spec part 2 section 2) and page title of the listing. */
export const BILLING_SCREENS = screenHandles('billing:', {
  listing: 'premiumbilling_listing',
});

// The area is one chunk: this fragment is small and imports the page lazily.
const { area, screen } = lazyScreens(() => import('./billing-screens'));

/**
 * The Premium billing area's route table (spec part 2 section 2): the base goes to the listing,
 * behind the premium billing entry's module. Mount it as a child of the session-guarded shell.
 */
export const billingRoutes: RouteObject = area(
  'BillingArea',
  BILLING_PATHS.area,
  BILLING_PATHS.listing,
  [screen(BILLING_PATHS.listing, BILLING_SCREENS.listing, 'BillingListingPage')],
);
