import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { textKey } from '../../declared/texts';
import { TicketGroup } from './TicketGroup';
import { ticketGroups } from './ticketStatus';

/** Settings > Reporter tickets: In Progress, Under Review and Resolved side by side, stacked on a phone. */
export const ReporterTickets = () => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      mt: 2,
      alignItems: 'start',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
    }}
  >
    <Title title={textKey(reporterTickets, 'title')} />
    {ticketGroups.map((status) => (
      <TicketGroup key={status} status={status} />
    ))}
  </Box>
);
