import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signOutIcon, userIcon } from '@/components/plain/frame-icons';
import { PrimeIcon, type PrimeIconShape } from '@/components/plain/prime-icons';
import { PATHS } from '@/lib/paths';
import { canAccess } from '@/lib/module-access';
import { selectModules, signOutRequested } from '@/lib/session';

/**
 * An icon for PrimeReact's `icon` props, drawn as inline SVG (no icon font on the signed-in
 * frame) with the classes PrimeReact gives its icon (its place beside the label).
 */
const svgIcon =
  (shape: PrimeIconShape) =>
  ({ iconProps }: { iconProps: { className?: string } }) => (
    <PrimeIcon icon={shape} className={iconProps.className} />
  );
const USER_ICON = svgIcon(userIcon);
const SIGN_OUT_ICON = svgIcon(signOutIcon);

/** The header's user menu: My Account and Sign Out (spec part 1 section 2, shared shell). */
export function UserMenu({ userName }: { userName: string }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const modules = useSelector(selectModules);
  const items: MenuItem[] = [
    {
      id: 'user-menu-my-account',
      label: t('header.myAccount'),
      icon: USER_ICON,
      command: () => void navigate(PATHS.myProfile),
      visible: canAccess(modules, 'my_account'),
    },
    {
      id: 'user-menu-sign-out',
      label: t('header.signOut'),
      icon: SIGN_OUT_ICON,
      command: () => dispatch(signOutRequested()),
    },
  ];
  return (
    <>
      <Button
        type="button"
        className="user-menu__button"
        text
        icon={USER_ICON}
        iconPos="left"
        label={userName}
        aria-label={`${t('header.userMenu')}: ${userName}`}
        aria-haspopup="menu"
        aria-controls="user-menu"
        onClick={(event) => menu.current?.toggle(event)}
        data-testid="user-menu-button"
      />
      <Menu model={items} popup ref={menu} id="user-menu" popupAlignment="right" />
    </>
  );
}
