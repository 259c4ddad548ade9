import { can, languagesOf } from '#contract/permissions';
import type { Db } from '../db/client.js';
import { recordAudit } from '../audit/audit-recorder.js';
import type { DeskRecords } from '../lib/desk-records.js';
import { badRequest, HttpError, notFound } from '../lib/http-errors.js';
import type { RequestContext } from '../lib/request-context.js';
import { isUuid, requireId } from '../lib/validate.js';
import { notify } from '../notifications/notifications.service.js';
import { DeskRepository, type DeskNote } from './desk.repository.js';

/** How long a note's author may change or delete it (issue 44). */
export const NOTE_EDIT_MINUTES = 10;
export const deskMessages = {
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  noAdmin: 'adminID must be the id of an active admin, or null',
  noteAdded: 'Note added',
  noteUpdated: 'Note updated',
  noteDeleted: 'Note deleted',
  noteText: 'Note must be 1 to 2000 characters',
  notAuthor: 'Only the author of a note can change or delete it',
  tooLate: `A note can be changed or deleted only within ${NOTE_EDIT_MINUTES} minutes of writing it`,
} as const;
const NOTE = 'Note';
const NOTE_MAX = 2000;

const noteDto = (row: { note: DeskNote; authorName: string }) => ({
  noteID: row.note.id,
  author: { adminID: row.note.authorId, name: row.authorName },
  text: row.note.text,
  mentions: row.note.mentions,
  createdAt: row.note.createdAt.toISOString(),
  editedAt: row.note.editedAt?.toISOString() ?? null,
});

const noteText = (text: unknown) => {
  const value = typeof text === 'string' ? text.trim() : '';
  if (value.length === 0 || value.length > NOTE_MAX) throw badRequest(deskMessages.noteText);
  return value;
};

/**
 * The ids of the active admins a note mentions, written `@First Last` as the app's completion inserts them: the
 * longest name first, so "@Asha Rao" is not read as a mention of an admin named "Asha".
 */
const mentionsIn = (text: string, admins: readonly { adminId: string; name: string }[]) => {
  const lower = text.toLowerCase();
  const found = new Set<string>();
  for (const admin of [...admins].sort((a, b) => b.name.length - a.name.length)) {
    const mention = `@${admin.name.toLowerCase()}`;
    let at = lower.indexOf(mention);
    while (at !== -1) {
      const after = lower.charAt(at + mention.length);
      if (!/[\p{L}\p{N}_]/u.test(after)) {
        found.add(admin.adminId);
        break;
      }
      at = lower.indexOf(mention, at + 1);
    }
  }
  return [...found];
};

/**
 * The review desk (issue 44): who a record is assigned to, and its internal notes. A record the caller's role does
 * not reach (another language) does not exist for them: 404, as in its own lists.
 */
export class DeskService {
  private readonly repository: DeskRepository;

  constructor(
    private readonly db: Db,
    private readonly byName: ReadonlyMap<string, DeskRecords>,
  ) {
    this.repository = new DeskRepository(db);
  }

  /** The record, checked in the caller's scope; 404 when it is not there for them. */
  private async reach(records: DeskRecords, id: string, ctx: RequestContext, db = this.db) {
    requireId(id, records.noun);
    const record = await new DeskRepository(db).findRecord(records, id, db !== this.db);
    const languages = ctx.access && languagesOf(ctx.access, records.name);
    if (!record || (languages && !languages.includes(record.languageId ?? ''))) throw notFound(records.noun);
    return record;
  }

  private async actorName(ctx: RequestContext) {
    const [actor] = await this.repository.activeAdmins([ctx.userId]);
    return actor?.name ?? 'An admin';
  }

  async assignee(records: DeskRecords, id: string, ctx: RequestContext) {
    await this.reach(records, id, ctx);
    const row = await this.repository.assignment(records.name, id);
    return row ? { adminID: row.adminId, name: row.name } : null;
  }

  /** The assignees of several records at once (a list page's column); ids out of reach are left out. */
  async assignees(records: DeskRecords, ids: readonly string[], ctx: RequestContext) {
    const languages = ctx.access && languagesOf(ctx.access, records.name);
    const rows = await this.repository.assignments(records, ids.filter(isUuid), languages);
    return rows.map((row) => ({ recordId: row.recordId, adminID: row.adminId, name: row.name }));
  }

  async assign(records: DeskRecords, id: string, adminId: unknown, ctx: RequestContext) {
    if (adminId !== null && !isUuid(adminId)) throw badRequest(deskMessages.noAdmin);
    const actorName = await this.actorName(ctx);
    await this.db.transaction(async (tx) => {
      await this.reach(records, id, ctx, tx);
      const desk = new DeskRepository(tx);
      if (adminId === null) await desk.unassign(records.name, id);
      else {
        const [admin] = await desk.activeAdmins([adminId]);
        if (!admin) throw badRequest(deskMessages.noAdmin);
        await desk.assign(records.name, id, adminId, ctx.userId);
      }
      await recordAudit(tx, ctx, {
        action: 'assign',
        resource: records.recorded,
        recordIds: [id],
        detail: { adminID: adminId },
      });
      if (adminId !== null)
        await notify(tx, ctx.userId, [
          {
            adminId,
            kind: 'assigned',
            resource: records.name,
            recordId: id,
            text: `${actorName} assigned you a ${records.noun.toLowerCase()}`,
          },
        ]);
    });
    const assignee = await this.assignee(records, id, ctx);
    return { message: assignee ? deskMessages.assigned : deskMessages.unassigned, assignee };
  }

  async notes(records: DeskRecords, id: string, ctx: RequestContext) {
    await this.reach(records, id, ctx);
    return (await this.repository.notes(records.name, id)).map(noteDto);
  }

  async addNote(records: DeskRecords, id: string, text: unknown, ctx: RequestContext) {
    const value = noteText(text);
    const mentions = mentionsIn(value, await this.repository.everyActiveAdmin());
    const actorName = await this.actorName(ctx);
    const noteId = await this.db.transaction(async (tx) => {
      await this.reach(records, id, ctx, tx);
      const desk = new DeskRepository(tx);
      const created = await desk.insertNote({
        resource: records.name,
        recordId: id,
        authorId: ctx.userId,
        text: value,
        mentions,
      });
      await recordAudit(tx, ctx, {
        action: 'note',
        resource: records.recorded,
        recordIds: [id],
        detail: { noteID: created, mentions },
      });
      await this.notifyMentioned(tx, records, id, mentions, actorName, ctx);
      return created;
    });
    return noteDto((await this.repository.note(noteId))!);
  }

  private notifyMentioned(
    tx: Db,
    records: DeskRecords,
    id: string,
    mentions: readonly string[],
    actorName: string,
    ctx: RequestContext,
  ) {
    return notify(
      tx,
      ctx.userId,
      mentions.map((adminId) => ({
        adminId,
        kind: 'mentioned' as const,
        resource: records.name,
        recordId: id,
        text: `${actorName} mentioned you in a note on a ${records.noun.toLowerCase()}`,
      })),
    );
  }

  /** The note, locked, if the caller wrote it less than 10 minutes ago and still reaches its record. */
  private async ownRecentNote(tx: Db, noteId: string, ctx: RequestContext) {
    const row = await new DeskRepository(tx).note(requireId(noteId, NOTE), true);
    const records = row && this.byName.get(row.note.resource);
    if (!row || !records || (ctx.access && !can(ctx.access, records.name, 'status'))) throw notFound(NOTE);
    await this.reach(records, row.note.recordId, ctx, tx).catch(() => {
      throw notFound(NOTE);
    });
    if (row.note.authorId !== ctx.userId) throw new HttpError(403, deskMessages.notAuthor);
    if (Date.now() - row.note.createdAt.getTime() > NOTE_EDIT_MINUTES * 60_000)
      throw new HttpError(403, deskMessages.tooLate);
    return { note: row.note, records };
  }

  async updateNote(noteId: string, text: unknown, ctx: RequestContext) {
    const value = noteText(text);
    const mentions = mentionsIn(value, await this.repository.everyActiveAdmin());
    const actorName = await this.actorName(ctx);
    await this.db.transaction(async (tx) => {
      const { note, records } = await this.ownRecentNote(tx, noteId, ctx);
      await new DeskRepository(tx).updateNote(note.id, { text: value, mentions });
      await recordAudit(tx, ctx, {
        action: 'noteEdit',
        resource: records.recorded,
        recordIds: [note.recordId],
        changes: [{ field: 'text', before: note.text, after: value }],
        detail: { noteID: note.id, mentions },
      });
      // Only those the edit newly mentions: the others heard of the note already.
      const added = mentions.filter((adminId) => !note.mentions.includes(adminId));
      await this.notifyMentioned(tx, records, note.recordId, added, actorName, ctx);
    });
    return noteDto((await this.repository.note(noteId))!);
  }

  async deleteNote(noteId: string, ctx: RequestContext) {
    await this.db.transaction(async (tx) => {
      const { note, records } = await this.ownRecentNote(tx, noteId, ctx);
      await new DeskRepository(tx).deleteNote(note.id);
      await recordAudit(tx, ctx, {
        action: 'noteDelete',
        resource: records.recorded,
        recordIds: [note.recordId],
        changes: [{ field: 'text', before: note.text, after: null }],
        detail: { noteID: note.id, mentions: note.mentions },
      });
    });
  }

  /** The active admins, to assign a record to or mention in a note. */
  admins() {
    return this.repository.everyActiveAdmin();
  }
}
