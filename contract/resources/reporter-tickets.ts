import { defineResource } from '../resource';

/** Reporters' tickets (spec section 3): listed in three groups; a ticket only moves forward. */
export const reporterTickets = defineResource({
  name: 'reporterTickets',
  table: 'reporter_tickets',
  id: 'reporterTicketID',
  noun: 'Ticket',
  fields: {
    description: { type: 'text', label: 'Description', list: true },
    ticketImageURL: { type: 'image', column: 'imageKey', label: 'Image', list: true },
    reporterTicketStatus: {
      type: 'status',
      column: 'status',
      values: ['inProgress', 'underReview', 'resolved'],
      default: 'inProgress',
      transitions: { inProgress: ['underReview', 'resolved'], underReview: ['resolved'], resolved: [] },
      describe: 'inProgress, underReview or resolved',
      input: 'inProgress (or "in progress"), underReview or resolved',
      label: 'Status',
    },
    roleID: { type: 'reporter', column: 'reporterId', label: 'Reporter', list: true },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  api: {
    tag: 'Reporter tickets',
    list: {
      path: '/reporter/tickets/get',
      key: 'reporterTicketsList',
      summary: 'Tickets grouped by status, newest first in each group',
      groupedBy: 'reporterTicketStatus',
      groups: { inProgress: 'inProgressTickets', underReview: 'underReviewTickets', resolved: 'resolvedTickets' },
      groupLimit: { default: 100, maximum: 500, description: 'Most tickets per group' },
    },
    status: {
      path: '/reporter/ticket/{id}',
      key: 'reporterTicket',
      message: 'Ticket updated successfully',
      summary: 'Move a ticket forward: inProgress to underReview or resolved, underReview to resolved',
      invalid: 'Ticket status must be one of inProgress, underReview, resolved',
      refused: 'Ticket cannot move from {from} to {to}',
    },
  },
  screen: {
    path: '/settings/reporter-tickets',
    menu: { settingsTab: 'Reporter tickets' },
    title: 'Reporter tickets',
    /** Cards in three groups side by side, with their moves: src/resources/reporter-tickets/. */
    overrides: ['screen'],
  },
});
