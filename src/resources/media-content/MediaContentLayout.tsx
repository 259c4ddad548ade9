import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { contentTabs, type MediaContentConfig } from './types';

/** A media section's tabs (each a route) in the spec's order, over the tab's screen. */
export const MediaContentLayout = ({ config }: { config: Pick<MediaContentConfig, 'area' | 'paths'> }) => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs
      label={`app.${config.area}.title`}
      tabs={contentTabs.map((tab) => ({ label: `app.${config.area}.tabs.${tab}`, to: config.paths[tab] }))}
    />
    <Outlet />
  </Box>
);
