import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type, type TProperties } from 'typebox';
import { badRequest } from './http-errors.js';

/**
 * The optional `sort` and `order` query parameters of a list whose declaration marks some fields sortable, as
 * OpenAPI shows them. Both are plain strings, so that a field the list cannot sort by is answered by `sortedBy` with
 * a message naming the ones it can, rather than by the schema's generic one.
 */
export const sortQuery = (fields: readonly string[], otherwise: string): TProperties =>
  fields.length === 0
    ? {}
    : {
        sort: Type.Optional(
          Type.String({ description: `Sort by one of ${fields.join(', ')}; when left out, ${otherwise}` }),
        ),
        order: Type.Optional(
          Type.String({ description: 'With sort: asc (oldest, lowest or A first; the default) or desc' }),
        ),
      };

/**
 * The order a list's `sort` and `order` ask for (the id breaks ties, the same way), or undefined when `sort` is left
 * out and the list keeps its own order. 400 for a field outside `columns` or an order other than asc or desc.
 */
export const sortedBy = (
  query: Readonly<Record<string, unknown>>,
  columns: Readonly<Record<string, PgColumn>>,
  id: PgColumn,
): SQL[] | undefined => {
  const { sort, order } = query;
  if (sort === undefined || sort === '') return undefined;
  const names = Object.keys(columns);
  if (typeof sort !== 'string' || !Object.hasOwn(columns, sort))
    throw badRequest(
      names.length > 0 ? `This list can be sorted by ${names.join(', ')} only` : 'This list cannot be sorted',
    );
  const way = order === undefined || order === '' ? 'asc' : String(order).toLowerCase();
  if (way !== 'asc' && way !== 'desc') throw badRequest('Order must be asc or desc');
  const by = way === 'asc' ? asc : desc;
  return [by(columns[sort]), by(id)];
};
