import { getTableName, is, sql } from 'drizzle-orm';
import {
  PgTable,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { FieldDeclaration, ResourceDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import * as schema from '../db/schema.js';

/** The table of a declared resource: an id, the fields' columns, and the times every versioned table keeps. */
export type DeclaredTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** The column property a field is stored in. */
export const columnOf = (key: string, field: FieldDeclaration) => field.column ?? key;

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The columns a field type is stored in when the table is derived from the declaration. */
const derivedColumn = (name: string, field: FieldDeclaration) => {
  const column = snakeCase(name);
  switch (field.type) {
    case 'text':
      return (field.max ? varchar(column, { length: field.max }) : text(column)).notNull().default('');
    case 'status':
      return text(column)
        .notNull()
        .default(field.default ?? field.values[0]);
    case 'datetime':
      return timestamp(column, { withTimezone: true });
    case 'image':
      return text(column);
    case 'reporter':
      return uuid(column).references(() => schema.users.id);
    case 'timestamp':
      return field.empty
        ? timestamp(column, { withTimezone: true })
        : timestamp(column, { withTimezone: true }).notNull().defaultNow();
    case 'boolean':
      return boolean(column).notNull().default(false);
    case 'password':
      return text(column);
    case 'reference':
      return uuid(column).references(() => tableOf(referencedDeclaration(field.to)).id);
    case 'choice':
      return text(column)
        .notNull()
        .default(field.default ?? field.values[0]);
    case 'textarea':
    case 'richtext':
      return text(column).notNull().default('');
    case 'number':
      return field.integer ? integer(column) : doublePrecision(column);
    case 'checkbox':
      return boolean(column)
        .notNull()
        .default(field.default ?? false);
    case 'date':
      return date(column, { mode: 'string' });
    case 'file':
      return text(column);
    case 'strings':
      return text(column)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
  }
};

/** The declared resource a reference field names (by its `name`); a name that none has is a programming error. */
export const referencedDeclaration = (name: string): ResourceDeclaration => {
  const found = declaredResources.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`A reference names "${name}", which no file of contract/resources/ declares`);
  return found;
};

/**
 * The table of a declaration without a hand-written one: a column per field, unique names as a unique index on
 * lower(name), and an index for the newest-first list of each status.
 */
export const declaredTable = (declaration: ResourceDeclaration) => {
  const name = declaration.table ?? declaration.name;
  const fields = Object.entries(declaration.fields).map(([key, field]) => [columnOf(key, field), field] as const);
  const columns = Object.fromEntries(fields.map(([column, field]) => [column, derivedColumn(column, field)]));
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ...columns,
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => {
      const table = t as unknown as Record<string, ExtraConfigColumn>;
      return fields.flatMap(([column, field]) => {
        if (field.type === 'text' && field.unique)
          return [uniqueIndex(`${name}_${snakeCase(column)}_key`).on(sql`lower(${table[column]})`)];
        if (field.type === 'status')
          return [
            index(`${name}_${snakeCase(column)}_created_idx`).on(
              table[column],
              table.createdAt.desc().nullsFirst(),
              table.id.desc().nullsFirst(),
            ),
          ];
        return [];
      });
    },
  );
};

const handWritten = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** Whether server/src/db/schema.ts writes the declaration's table by hand. */
export const hasHandWrittenTable = (declaration: ResourceDeclaration) =>
  handWritten.has(declaration.table ?? declaration.name);

const derived = new Map<string, PgTable>();

/** The hand-written table the declaration names, else the one derived from its fields (made once). */
export const tableOf = (declaration: ResourceDeclaration): DeclaredTable => {
  const name = declaration.table ?? declaration.name;
  const table = handWritten.get(name) ?? derived.get(name) ?? declaredTable(declaration);
  if (!handWritten.has(name)) derived.set(name, table);
  return table as DeclaredTable;
};
