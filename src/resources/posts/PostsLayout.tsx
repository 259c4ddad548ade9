import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { postPaths } from './paths';

/** The tabs in the spec's order (kept out of paths.ts, which the first screen loads); labels are catalogue keys. */
export const postTabs = [
  { label: 'app.posts.tabs.pending', to: postPaths.pending },
  { label: 'app.posts.tabs.published', to: postPaths.published },
  { label: 'app.posts.tabs.scheduled', to: postPaths.scheduled },
  { label: 'app.posts.tabs.trash', to: postPaths.trash },
];

/** The Posts section's tabs (each a route). */
export const PostsLayout = () => (
  <Box sx={{ pt: 1 }}>
    <RouteTabs label="app.posts.title" tabs={postTabs} />
    <Outlet />
  </Box>
);
