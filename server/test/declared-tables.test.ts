import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import {
  columnOf,
  handWrittenTable,
  hasHandWrittenTable,
  isStored,
  tableOf,
  type StoredType,
} from '../src/declared/declared-table.js';

/** The column types (drizzle's columnType) each field kind may be stored in by a hand-written table. */
const storedAs: { [T in StoredType]: readonly string[] } = {
  text: ['PgVarchar', 'PgText'],
  status: ['PgVarchar', 'PgText', 'PgEnumColumn'],
  datetime: ['PgTimestamp'],
  image: ['PgText'],
  timestamp: ['PgTimestamp'],
  reporter: ['PgUUID'],
  boolean: ['PgBoolean', 'PgText', 'PgTimestamp'],
  password: ['PgText'],
  reference: ['PgUUID'],
  choice: ['PgVarchar', 'PgText', 'PgEnumColumn'],
  textarea: ['PgText', 'PgVarchar'],
  richtext: ['PgText'],
  number: ['PgInteger', 'PgDoublePrecision', 'PgNumeric'],
  checkbox: ['PgBoolean'],
  date: ['PgDateString', 'PgDate'],
  file: ['PgText'],
  strings: ['PgJsonb', 'PgArray'],
  counter: ['PgInteger'],
  permissions: ['PgJsonb'],
};

/**
 * One source for each table (issue 38): a declaration whose table server/src/db/schema.ts writes by hand must agree
 * with it, field by field, as a derived table would by construction.
 */
describe.each(declaredResources.filter(hasHandWrittenTable).map((declaration) => [declaration.name, declaration]))(
  'the hand-written table of %s',
  (_name, declaration) => {
    const columns = getTableColumns(tableOf(declaration)) as Record<string, PgColumn>;

    // A window has no column: it is worked out at the time of each call; rows are another table's.
    const stored = Object.entries(declaration.fields).flatMap(([key, field]) =>
      isStored(field) ? [[key, field] as const] : [],
    );
    it.each(stored)('stores %s in a column of its kind', (key, field) => {
      const column = columns[columnOf(key, field)];
      expect(column, `${declaration.name}.${key}: no column ${columnOf(key, field)}`).toBeDefined();
      expect(storedAs[field.type]).toContain(column.columnType);
      // A text field's declared maximum is the column's length, so a value the rules accept always fits.
      if (field.type === 'text' && field.max && column.columnType === 'PgVarchar')
        expect((column as PgColumn & { length?: number }).length).toBe(field.max);
    });

    const rows = Object.entries(declaration.fields).flatMap(([key, field]) =>
      field.type === 'rows' ? [[key, field] as const] : [],
    );
    it.each(rows)('keeps the rows of %s in a table with their columns', (_key, field) => {
      const rowColumns = getTableColumns(handWrittenTable(field.table)) as Record<string, PgColumn>;
      const { parent, by } = field;
      for (const property of [parent, by, ...Object.values(field.columns).map(({ column }) => column)])
        expect(rowColumns[property], `${field.table}.${property}`).toBeDefined();
      expect(rowColumns[parent].columnType).toBe('PgUUID');
    });
  },
);
