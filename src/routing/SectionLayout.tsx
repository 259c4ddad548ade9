import { Box, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { RouteTabs, type RouteTab } from '../layout/Tabs';
import { PageSkeleton } from '../layout/PageSkeleton';

/**
 * A section's tab bar (each tab a route) over the open tab; `title` names the bar, and with `heading` heads the page.
 */
export const SectionLayout = ({ title, heading, tabs }: { title: string; heading?: boolean; tabs: RouteTab[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 1 }}>
      {heading && (
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
      )}
      <RouteTabs label={title} tabs={tabs} />
      {/* The tab's own code loads here, so the tab bar stays while it does. */}
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </Box>
  );
};
