import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { novelPaths } from './paths';

const novelTabs = [
  { label: 'app.novels.tabs.active', to: novelPaths.active },
  { label: 'app.novels.tabs.upcoming', to: novelPaths.upcoming },
];

/** The Novels section's tabs (each a route). */
export const NovelsLayout = () => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs label="app.novels.title" tabs={novelTabs} />
    <Outlet />
  </Box>
);
