import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { jobPaths } from './paths';

const jobTabs = [
  { label: 'app.jobs.tabs.active', to: jobPaths.active },
  { label: 'app.jobs.tabs.expired', to: jobPaths.expired },
];

/** The Jobs section's tabs (each a route). */
export const JobsLayout = () => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs label="app.jobs.title" tabs={jobTabs} />
    <Outlet />
  </Box>
);
