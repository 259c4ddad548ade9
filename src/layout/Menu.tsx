import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, MenuList, useMediaQuery, type Theme } from '@mui/material';
import { useLogout, useNotify, useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { session } from '../authProvider';
import { sections } from '../routing/appSections';
import type { MenuEntry } from '../routing/section';
import { messages } from '#contract/rules';
import { menuIcons } from './menuIcons';

/** The sidebar of spec section 2: the items of the sections that have one, in their order. */
export const items = Object.values(sections).flatMap(({ menu }) => (menu ? [menu] : []));

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);
export const highlights = (item: MenuEntry, pathname: string) => item.roots.some((root) => isUnder(pathname, root));

export const Menu = () => {
  // The slide-out menu is react-admin's temporary drawer, which its Sidebar uses below the 'sm' breakpoint.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();

  const closeOnSmall = () => {
    if (isSmall) setOpen(false);
  };

  const signOut = () => {
    // The spec's small-screen menu only closes on Sign Out.
    if (isSmall) return setOpen(false);
    if (!session.token()) return notify(messages.tokenNotFound, { type: 'error' });
    void logout({}, '/', false);
    notify('app.menu.logout_success', { type: 'success' });
  };

  return (
    <nav aria-label={translate('app.menu.name')}>
      <MenuList sx={{ pt: 1 }}>
        {items.map((item) => {
          const selected = highlights(item, pathname);
          const Icon = menuIcons[item.icon];
          return (
            <MenuItem
              key={item.label}
              component={Link}
              to={isSmall && item.mobileTo ? item.mobileTo : item.to}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={closeOnSmall}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText>{translate(item.label)}</ListItemText>
            </MenuItem>
          );
        })}
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText>{translate('app.menu.sign_out')}</ListItemText>
        </MenuItem>
      </MenuList>
    </nav>
  );
};
