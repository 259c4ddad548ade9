import { Typography } from '@mui/material';

export const NO_DATA = 'No data available';

/** What a table shows when it has no rows. */
export const EmptyTable = ({ message = NO_DATA }: { message?: string }) => (
  <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
    {message}
  </Typography>
);
