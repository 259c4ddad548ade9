import type { Identifier } from 'react-admin';
import type { AppRecord, ListParam, Row } from './types';

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIdentifier = (value: unknown): value is Identifier => typeof value === 'string' || typeof value === 'number';

/** The value at a dotted path (`'languageData.activeLanguages'`), or undefined where the path leads nowhere. */
export const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isRow(node) ? node[key] : undefined), value);

/** The id at a dotted path of an answer; an answer without one is not the API's. */
export const idAt = (json: unknown, path: string): Identifier => {
  const id = at(json, path);
  if (!isIdentifier(id)) throw new Error(`The answer has no id at ${path}`);
  return id;
};

/**
 * The objects in the list at a dotted path (none when there is no list). A single object there is a list of one: calls
 * that answer the one record of a singleton (the Dos and Don'ts page, or null before it exists).
 */
export const rowsAt = (json: unknown, path: string | undefined): Row[] => {
  const rows = path ? at(json, path) : undefined;
  if (isRow(rows)) return [rows];
  return Array.isArray(rows) ? rows.filter(isRow) : [];
};

/** A row as react-admin's record: `id` is the value of the resource's id field. */
export const recordOf = (idField: string, row: Row): AppRecord => {
  const id = row[idField];
  if (!isIdentifier(id)) throw new Error(`A record has no ${idField}`);
  return { ...row, id };
};

/** `path` with each `{key}` replaced by the URL-encoded value of that key (empty when it has none). */
export const fill = (path: string, values: Row) =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));

/** A file input's value: the File, or react-admin's `{ rawFile }` around it. */
export const fileOf = (value: unknown): File | undefined => {
  if (value instanceof File) return value;
  const raw = isRow(value) ? value.rawFile : undefined;
  return raw instanceof File ? raw : undefined;
};

export const isEmptyFilterValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The declared filter values that are set, as query parameters: arrays go comma-joined. */
export const queryOf = (keys: readonly ListParam[], filter: Row, query = new URLSearchParams()) => {
  for (const key of keys) {
    const value = filter[key];
    if (!isEmptyFilterValue(value)) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
};

export const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};
