import { Typography } from '@mui/material';
import { useContext } from 'react';
import { ListContext, useTranslate } from 'react-admin';
import { isFailedList } from '../dataProvider/failedList';
import { ListLoadError } from './ListLoadError';

/**
 * What a table shows when it has no rows: the spec's 'No data available' unless a `message` key is given; inside a
 * list that could not be loaded, that and a Retry instead (an empty list it was not).
 */
export const EmptyTable = ({ message = 'ra.navigation.no_results' }: { message?: string }) => {
  const translate = useTranslate();
  // Read softly: EmptyTable may also stand outside any list.
  const list = useContext(ListContext) as { meta?: unknown; refetch?: () => unknown } | undefined;
  if (list && isFailedList(list.meta)) return <ListLoadError onRetry={() => void list.refetch?.()} />;
  return (
    <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
      {translate(message)}
    </Typography>
  );
};
