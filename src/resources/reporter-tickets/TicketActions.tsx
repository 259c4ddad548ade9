import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Confirm, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { errorStatus, resourceName } from '../../dataProvider';
import { textKey } from '../../declared/texts';
import { ticketMoves, type TicketStatus } from './ticketStatus';

/**
 * Review and Resolve for an open ticket, Closed for a resolved one. Each move asks first (spec sections 2 and 4); a
 * refused move says 'Failed to update ticket', one that never reached the server 'Error updating ticket'.
 */
export const TicketActions = ({ ticket, status }: { ticket: RaRecord; status: TicketStatus }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [target, setTarget] = useState<TicketStatus>();

  if (status === 'resolved') return <Chip label={translate('app.reporter_tickets.closed')} size="small" />;

  const move = () => {
    const to = target;
    setTarget(undefined);
    if (!to) return;
    void update(
      resourceName('reporterTickets'),
      { id: ticket.id, data: { reporterTicketStatus: to }, previousData: ticket, meta: { call: 'status' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(textKey(reporterTickets, `status.${to}`), { type: 'success' });
          // The ticket changes group: every group is read again from the one call.
          refresh();
        },
        onError: (error) =>
          notify(errorStatus(error) ? 'app.reporter_tickets.failed' : 'app.reporter_tickets.error', { type: 'error' }),
      },
    );
  };

  return (
    <Stack direction="row" spacing={1}>
      {ticketMoves[status].map(({ to, label }) => (
        <Button
          key={to}
          size="small"
          variant={to === 'resolved' ? 'contained' : 'outlined'}
          color={to === 'resolved' ? 'success' : 'primary'}
          disabled={isPending}
          onClick={() => setTarget(to)}
        >
          {translate(label)}
        </Button>
      ))}
      <Confirm
        isOpen={target !== undefined}
        title="app.reporter_tickets.confirm_title"
        content="app.reporter_tickets.confirm_content"
        onConfirm={move}
        onClose={() => setTarget(undefined)}
      />
    </Stack>
  );
};
