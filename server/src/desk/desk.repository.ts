import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deskAssignments, deskNotes, users } from '../db/schema.js';
import type { DeskRecords } from '../lib/desk-records.js';

export type DeskNote = typeof deskNotes.$inferSelect;

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The review desk's SQL: the records it serves, their assignments and notes, and the admins they name. */
export class DeskRepository {
  constructor(private readonly db: Db) {}

  /** The record's language (null when its kind has none), or undefined when there is no such record. */
  async findRecord(records: DeskRecords, id: string, forUpdate = false) {
    const { table } = records;
    const query = this.db
      .select({ languageId: table.languageId ? table.languageId : sql<null>`null` })
      .from(table)
      .where(and(eq(table.id, id), records.where));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row as { languageId: string | null } | undefined;
  }

  async assignment(resource: string, recordId: string) {
    const [row] = await this.db
      .select({ adminId: deskAssignments.adminId, name: fullName })
      .from(deskAssignments)
      .innerJoin(users, eq(users.id, deskAssignments.adminId))
      .where(and(eq(deskAssignments.resource, resource), eq(deskAssignments.recordId, recordId)));
    return row;
  }

  /** The assignees of those of `ids` that are records of the resource (in `languages`, when given), in one query. */
  async assignments(records: DeskRecords, ids: readonly string[], languages?: readonly string[]) {
    const { table } = records;
    if (ids.length === 0 || (languages && !table.languageId)) return [];
    return this.db
      .select({ recordId: deskAssignments.recordId, adminId: deskAssignments.adminId, name: fullName })
      .from(deskAssignments)
      .innerJoin(users, eq(users.id, deskAssignments.adminId))
      .innerJoin(table, eq(table.id, deskAssignments.recordId))
      .where(
        and(
          eq(deskAssignments.resource, records.name),
          inArray(deskAssignments.recordId, [...ids]),
          records.where,
          languages ? inArray(table.languageId!, [...languages]) : undefined,
        ),
      );
  }

  async assign(resource: string, recordId: string, adminId: string, assignedBy: string) {
    await this.db
      .insert(deskAssignments)
      .values({ resource, recordId, adminId, assignedBy })
      .onConflictDoUpdate({
        target: [deskAssignments.resource, deskAssignments.recordId],
        set: { adminId, assignedBy, assignedAt: sql`now()` },
      });
  }

  async unassign(resource: string, recordId: string) {
    await this.db
      .delete(deskAssignments)
      .where(and(eq(deskAssignments.resource, resource), eq(deskAssignments.recordId, recordId)));
  }

  /** The active admins among `ids`, with their names (who can be assigned or mentioned). */
  async activeAdmins(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ adminId: users.id, name: fullName })
      .from(users)
      .where(and(inArray(users.id, [...ids]), eq(users.role, 'Admin'), eq(users.status, 'Active')));
  }

  /** Every active admin by name, for @mentions written as `@First Last`. */
  async everyActiveAdmin() {
    return this.db
      .select({ adminId: users.id, name: fullName })
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active')))
      .orderBy(users.firstName, users.lastName);
  }

  async notes(resource: string, recordId: string) {
    return this.db
      .select({ note: deskNotes, authorName: fullName })
      .from(deskNotes)
      .innerJoin(users, eq(users.id, deskNotes.authorId))
      .where(and(eq(deskNotes.resource, resource), eq(deskNotes.recordId, recordId)))
      .orderBy(asc(deskNotes.createdAt), asc(deskNotes.id));
  }

  async note(id: string, forUpdate = false) {
    const query = this.db
      .select({ note: deskNotes, authorName: fullName })
      .from(deskNotes)
      .innerJoin(users, eq(users.id, deskNotes.authorId))
      .where(eq(deskNotes.id, id));
    const [row] = await (forUpdate ? query.for('update', { of: deskNotes }) : query);
    return row;
  }

  async insertNote(fields: Pick<DeskNote, 'resource' | 'recordId' | 'authorId' | 'text' | 'mentions'>) {
    const [row] = await this.db.insert(deskNotes).values(fields).returning({ id: deskNotes.id });
    return row.id;
  }

  async updateNote(id: string, fields: Pick<DeskNote, 'text' | 'mentions'>) {
    await this.db
      .update(deskNotes)
      .set({ ...fields, editedAt: sql`now()` })
      .where(eq(deskNotes.id, id));
  }

  async deleteNote(id: string) {
    await this.db.delete(deskNotes).where(eq(deskNotes.id, id));
  }
}
