import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, MenuList, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { createContext, useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Access } from '#contract/permissions';
import type { Allows } from '../access/access';
import { useAccess } from '../access/useAccess';
import { menuIcons, type MenuIconName } from './menuIcons';
import { useSignOut } from './useSignOut';

/** A sidebar item (spec section 2's table). */
export interface MenuEntry {
  /** Catalogue key of the item's text. */
  label: string;
  to: string;
  /** The small-screen menu's own target, where the spec gives one. */
  mobileTo?: string;
  /** Its icon in the sidebar (layout/menuIcons.ts). */
  icon: MenuIconName;
  /** Path roots whose pages highlight the item (the spec highlights by first path segment). */
  roots: readonly string[];
  /**
   * Where the item may lead, `to` first, with who may open each (issue 40): it leads to the first the admin may
   * open, and shows only when there is one. Absent: `to`, open to every admin.
   */
  pages?: readonly { to: string; allows?: Allows }[];
}

/** Where the item leads this admin (undefined: nowhere, so it is not shown), and on a small screen. */
const targetOf = (item: MenuEntry, access: Access | undefined, isSmall: boolean) => {
  const mobile = isSmall && item.mobileTo ? item.mobileTo : item.to;
  if (!item.pages?.some((page) => page.allows)) return mobile;
  if (!access) return undefined;
  const page = item.pages.find((each) => !each.allows || each.allows(access));
  return page?.to === item.to ? mobile : page?.to;
};

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);
export const highlights = (item: MenuEntry, pathname: string) => item.roots.some((root) => isUnder(pathname, root));

/**
 * The sidebar's items: the sections' that have one, in their order. App.tsx hands them to AppLayout, which provides
 * them here, as the sections sit above the layout that shows them.
 */
export const MenuItems = createContext<readonly MenuEntry[]>([]);

/** The sidebar of spec section 2. */
export const Menu = () => {
  const items = useContext(MenuItems);
  // The slide-out menu is react-admin's temporary drawer, which its Sidebar uses below the 'sm' breakpoint.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const signOutNow = useSignOut();
  const translate = useTranslate();
  const access = useAccess();

  const closeOnSmall = () => {
    if (isSmall) setOpen(false);
  };

  const signOut = () => {
    // The spec's small-screen menu only closes on Sign Out.
    if (isSmall) return setOpen(false);
    signOutNow();
  };

  return (
    // Busy until the admin's access is in: the entries that need a permission appear then.
    <nav aria-label={translate('app.menu.name')} aria-busy={access === undefined}>
      <MenuList sx={{ pt: 1 }}>
        {items.map((item) => {
          const to = targetOf(item, access, isSmall);
          if (!to) return null;
          const selected = highlights(item, pathname);
          const Icon = menuIcons[item.icon];
          return (
            <MenuItem
              key={item.label}
              component={Link}
              to={to}
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
