import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { lazyScreens } from '@/lib/routing/lazy-screens';
import { screenHandles } from '@/lib/routing/screen-handles';

/** Screen names (spec part 1 section 2) and page titles of the shell's own screens. */
export const SHELL_SCREENS = screenHandles('', {
  comingSoon: 'coming_soon',
  notFound: 'not_found',
});

// The shell is one chunk: this fragment is small and imports the frame lazily.
const { layout, screen } = lazyScreens(() => import('./shell-screens'));

/**
 * The shell: every signed-in page renders inside it (a layout route with no path of its own, id
 * `shell`), behind the session guard app/ passes. Any address none of `areas` matches is "not
 * found" inside the shell (the guard sends a signed-out user to sign-in first).
 */
export const shellRoutes = (session: LoaderFunction, areas: RouteObject[]): RouteObject =>
  layout('ShellLayout', {
    id: 'shell',
    loader: session,
    children: [...areas, screen('*', SHELL_SCREENS.notFound, 'NotFoundPage')],
  });
