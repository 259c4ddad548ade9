import type { TranslateFunction } from 'react-admin';
import { isRow } from '../dataProvider/json';
import type { Row } from '../dataProvider';

/** One changed field of an audit entry, under the resource's API field name. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of the audit log as GET /api/audit answers it (issue 28). */
export interface AuditEntry {
  auditID: string;
  at: string;
  /** A copy of who did it, kept when the account is gone; null for what no signed-in admin did (a failed sign-in). */
  actor: { roleID: string | null; name: string | null; mobileNumber: string | null } | null;
  address: string | null;
  action: string;
  resource: string;
  recordIds: string[];
  /** What each record was called when the entry was written, by id (none in entries written before issue 39). */
  recordLabels: Record<string, string>;
  changes: AuditChange[];
  /** The fields of `changes` a revert puts back (a file's only while the file it names is kept). */
  revertable: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A status change by a list of ids or by filter records each record's status before in `detail.before` (by id), not
 * in its changes, since the records may have had different ones: an entry of one record shows it as its before-value.
 */
const withBulkBefore = (entry: AuditEntry, detail: unknown): AuditEntry => {
  const before = isRow(detail) && isRow(detail.before) ? detail.before : undefined;
  const [id] = entry.recordIds;
  if (!before || entry.recordIds.length !== 1 || !(id in before)) return entry;
  return {
    ...entry,
    changes: entry.changes.map((change) =>
      change.before === null && /status$/i.test(change.field) ? { ...change, before: before[id] } : change,
    ),
  };
};

/** An entry from a list row; fields the answer lacks read as empty rather than breaking the screen. */
export const auditEntryOf = (row: Row): AuditEntry => withBulkBefore(readEntry(row), row.detail);

const readEntry = (row: Row): AuditEntry => ({
  auditID: text(row.auditID),
  at: text(row.at),
  actor: isRow(row.actor)
    ? {
        roleID: text(row.actor.roleID) || null,
        name: text(row.actor.name) || null,
        mobileNumber: text(row.actor.mobileNumber) || null,
      }
    : null,
  address: text(row.address) || null,
  action: text(row.action),
  resource: text(row.resource),
  recordIds: Array.isArray(row.recordIds) ? row.recordIds.map(String) : [],
  recordLabels: isRow(row.recordLabels)
    ? Object.fromEntries(
        Object.entries(row.recordLabels).flatMap(([id, label]) => (typeof label === 'string' ? [[id, label]] : [])),
      )
    : {},
  changes: Array.isArray(row.changes)
    ? row.changes
        .filter(isRow)
        .map((change) => ({ field: text(change.field), before: change.before, after: change.after }))
    : [],
  revertable: Array.isArray(row.revertable) ? row.revertable.map(String) : [],
});

/** Fields that name a record, in the order they are tried, for the sentence's quoted name. */
const NAME_FIELDS = [
  'postTitle',
  'shortTitle',
  'dailyQuoteTitle',
  'title',
  'name',
  'jobTitle',
  'adsTitle',
  'languageName',
  'postCategoryName',
  'shortCategoryName',
  'novelCategoryName',
  'firstName',
];

const nameIn = (valueOf: (field: string) => unknown): string | undefined => {
  for (const field of NAME_FIELDS) {
    const value = valueOf(field);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/**
 * The name of the entry's one record: the one kept when it was written, else the one its changes give (a create's
 * or rename's value, in entries written before names were kept).
 */
const recordNameOf = (entry: AuditEntry): string | undefined =>
  entry.recordLabels[entry.recordIds[0]] ??
  nameIn((field) => {
    const change = entry.changes.find((candidate) => candidate.field === field);
    return change?.after ?? change?.before;
  });

/** A record's name as its get call answers it (a post's title, a reporter's first name, ...). */
export const nameOfRecord = (record: Row): string | undefined => {
  const name = nameIn((field) => record[field]);
  return name && typeof record.lastName === 'string' && name === record.firstName ? `${name} ${record.lastName}` : name;
};

/**
 * The names a page of entries gives its records, by record id: an entry that only changed a status then reads with
 * the name a create or rename on the same page gave.
 */
export const recordNamesIn = (entries: readonly AuditEntry[]) => {
  const names = new Map<string, string>();
  for (const entry of entries) {
    const name = entry.recordIds.length === 1 ? recordNameOf(entry) : undefined;
    if (name && !names.has(entry.recordIds[0])) names.set(entry.recordIds[0], name);
  }
  return names;
};

/** The status a status call set, which names the verb better than 'changed the status of'. */
const statusSet = (entry: AuditEntry): string | undefined => {
  if (entry.action !== 'status' && entry.action !== 'bulkStatus') return undefined;
  const change = entry.changes.find((candidate) => /status$/i.test(candidate.field));
  return typeof change?.after === 'string' ? change.after : undefined;
};

/** Entries about the actor's own account read without an object: "Asha Rao signed in". */
const OWN_ACCOUNT = 'account';

/**
 * Who did it: the admin by name; a job the server ran by its name (The magazine renderer); someone who has no account
 * by the number they tried; else the server.
 */
const actorOf = (entry: AuditEntry, translate: TranslateFunction) => {
  if (entry.actor?.name) return entry.actor.name;
  if (entry.actor?.mobileNumber) return translate('app.audit.someone', { mobile: entry.actor.mobileNumber });
  return translate(`app.audit.jobs.${entry.action}`, { _: translate('app.audit.server') });
};

/**
 * The entry as one sentence: who, what they did, to which record ('Asha Rao rejected "Council meets tonight"'). The
 * record's name is the one the entry kept; for older entries `recordName` (a dialog's own record) or the entry's
 * changes may give it, else the kind of record and its id are shown.
 */
export const auditSentence = (entry: AuditEntry, translate: TranslateFunction, recordName?: string) => {
  const actor = actorOf(entry, translate);
  const status = statusSet(entry);
  const verb = status
    ? translate(`app.audit.status_verbs.${status}`, { _: translate('app.audit.set_status', { status }) })
    : translate(`app.audit.verbs.${entry.action}`, { _: entry.action });
  const count = entry.recordIds.length;
  if (count === 0 || !entry.resource || entry.resource === OWN_ACCOUNT) return `${actor} ${verb}`;
  const noun = translate(`app.audit.resources.${entry.resource}`, { smart_count: count, _: entry.resource });
  if (count > 1) return translate('app.audit.sentence_many', { actor, verb, count, noun });
  const name = entry.recordLabels[entry.recordIds[0]] ?? recordName ?? recordNameOf(entry);
  return name
    ? translate('app.audit.sentence_named', { actor, verb, name })
    : translate('app.audit.sentence_id', { actor, verb, noun, id: entry.recordIds[0] });
};
