import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reporterTickets, users, type TicketStatus } from '../db/schema.js';

const ticketWithReporter = {
  ticket: reporterTickets,
  reporter: { id: users.id, firstName: users.firstName, lastName: users.lastName, profilePicKey: users.profilePicKey },
};

export type TicketWithReporter = {
  ticket: typeof reporterTickets.$inferSelect;
  reporter: { id: string; firstName: string; lastName: string; profilePicKey: string | null };
};

export class ReporterTicketsRepository {
  constructor(private readonly db: Db) {}

  /** The newest tickets in one status, read along the (status, created_at) index. */
  listByStatus(status: TicketStatus, limit: number): Promise<TicketWithReporter[]> {
    return this.db
      .select(ticketWithReporter)
      .from(reporterTickets)
      .innerJoin(users, eq(users.id, reporterTickets.reporterId))
      .where(eq(reporterTickets.status, status))
      .orderBy(desc(reporterTickets.createdAt), desc(reporterTickets.id))
      .limit(limit);
  }

  /** With `lock`, the ticket row stays locked until the surrounding transaction ends. */
  async findById(id: string, { lock = false } = {}): Promise<TicketWithReporter | undefined> {
    const query = this.db
      .select(ticketWithReporter)
      .from(reporterTickets)
      .innerJoin(users, eq(users.id, reporterTickets.reporterId))
      .where(eq(reporterTickets.id, id));
    const [row] = await (lock ? query.for('update', { of: reporterTickets }) : query);
    return row;
  }

  async setStatus(id: string, status: TicketStatus) {
    const [row] = await this.db
      .update(reporterTickets)
      .set({ status, updatedAt: new Date() })
      .where(eq(reporterTickets.id, id))
      .returning();
    return row;
  }
}
