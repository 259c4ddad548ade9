import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { reporterTabs } from './paths';

/** The Reporters section's tabs (each a route), above the open tab's list. */
export const ReportersLayout = () => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs label="app.reporters.title" tabs={reporterTabs} />
    <Outlet />
  </Box>
);
