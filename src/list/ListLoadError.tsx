import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * In place of a list that could not be loaded (dataProvider/failedList): says so and offers a retry, rather than
 * 'No data available'. The failure itself is only logged, as the spec asks of list fetches. EmptyTable shows it by
 * itself; use it directly where a screen renders its own empty state.
 *
 * @example
 * const { meta, refetch } = useListContext();
 * if (isFailedList(meta)) return <ListLoadError onRetry={() => void refetch()} />;
 */
export const ListLoadError = ({
  onRetry,
  message = 'app.list.load_failed',
}: {
  onRetry: () => void;
  /** Catalogue key of what could not be loaded. */
  message?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 3, display: 'grid', justifyItems: 'center', gap: 1.5 }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {translate('app.list.retry')}
      </Button>
    </Box>
  );
};
