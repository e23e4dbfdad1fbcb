import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { canAccess, type AccessEntry } from '../lib/module-access';
import { PATHS } from '../lib/paths';
import { selectModules } from '../lib/session';
import { NoticePage } from './notice-page';

/** Shown instead of a page whose module the user lacks (a direct URL to a hidden entry). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <NoticePage
      id="no-access-title"
      icon="lock"
      title={t('noAccess.title')}
      body={t('noAccess.body')}
      to={PATHS.home}
      linkText={t('comingSoon.home')}
      testId="no-access"
    />
  );
}

/** Renders its children only when the user's modules open `entry` (lib/module-access.ts). */
export function ModuleGate({ entry, children }: { entry: AccessEntry; children: ReactNode }) {
  const modules = useSelector(selectModules);
  return canAccess(modules, entry) ? children : <NoAccessPage />;
}

/**
 * A route component behind the module gate, for route tables:
 * `lazy: async () => ({ Component: withModuleGate('policy', (await area()).ListPage) })`.
 */
export function withModuleGate<P extends object>(entry: AccessEntry, Page: ComponentType<P>) {
  function Gated(props: P) {
    return (
      <ModuleGate entry={entry}>
        <Page {...props} />
      </ModuleGate>
    );
  }
  Gated.displayName = `withModuleGate(${entry})`;
  return Gated;
}
