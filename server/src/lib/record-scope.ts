import { and, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { languagesOf, type Access } from '#contract/permissions';
import { selectRows, type Db } from '../db/client.js';
import { auditEntries } from '../db/schema.js';
import { isUuid } from './validate.js';

/**
 * A language scope (issue 40) outside the content lists: the audit log and the event stream name records by their
 * kind's answer key and ids only, so whether a record is in the admin's languages is read from its kind's table.
 */
export interface RecordScope extends LanguageScopedRecords {
  languages: readonly string[];
}

/**
 * Records a role's languages can limit, as the content kinds register them (app.ts `languageScoped`): this folder
 * reads them without importing the kinds, which themselves write the audit log.
 */
export interface LanguageScopedRecords {
  /** The resource a grant names ('posts'). */
  resource: string;
  /** The name audit entries and live events carry (the kind's answer key: 'posts'). */
  recorded: string;
  table: PgTable & { id: PgColumn; languageId: PgColumn };
}

/** Whether a table's records have a language (a content kind's may not). */
export const hasLanguage = <T extends PgTable & { id: PgColumn; languageId?: PgColumn }>(
  table: T,
): table is T & { languageId: PgColumn } => table.languageId !== undefined;

/** The records the admin sees only in some languages; empty when there is no such limit. */
export const recordScopesOf = (access: Access, scoped: readonly LanguageScopedRecords[]): RecordScope[] =>
  scoped.flatMap((records) => {
    const languages = languagesOf(access, records.resource);
    return languages ? [{ ...records, languages }] : [];
  });

const UUID_TEXT = `'^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'`;

/**
 * An audit entry of a scoped kind only while it names a record in the admin's languages, or none (a refused create):
 * an entry of a bulk change across languages stays, trimmed to those records (`scopedEntries`). An id that is no
 * uuid (a refused call's path) matches no record.
 */
export const auditInScope = (scopes: readonly RecordScope[]): SQL | undefined =>
  and(
    ...scopes.map(({ recorded, table, languages }) =>
      or(
        ne(auditEntries.resource, recorded),
        sql`cardinality(${auditEntries.recordIds}) = 0`,
        sql`exists (select 1 from unnest(${auditEntries.recordIds}) as record_id join ${table}
              on ${table.id} = case when record_id ~* ${sql.raw(UUID_TEXT)} then record_id::uuid end
             where ${inArray(table.languageId, [...languages])})`,
      ),
    ),
  );

type ScopedEntry = { resource: string; recordIds: string[]; recordLabels: unknown; detail: unknown };

/**
 * The entries as an admin with these scopes sees them: each entry of a scoped kind names only its records in the
 * admin's languages (ids, names, and a detail keyed by id such as a bulk change's statuses before). One query per
 * scoped kind for all the entries.
 */
export const scopedEntries = async <Entry extends ScopedEntry>(
  db: Db,
  scopes: readonly RecordScope[],
  entries: Entry[],
): Promise<Entry[]> => {
  const kept = new Map<string, Set<string>>();
  for (const scope of scopes) {
    const ids = entries.filter((entry) => entry.resource === scope.recorded).flatMap((entry) => entry.recordIds);
    kept.set(scope.recorded, await idsInScope(db, scope, ids));
  }
  const byId = (value: unknown, outside: Set<string>) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !outside.has(key)))
      : value;
  return entries.map((entry) => {
    const inScope = kept.get(entry.resource);
    const outside = new Set(entry.recordIds.filter((id) => inScope && !inScope.has(id)));
    if (outside.size === 0) return entry;
    const detail = entry.detail as Record<string, unknown> | null;
    return {
      ...entry,
      recordIds: entry.recordIds.filter((id) => !outside.has(id)),
      recordLabels: byId(entry.recordLabels, outside),
      detail: detail && Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, byId(value, outside)])),
    };
  });
};

/** The ids among `ids` of the scope's records in its languages, in one query. */
export const idsInScope = async (db: Db, scope: RecordScope, ids: readonly string[]) => {
  const { table } = scope;
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return new Set<string>();
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select ${table.id} as id from ${table}
         where ${inArray(table.id, uuids)} and ${inArray(table.languageId, [...scope.languages])}`,
  );
  return new Set(rows.map((row) => String(row.id)));
};
