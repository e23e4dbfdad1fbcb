import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { NoInternetDialog } from '../components/dialogs/no-internet-dialog';
import { PageLoader } from '../components/page-loader';
import {
  AnnouncementBanner,
  loadMaintenanceReminder,
  selectMaintenance,
} from '../features/maintenance';
import { loadChunk } from '../lib/chunk-load';
import { clearFlowTokens } from '../lib/storage';
import { useArrivalFocus } from '../lib/use-arrival-focus';
import type { RootState } from './root-reducer';
import { SCREENS, type ScreenHandle } from './screens';

// Screens the two-factor token of a password flow lives on (sign-in area and my account).
const FLOW_SCREENS: ReadonlySet<string> = new Set([
  SCREENS.createNewPassword.screen,
  SCREENS.changePassword.screen,
]);

/*
 * The maintenance reminder (PrimeReact's dialog) loads when a window is near and the popup opens,
 * not with every page; a chunk that does not arrive shows the refresh dialog as any other.
 */
const MaintenanceReminder = lazy(() =>
  loadChunk(loadMaintenanceReminder).then((module) => ({ default: module.MaintenanceReminder })),
);

const isScreen = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'screen' in handle && 'titleKey' in handle;

/** Above every screen: the page title and screen name of the match, and the navigation loader. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const screen = useMatches()
    .map((match) => match.handle)
    .filter(isScreen)
    .at(-1);
  const title = screen ? t('documentTitle', { screen: t(screen.titleKey) }) : t('app.name');

  useEffect(() => {
    document.title = title;
    // Read by analytics (later) and end-to-end tests.
    if (screen) document.body.dataset.screen = screen.screen;
  }, [title, screen]);
  // The password flows' tokens live only while create-new-password is the screen (spec 4).
  const screenName = screen?.screen;
  // a flag: a remote-config reading renders the banner (its own selector), not this layout again
  const reminderOpen = useSelector(
    (state: RootState) => selectMaintenance(state).reminderFor !== null,
  );
  // After sign-in the focus lands on the page heading inside the shell's main.
  useArrivalFocus('main');
  useEffect(() => {
    if (!screenName || !FLOW_SCREENS.has(screenName)) clearFlowTokens();
  }, [screenName]);

  return (
    <>
      {screenName !== SCREENS.systemMaintenance.screen && <AnnouncementBanner />}
      <Outlet />
      {reminderOpen && (
        <Suspense fallback={null}>
          <MaintenanceReminder />
        </Suspense>
      )}
      {navigation.state === 'loading' && <PageLoader overlay />}
      {/* The one no-internet dialog, over any screen (components/dialogs/no-internet-dialog). */}
      <NoInternetDialog />
    </>
  );
}
