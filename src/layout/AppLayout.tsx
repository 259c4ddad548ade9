import { useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect } from 'react';
import {
  AppBar,
  Authenticated,
  Layout,
  LoadingIndicator,
  Sidebar,
  ToggleThemeButton,
  useNotify,
  useThemesContext,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import { Navigate, Outlet } from 'react-router-dom';
import { session, useSessionExpiry } from '../authProvider';
import { LanguageButton } from './LanguageButton';
import { loginNotice } from './login/loginNotice';
import { Menu, MenuItems, type MenuEntry } from './Menu';
import { PageSkeleton } from './PageSkeleton';
import { ProfileButton } from './ProfileButton';
import { SearchPalette } from './SearchPalette';
import { LiveProvider } from '../live/LiveProvider';
import { useDocumentTitle } from './useDocumentTitle';
import { UnavailableBanner } from './UnavailableBanner';
import { NotificationBell } from '../desk/NotificationBell';

/**
 * react-admin's default toolbar, with a name on its loading indicator: the spinner it shows while any call runs (a
 * live list's background refetch too) is a progressbar, which needs an accessible name.
 */
const TopBarToolbar = () => {
  const translate = useTranslate();
  const { darkTheme } = useThemesContext();
  return (
    <>
      <SearchPalette />
      <NotificationBell />
      <LanguageButton />
      {darkTheme && <ToggleThemeButton />}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};

const TopBar = () => <AppBar userMenu={<ProfileButton />} toolbar={<TopBarToolbar />} />;

/**
 * react-admin's sidebar. On a phone it is a modal drawer, which is a dialog and needs a name: the menu's own. (On
 * wider screens it is a plain panel, where a name would be out of place.)
 */
const AppSidebar = (props: SidebarProps) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <Sidebar {...props} {...(isSmall && { slotProps: { paper: { 'aria-label': translate('app.menu.name') } } })} />
  );
};

// react-admin's layout grows to fit its widest child; on a phone, tables and tabs scroll inside it instead.
const fitViewport = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  // A list's main column is a flex item too: without this a wide table widens it past the screen.
  '& .RaList-main': { minWidth: 0 },
};

const Shell = ({ menu }: { menu: readonly MenuEntry[] }) => {
  useSessionExpiry();
  useDocumentTitle(menu);
  const notify = useNotify();
  // A login on the standalone first screen (main.tsx) left its success toast for the app to show.
  useEffect(() => {
    const notice = loginNotice.take();
    if (notice) notify(notice, { type: 'success' });
  }, [notify]);
  return (
    <MenuItems.Provider value={menu}>
      <LiveProvider>
        <Layout appBar={TopBar} sidebar={AppSidebar} menu={Menu} sx={fitViewport}>
          <UnavailableBanner />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Layout>
      </LiveProvider>
    </MenuItems.Provider>
  );
};

/**
 * The authenticated layout of spec section 2: without an admin session every path inside goes to `/`.
 * The session is checked here first, synchronously: left to <Authenticated> alone, a visit without a session ran
 * checkAuth, logout and its cache reset in a loop that kept the page blank and never reached `/`.
 * `menu`: the sidebar's items (App.tsx reads them from the sections).
 */
export const AppLayout = ({ menu }: { menu: readonly MenuEntry[] }) =>
  session.current() ? (
    <Authenticated>
      <Shell menu={menu} />
    </Authenticated>
  ) : (
    <Navigate to="/" replace />
  );
