import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { chevronDownIcon, chevronUpIcon, timesIcon } from '@/components/plain/frame-icons';
import { PrimeIcon } from '@/components/plain/prime-icons';
import { selectModules } from '@/lib/session';
import { isActive, visibleEntries, type SideMenuEntry } from '../side-menu-entries';

export interface SideMenuProps {
  faqUrl: string | undefined;
  /** The id the header's menu button controls. */
  id: string;
  /** Open as an overlay (narrow screens; wide screens always show the menu). */
  open: boolean;
  /** Escape or the close button (focus back to the menu button), or focus leaving the menu. */
  onClose: (returnFocus: boolean) => void;
  /** A link was followed (the overlay closes and focus moves to the content). */
  onNavigate: () => void;
}

/**
 * The side menu (spec part 1 section 2): open/close children, active by route, FAQ outside. On a
 * narrow screen it is an overlay the header's menu button opens (shell-layout.css): focus moves
 * into it, Escape or its close button closes it.
 */
export function SideMenu({ faqUrl, id, open: overlayOpen, onClose, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const modules = useSelector(selectModules);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (overlayOpen) nav.current?.querySelector<HTMLElement>('.side-menu__link')?.focus();
  }, [overlayOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (overlayOpen && event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };
  // Tabbing out of the open overlay closes it, so focus never sits on content it covers. The
  // menu button is left out: its own click toggles.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (!overlayOpen || !(to instanceof Element)) return;
    if (nav.current?.contains(to) || to.closest(`[aria-controls="${id}"]`)) return;
    onClose(false);
  };

  const link = (entry: SideMenuEntry) => {
    const content = (
      <>
        <PrimeIcon icon={entry.icon} />
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
          onClick={onNavigate}
          data-testid="side-menu-faq"
        >
          {content}
        </a>
      );
    }
    // A plain Link: NavLink would set aria-current from its own path match and miss the pages an
    // entry owns beyond its path (the COB request: isActive's alsoActive).
    const active = isActive(entry, pathname, search);
    return (
      <Link
        to={entry.path ?? '#'}
        className={`side-menu__link${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        data-testid={`side-menu-${entry.id}`}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav
      id={id}
      ref={nav}
      className={`side-menu${overlayOpen ? ' is-open' : ''}`}
      aria-label={t('menu.label')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="side-menu__close"
        aria-label={t('menu.close')}
        onClick={() => onClose(true)}
        data-testid="side-menu-close"
      >
        <PrimeIcon icon={timesIcon} />
      </button>
      <ul>
        {visibleEntries(modules).map((entry) => {
          if (!entry.children) return <li key={entry.id}>{link(entry)}</li>;
          const expanded = open[entry.id] ?? isActive(entry, pathname, search);
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={`side-menu__link side-menu__parent${isActive(entry, pathname, search) ? ' is-active' : ''}`}
                aria-expanded={expanded}
                aria-controls={`side-menu-${entry.id}-children`}
                onClick={() => setOpen((state) => ({ ...state, [entry.id]: !expanded }))}
                data-testid={`side-menu-${entry.id}`}
              >
                <PrimeIcon icon={entry.icon} />
                <span>{t(entry.labelKey.replace('shell:', '') as 'menu.home')}</span>
                <PrimeIcon icon={expanded ? chevronUpIcon : chevronDownIcon} />
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
