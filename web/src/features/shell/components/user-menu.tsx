import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import { signOutRequested } from '../../../lib/session';

/** The header's user menu: My Account and Sign Out (spec part 1 section 2, shared shell). */
export function UserMenu({ userName }: { userName: string }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const items: MenuItem[] = [
    {
      id: 'user-menu-my-account',
      label: t('header.myAccount'),
      icon: 'pi pi-user',
      command: () => void navigate(PATHS.myProfile),
    },
    {
      id: 'user-menu-sign-out',
      label: t('header.signOut'),
      icon: 'pi pi-sign-out',
      command: () => dispatch(signOutRequested()),
    },
  ];
  return (
    <>
      <Button
        type="button"
        className="user-menu__button"
        text
        icon="pi pi-user"
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
