import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NavLink, useLocation } from 'react-router-dom';
import { canAccess } from '../../../lib/module-access';
import { selectModules } from '../../../lib/session';
import { isActive, SIDE_MENU, type SideMenuEntry } from '../side-menu-entries';

/** Entries the user's modules open; a parent stays while one of its children does. */
export function visibleEntries(modules: readonly string[]): SideMenuEntry[] {
  return SIDE_MENU.filter((entry) => canAccess(modules, entry.id)).flatMap((entry) => {
    if (!entry.children) return [entry];
    const children = entry.children.filter((child) => canAccess(modules, child.id));
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The side menu (spec part 1 section 2): open/close children, active by route, FAQ outside. */
export function SideMenu({ faqUrl }: { faqUrl: string | undefined }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const modules = useSelector(selectModules);
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const link = (entry: SideMenuEntry) => {
    const content = (
      <>
        <i className={`pi ${entry.icon}`} aria-hidden />
        <span>{t(entry.labelKey.replace('shell:', '') as 'menu.home')}</span>
      </>
    );
    if (entry.id === 'faq') {
      return (
        <a
          className="side-menu__link"
          href={faqUrl ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="side-menu-faq"
        >
          {content}
        </a>
      );
    }
    const active = isActive(entry, pathname);
    return (
      <NavLink
        to={entry.path ?? '#'}
        className={`side-menu__link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-testid={`side-menu-${entry.id}`}
      >
        {content}
      </NavLink>
    );
  };

  return (
    <nav className="side-menu" aria-label={t('menu.label')}>
      <ul>
        {visibleEntries(modules).map((entry) => {
          if (!entry.children) return <li key={entry.id}>{link(entry)}</li>;
          const expanded = open[entry.id] ?? isActive(entry, pathname);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={`side-menu__link side-menu__parent${isActive(entry, pathname) ? ' is-active' : ''}`}
                aria-expanded={expanded}
                aria-controls={`side-menu-${entry.id}-children`}
                onClick={() => setOpen((state) => ({ ...state, [entry.id]: !expanded }))}
                data-testid={`side-menu-${entry.id}`}
              >
                <i className={`pi ${entry.icon}`} aria-hidden />
                <span>{t(entry.labelKey.replace('shell:', '') as 'menu.home')}</span>
                <i className={`pi ${expanded ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden />
              </button>
              {expanded && (
                <ul id={`side-menu-${entry.id}-children`} className="side-menu__children">
                  {entry.children.map((child) => (
                    <li key={child.id}>{link(child)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
