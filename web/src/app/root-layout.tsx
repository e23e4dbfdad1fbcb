import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import type { ScreenHandle } from './routes';

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

  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && <PageLoader overlay />}
    </>
  );
}
