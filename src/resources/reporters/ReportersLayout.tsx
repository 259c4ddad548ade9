import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { session } from '../../authProvider/session';
import { RouteTabs } from '../../custom';
import { reporterTabs } from './paths';

/**
 * The Reporters section's tabs (each a route). The page, search and filter are in the URL, so remembering the path
 * with its query lets the reporter detail page's back link return to exactly this list.
 */
export const ReportersLayout = () => {
  const { pathname, search } = useLocation();
  useEffect(() => session.lastLocation.set(`${pathname}${search}`), [pathname, search]);
  return (
    <Box sx={{ pt: 1 }}>
      <RouteTabs label="app.reporters.title" tabs={reporterTabs} />
      <Outlet />
    </Box>
  );
};
