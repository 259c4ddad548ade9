import { inArray } from 'drizzle-orm';
import type { ContentDeclaration } from '#contract/content/content-declaration';
import { contentDeclarations } from '#contract/content/index';
import { recordNameOf } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

type Values = Record<string, unknown>;

type Namer = (record: Values) => unknown;

/**
 * A declared record by its name (recordNameOf); one whose list shows no text column (a magazine's, a novel's cover)
 * by its first text field.
 */
const declaredNamers = declaredResources.map((declaration): [string, Namer] => {
  const firstText = Object.entries(declaration.fields).find(([, field]) => field.type === 'text')?.[0];
  return [declaration.name, (record) => recordNameOf(declaration, record).trim() || (firstText && record[firstText])];
});

/** How a record of each resource is named, by the name its audit entries carry, read from the declarations. */
const namers = new Map<string, Namer>([
  ...declaredNamers,
  ...contentDeclarations.map((kind: ContentDeclaration): [string, Namer] => {
    const field = kind.screen.nameField;
    return [kind.keys.item, (record) => (field ? record[field] : undefined)];
  }),
]);
// An admin's own account is named as an admin is; a novel's chapters by their novel.
namers.set('account', namers.get('admins')!);
namers.set('chapters', namers.get('novels')!);

/**
 * What a record is called (a post's title, an admin's first and last name), from the record as its API answers it;
 * undefined for a resource whose records have no name (a short video) or a record without one.
 */
export const recordLabelOf = (resource: string, record: Values | undefined): string | undefined => {
  const label = record && namers.get(resource)?.(record);
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : undefined;
};

/**
 * The names of accounts (reporters, admins) by id, read in `db` (the change's transaction): for the entries of a
 * change of many reporters and of account events, which have no record of their own at hand.
 */
export const userLabelsOf = async (db: Db, ids: readonly string[]): Promise<Record<string, string>> => {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return Object.fromEntries(
    rows.flatMap((row) => {
      const label = recordLabelOf('admins', row);
      return label ? [[row.id, label]] : [];
    }),
  );
};
