import { Alert, Box, Typography } from '@mui/material';
import { NO_ACCESS } from '#contract/permissions';

/** A screen opened by its address that the admin's roles do not allow (issue 40): said, rather than an empty page. */
export const NoAccess = () => (
  <Box sx={{ p: 2 }}>
    <Alert severity="warning" role="alert">
      <Typography variant="h6" component="h1">
        {NO_ACCESS}
      </Typography>
    </Alert>
  </Box>
);
