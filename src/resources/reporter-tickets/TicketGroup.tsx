import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ListLoadError } from '../../list/ListLoadError';
import { isFailedList, resourceName } from '../../dataProvider';
import { TicketCard, TicketCardSkeleton } from './TicketCard';
import type { TicketStatus } from './ticketStatus';

/** The server answers at most this many tickets per group, newest first. */
const GROUP_LIMIT = 100;

/**
 * One group of tickets. The three groups come from one call (the registry's `reuse`), so they load and fail together;
 * a failure shows as such rather than as 'No Tickets Found'.
 */
export const TicketGroup = ({ status }: { status: TicketStatus }) => {
  const translate = useTranslate();
  const headingId = useId();
  const { data, isPending, meta, refetch } = useGetList(resourceName('reporterTickets'), {
    filter: { status },
    pagination: { page: 1, perPage: GROUP_LIMIT },
  });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, bgcolor: 'background.default' }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {translate(`app.reporter_tickets.groups.${status}`)}
      </Typography>
      <Stack spacing={2}>
        {isPending ? (
          <>
            <TicketCardSkeleton />
            <TicketCardSkeleton />
          </>
        ) : isFailedList(meta) ? (
          <ListLoadError message="app.reporter_tickets.load_failed" onRetry={() => void refetch()} />
        ) : data?.length ? (
          data.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} status={status} />)
        ) : (
          <Typography color="text.secondary">{translate('app.reporter_tickets.empty')}</Typography>
        )}
      </Stack>
    </Paper>
  );
};
