import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';

/** Settings sub-navigation (spec section 2). */
export const SettingsLayout = () => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs
      label="Settings"
      tabs={[
        { label: 'Categories', to: '/settings/categories' },
        { label: 'Reporter tickets', to: '/settings/reporter-tickets' },
        { label: "Dos and Don'ts", to: '/settings/dos-and-donts' },
        { label: 'Ad Management', to: '/settings/add-management' },
        { label: 'Languages', to: '/settings/languages' },
      ]}
    />
    <Outlet />
  </Box>
);
