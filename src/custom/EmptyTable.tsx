import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a table shows when it has no rows: the spec's 'No data available' unless a `message` key is given. */
export const EmptyTable = ({ message = 'ra.navigation.no_results' }: { message?: string }) => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate(message)}
    </Typography>
  );
};
