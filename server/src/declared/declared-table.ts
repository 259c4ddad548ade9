import { getTableName, is, sql } from 'drizzle-orm';
import {
  PgTable,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { FieldDeclaration, Fields, ResourceDeclaration } from '#contract/resource';
import type { Permission } from '#contract/permissions';
import { declaredResources } from '#contract/resources/index';
import * as schema from '../db/schema.js';
import { searchDocument, searchDocumentIndex } from '../db/search-document.js';

/** The table of a declared resource: an id, the fields' columns, and the times every versioned table keeps. */
export type DeclaredTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** The column property a field is stored in. */
export const columnOf = (key: string, field: FieldDeclaration) => field.column ?? key;

/**
 * A name in snake_case, an acronym kept as one word: `pollQuestion` is `poll_question`, `languageID` is
 * `language_id` (not `language_i_d`), `imageURLKey` is `image_url_key`.
 */
export const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** The column builders of the field types, when the table is derived from the declaration. */
const columnBuilders = {
  text: (column: string, field: FieldOf<'text'>) =>
    (field.max ? varchar(column, { length: field.max }) : text(column)).notNull().default(''),
  status: (column: string, field: FieldOf<'status'>) =>
    text(column)
      .notNull()
      .default(field.default ?? field.values[0]),
  datetime: (column: string) => timestamp(column, { withTimezone: true }),
  image: (column: string) => text(column),
  reporter: (column: string) => uuid(column).references(() => schema.users.id),
  timestamp: (column: string, field: FieldOf<'timestamp'>) =>
    field.empty
      ? timestamp(column, { withTimezone: true })
      : timestamp(column, { withTimezone: true }).notNull().defaultNow(),
  boolean: (column: string) => boolean(column).notNull().default(false),
  password: (column: string) => text(column),
  reference: (column: string, field: FieldOf<'reference'>) =>
    uuid(column).references(() => tableOf(referencedDeclaration(field.to)).id),
  choice: (column: string, field: FieldOf<'choice'>) =>
    text(column)
      .notNull()
      .default(field.default ?? field.values[0]),
  textarea: (column: string) => text(column).notNull().default(''),
  richtext: (column: string) => text(column).notNull().default(''),
  number: (column: string, field: FieldOf<'number'>) => (field.integer ? integer(column) : doublePrecision(column)),
  checkbox: (column: string, field: FieldOf<'checkbox'>) =>
    boolean(column)
      .notNull()
      .default(field.default ?? false),
  date: (column: string) => date(column, { mode: 'string' }),
  file: (column: string) => text(column),
  strings: (column: string) =>
    text(column)
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  counter: (column: string) => integer(column).notNull().default(0),
  permissions: (column: string) => jsonb(column).$type<Permission[]>().notNull().default([]),
} satisfies { [T in StoredType]: (column: string, field: FieldOf<T>) => unknown };

/** The field kinds without a column of their own. */
type UnstoredType = 'window' | 'rows' | 'tally' | 'daysLeft' | 'renderedPdf' | 'references';
const unstored: readonly string[] = [
  'window',
  'rows',
  'tally',
  'daysLeft',
  'renderedPdf',
  'references',
] satisfies UnstoredType[];

/**
 * The field kinds that have a column (a window and the days left are worked out at the time of each call; rows, a
 * rendered PDF's pages and references are other tables', a tally counts another table's rows).
 */
export type StoredType = Exclude<FieldDeclaration['type'], UnstoredType>;

/** Whether a field has a column of the declaration's table. */
export const isStored = (field: FieldDeclaration): field is FieldOf<StoredType> => !unstored.includes(field.type);

type FieldOf<T extends FieldDeclaration['type']> = Extract<FieldDeclaration, { type: T }>;

/** The column a field is derived into, with its builder's type (so the table's type knows it). */
const derivedColumn = <T extends StoredType>(name: string, field: FieldOf<T>) =>
  (
    columnBuilders[(field as FieldDeclaration).type as T] as unknown as (
      column: string,
      field: FieldOf<T>,
    ) => ReturnType<(typeof columnBuilders)[T]>
  )(snakeCase(name), field);

/** The property a field's column is under: its `column`, else its name. */
type ColumnKey<K, F> = F extends { column: infer C extends string } ? C : K & string;

/** The derived columns of a declaration's fields, typed by field type. */
type DerivedColumns<F extends Fields> = {
  [K in keyof F as F[K] extends { type: UnstoredType } ? never : ColumnKey<K, F[K]>]: ReturnType<
    (typeof columnBuilders)[Exclude<F[K]['type'], UnstoredType>]
  >;
};

/** The declared resource a reference field names (by its `name`); a name that none has is a programming error. */
export const referencedDeclaration = (name: string): ResourceDeclaration => {
  const found = declaredResources.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`A reference names "${name}", which no file of contract/resources/ declares`);
  return found;
};

/** The field a reference answered with its record's name (`named`) shows: the referenced declaration's first text. */
export const nameFieldOf = (declaration: ResourceDeclaration) => {
  const found = Object.entries(declaration.fields).find(([, field]) => field.type === 'text');
  if (!found) throw new Error(`A named reference needs a text field in "${declaration.name}"`);
  return found;
};

/**
 * The table of a declaration without a hand-written one: a column per field, unique names as a unique index on
 * lower(name), and an index for the newest-first list of each status. Its type knows every column.
 */
export const declaredTable = <const D extends ResourceDeclaration>(declaration: D) => {
  const name = declaration.table ?? declaration.name;
  const fields = Object.entries(declaration.fields).flatMap(([key, field]) =>
    isStored(field) ? [[columnOf(key, field), field] as const] : [],
  );
  const columns = Object.fromEntries(
    fields.map(([column, field]) => [column, derivedColumn(column, field)]),
  ) as DerivedColumns<D['fields']>;
  const table = pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ...columns,
      // Not in the row's type: only the search reads it (as server/src/db/schema.ts's searched tables have it).
      ...((declaration.search ? { searchDocument: searchDocument(name, (): object => table) } : {}) as object),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => {
      const columnsOf = t as unknown as Record<string, ExtraConfigColumn>;
      const searched = declaration.search ? [searchDocumentIndex(name, columnsOf.searchDocument)] : [];
      return [
        ...searched,
        ...fields.flatMap(([column, field]) => {
          if (field.type === 'text' && field.unique)
            return [uniqueIndex(`${name}_${snakeCase(column)}_key`).on(sql`lower(${columnsOf[column]})`)];
          if (field.type === 'status')
            return [
              index(`${name}_${snakeCase(column)}_created_idx`).on(
                columnsOf[column],
                columnsOf.createdAt.desc().nullsFirst(),
                columnsOf.id.desc().nullsFirst(),
              ),
            ];
          return [];
        }),
      ];
    },
  );
  return table;
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

/** A hand-written table by its name (the table of a rows field); a name that none has is a programming error. */
export const handWrittenTable = (name: string): PgTable => {
  const table = handWritten.get(name);
  if (!table) throw new Error(`No table "${name}" in server/src/db/schema.ts`);
  return table;
};

/** The hand-written table the declaration names, else the one derived from its fields (made once). */
export const tableOf = (declaration: ResourceDeclaration): DeclaredTable => {
  const name = declaration.table ?? declaration.name;
  const table = handWritten.get(name) ?? derived.get(name) ?? declaredTable(declaration);
  if (!handWritten.has(name)) derived.set(name, table);
  return table as DeclaredTable;
};
