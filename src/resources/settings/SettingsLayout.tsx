import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs, type RouteTab } from '../../custom';

/** Settings sub-navigation (spec section 2); the tabs come from the pages listed in src/sections.tsx. */
export const SettingsLayout = ({ tabs }: { tabs: RouteTab[] }) => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs label="app.settings.title" tabs={tabs} />
    <Outlet />
  </Box>
);
