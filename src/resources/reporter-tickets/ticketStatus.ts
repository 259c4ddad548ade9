/** The ticket groups as the server names them, in the order shown (spec sections 3 and 4). */
export const ticketGroups = ['inProgress', 'underReview', 'resolved'] as const;

export type TicketStatus = (typeof ticketGroups)[number];

/** The moves each group offers: Review and Resolve, then Resolve; a resolved ticket is closed. */
export const ticketMoves: Record<TicketStatus, { to: TicketStatus; label: string }[]> = {
  inProgress: [
    { to: 'underReview', label: 'app.reporter_tickets.review' },
    { to: 'resolved', label: 'app.reporter_tickets.resolve' },
  ],
  underReview: [{ to: 'resolved', label: 'app.reporter_tickets.resolve' }],
  resolved: [],
};
