import { reporterTickets } from '#contract/resources/reporter-tickets';

/** Settings > Reporter tickets (spec section 2), as its declaration gives it. */
export const reporterTicketsPath = reporterTickets.screen.path;
