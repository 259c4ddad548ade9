import { reporterTickets } from '#contract/resources/reporter-tickets';

const { values, transitions } = reporterTickets.fields.reporterTicketStatus;

/** The ticket groups as the server names them, in the order shown (spec sections 3 and 4). */
export const ticketGroups = values;

export type TicketStatus = (typeof ticketGroups)[number];

/** The button that moves a ticket into a group (a ticket never moves back into In Progress). */
const moveLabels: Record<Exclude<TicketStatus, 'inProgress'>, string> = {
  underReview: 'app.reporter_tickets.review',
  resolved: 'app.reporter_tickets.resolve',
};

/** The moves each group offers, as the declaration's transitions allow: Review and Resolve, then Resolve. */
export const ticketMoves = Object.fromEntries(
  ticketGroups.map((from) => [
    from,
    (transitions[from] as readonly Exclude<TicketStatus, 'inProgress'>[]).map((to) => ({ to, label: moveLabels[to] })),
  ]),
) as Record<TicketStatus, { to: TicketStatus; label: string }[]>;
