import { Avatar, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { isRow } from '../../dataProvider/json';
import { TicketActions } from './TicketActions';
import { TicketImage } from './TicketImage';
import type { TicketStatus } from './ticketStatus';

const reporterOf = (ticket: RaRecord) => {
  const reporter = isRow(ticket.roleID) ? ticket.roleID : {};
  const name = [reporter.firstName, reporter.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return { name, picture: typeof reporter.profilePic === 'string' ? reporter.profilePic : undefined };
};

/** One ticket: the reporter's avatar and name, the description, the optional image, and its moves. */
export const TicketCard = ({ ticket, status }: { ticket: RaRecord; status: TicketStatus }) => {
  const { name, picture } = reporterOf(ticket);
  const image = typeof ticket.ticketImageURL === 'string' ? ticket.ticketImageURL : undefined;
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent component={Stack} spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={picture} alt={name} sx={{ width: 40, height: 40 }}>
            {name.charAt(0)}
          </Avatar>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {String(ticket.description ?? '')}
        </Typography>
        {image && <TicketImage src={image} name={name} />}
        <TicketActions ticket={ticket} status={status} />
      </CardContent>
    </Card>
  );
};

export const TicketCardSkeleton = () => (
  <Card variant="outlined" aria-hidden>
    <CardContent component={Stack} spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton width="50%" />
      </Stack>
      <Skeleton />
      <Skeleton width="80%" />
    </CardContent>
  </Card>
);
