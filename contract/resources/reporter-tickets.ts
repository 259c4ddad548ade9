import { defineResource } from '../resource';

/** Every move of a ticket is confirmed first (spec sections 2 and 4). */
const changeConfirm = { title: 'Are you sure?', text: 'Do you want to change the status of ticket?' };

/** Reporters' tickets (spec section 3): cards in three groups; a ticket only moves forward, each move confirmed. */
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
      // Spec section 3's values word for word, `in progress` with its space; a body may also write it `inProgress`.
      values: ['in progress', 'underReview', 'resolved'],
      default: 'in progress',
      transitions: { 'in progress': ['underReview', 'resolved'], underReview: ['resolved'], resolved: [] },
      describe: 'in progress, underReview or resolved',
      input: 'in progress (or inProgress), underReview or resolved',
      label: 'Status',
    },
    roleID: { type: 'reporter', column: 'reporterId', label: 'Reporter', list: true },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  search: { fields: { description: 'A' } },
  api: {
    tag: 'Reporter tickets',
    list: {
      path: '/reporter/tickets/get',
      key: 'reporterTicketsList',
      summary: 'Tickets grouped by status, newest first in each group',
      groupedBy: 'reporterTicketStatus',
      groups: { 'in progress': 'inProgressTickets', underReview: 'underReviewTickets', resolved: 'resolvedTickets' },
      groupLimit: { default: 100, maximum: 500, description: 'Most tickets per group' },
    },
    status: {
      path: '/reporter/ticket/{id}',
      key: 'reporterTicket',
      message: 'Ticket updated successfully',
      summary: 'Move a ticket forward: in progress to underReview or resolved, underReview to resolved',
      invalid: 'Ticket status must be one of in progress, underReview, resolved',
      refused: 'Ticket cannot move from {from} to {to}',
      refusal: 'Failed to update ticket',
      failure: 'Error updating ticket',
    },
  },
  screen: {
    path: '/settings/reporter-tickets',
    menu: { settingsTab: 'Reporter tickets' },
    title: 'Reporter tickets',
    cards: {
      groups: { 'in progress': 'In Progress', underReview: 'Under Review', resolved: 'Resolved' },
      empty: 'No Tickets Found',
      failed: 'The tickets could not be loaded.',
      final: 'Closed',
      image: "%{name}'s ticket image",
    },
    // Offered where the transitions allow: Review and Resolve on a ticket in progress, Resolve on one under review.
    rowActions: [
      { call: 'status', value: 'underReview', label: 'Review', confirm: changeConfirm },
      { call: 'status', value: 'resolved', label: 'Resolve', confirm: changeConfirm },
    ],
  },
});
