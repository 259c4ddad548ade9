import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import WorkIcon from '@mui/icons-material/Work';
import { ListItemIcon, ListItemText, MenuItem, MenuList, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useLogout, useNotify, useSidebarState } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { session } from '../authProvider';
import { messages } from '#contract/rules';

interface Item {
  label: string;
  to: string;
  /** The small-screen menu's own target, where the spec gives one. */
  smallTo?: string;
  /** First path segments that belong to the item, for the highlight. */
  segments: string[];
  icon: ReactNode;
}

/** The sidebar of spec section 2. */
const items: Item[] = [
  { label: 'Dashboard', to: '/dashboard', segments: ['dashboard'], icon: <DashboardIcon /> },
  {
    label: 'Reporter',
    to: '/reporters/new-reporter',
    smallTo: '/reporters/reporter',
    segments: ['reporters', 'view-reporter'],
    icon: <PeopleIcon />,
  },
  { label: 'Post', to: '/posts/new-post', smallTo: '/posts/post', segments: ['posts'], icon: <ArticleIcon /> },
  { label: 'Short Video', to: '/short-video/published', segments: ['short-video'], icon: <SmartDisplayIcon /> },
  { label: 'Novels', to: '/novels/active', segments: ['novels', 'novel-category'], icon: <MenuBookIcon /> },
  { label: 'Daily Quotes', to: '/daily-quotes/published', segments: ['daily-quotes'], icon: <FormatQuoteIcon /> },
  { label: 'Magazines', to: '/magazines/active', segments: ['magazines'], icon: <NewspaperIcon /> },
  { label: 'Jobs', to: '/jobs/active', segments: ['jobs'], icon: <WorkIcon /> },
  { label: 'Settings', to: '/settings/categories', segments: ['settings'], icon: <SettingsIcon /> },
];

export const LOGOUT_SUCCESS = 'Logout successfully';
export const TOKEN_NOT_FOUND = messages.tokenNotFound;

export const Menu = () => {
  // The slide-out menu is react-admin's temporary drawer, which its Sidebar uses below the 'sm' breakpoint.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const logout = useLogout();
  const notify = useNotify();
  const segment = pathname.split('/')[1] ?? '';

  const closeOnSmall = () => {
    if (isSmall) setOpen(false);
  };

  const signOut = () => {
    // The spec's small-screen menu only closes on Sign Out.
    if (isSmall) return setOpen(false);
    if (!session.token()) return notify(TOKEN_NOT_FOUND, { type: 'error' });
    logout({}, '/', false);
    notify(LOGOUT_SUCCESS, { type: 'success' });
  };

  return (
    <nav aria-label="Main">
      <MenuList sx={{ pt: 1 }}>
        {items.map((item) => {
          const selected = item.segments.includes(segment);
          return (
            <MenuItem
              key={item.label}
              component={Link}
              to={isSmall && item.smallTo ? item.smallTo : item.to}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={closeOnSmall}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText>{item.label}</ListItemText>
            </MenuItem>
          );
        })}
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText>Sign Out</ListItemText>
        </MenuItem>
      </MenuList>
    </nav>
  );
};
