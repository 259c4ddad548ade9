import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { RouteTabs } from '../../custom';
import { magazinePaths } from './paths';

const magazineTabs = [
  { label: 'app.magazines.tabs.active', to: magazinePaths.active },
  { label: 'app.magazines.tabs.expired', to: magazinePaths.expired },
];

/** The heading 'Magazines' and the section's tabs (each a route). */
export const MagazinesLayout = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="h5" component="h1">
        {translate('app.magazines.title')}
      </Typography>
      <RouteTabs label="app.magazines.title" tabs={magazineTabs} />
      <Outlet />
    </Box>
  );
};
