/** Settings > Reporter tickets (spec section 2). */
export const reporterTicketsPath = '/settings/reporter-tickets';
