import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import { ticketStatuses, type TicketStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { requireId } from '../lib/validate.js';
import { ReporterTicketsRepository, type TicketWithReporter } from '../repositories/reporter-tickets.repository.js';

export const ticketDto = ({ ticket, reporter }: TicketWithReporter, ctx: Pick<RequestContext, 'mediaUrl'>) => ({
  reporterTicketID: ticket.id,
  description: ticket.description,
  ticketImageURL: ctx.mediaUrl(ticket.imageKey),
  reporterTicketStatus: ticket.status,
  roleID: {
    roleID: reporter.id,
    profilePic: ctx.mediaUrl(reporter.profilePicKey),
    firstName: reporter.firstName,
    lastName: reporter.lastName,
  },
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
});

export const TICKET_STATUS_INVALID = 'Ticket status must be one of inProgress, underReview, resolved';

/** Tickets only move forward; a resolved ticket is closed. */
const nextStatuses: Record<TicketStatus, TicketStatus[]> = {
  inProgress: ['underReview', 'resolved'],
  underReview: ['resolved'],
  resolved: [],
};

/** Accepts the stored names and the spec's prose ("in progress"), in any case. */
const ticketStatusOf = (value: unknown): TicketStatus => {
  const key = typeof value === 'string' ? value.replace(/[\s_-]+/g, '').toLowerCase() : '';
  const status = ticketStatuses.find((candidate) => candidate.toLowerCase() === key);
  if (!status) throw badRequest(TICKET_STATUS_INVALID);
  return status;
};

export class ReporterTicketsService {
  private readonly tickets: ReporterTicketsRepository;

  constructor(private readonly db: Db) {
    this.tickets = new ReporterTicketsRepository(db);
  }

  /** Each group is capped so the call stays bounded however many tickets pile up. */
  async list(limit: number, ctx: RequestContext) {
    const [inProgress, underReview, resolved] = await Promise.all(
      ticketStatuses.map((status) => this.tickets.listByStatus(status, limit)),
    );
    const dto = (row: TicketWithReporter) => ticketDto(row, ctx);
    return {
      inProgressTickets: inProgress.map(dto),
      underReviewTickets: underReview.map(dto),
      resolvedTickets: resolved.map(dto),
    };
  }

  async setStatus(id: string, body: { reporterTicketStatus?: unknown }, ctx: RequestContext) {
    const ticketId = requireId(id, 'Ticket');
    // The row is locked while the transition is checked, so two admins cannot both move it from the same state.
    return this.db.transaction(async (tx) => {
      const tickets = new ReporterTicketsRepository(tx);
      const found = await tickets.findById(ticketId, { lock: true });
      if (!found) throw notFound('Ticket');
      const to = ticketStatusOf(body.reporterTicketStatus);
      const from = found.ticket.status;
      if (!nextStatuses[from].includes(to)) throw conflict(`Ticket cannot move from ${from} to ${to}`);
      return ticketDto({ ticket: await tickets.setStatus(ticketId, to), reporter: found.reporter }, ctx);
    });
  }
}
