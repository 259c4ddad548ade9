import type { Db } from '../db/client.js';
import { csvRecords } from '../lib/csv.js';
import { matchOf, statusOf, type ReporterFilterQuery } from './filters.js';
import { ReportersQueries, type ExportRow, type ReporterMatch } from './queries.js';

/** The CSV export's columns, in order; the header row names them. */
const exportColumns: (keyof ExportRow)[] = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobileNumber',
  'role',
  'status',
];

/** Rows per query of the CSV export: large enough to keep queries few, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1000;

async function* csvLines(db: Db, match: ReporterMatch, columns: (keyof ExportRow)[], batchSize: number) {
  const rows = (batch: ExportRow[]) => csvRecords(batch.map((row) => columns.map((column) => row[column])));
  const batches = new ReportersQueries(db).exportReporters(match, batchSize)[Symbol.asyncIterator]();
  // The first query runs before the header is yielded, so a filter the database refuses fails the call
  // (see startedStream) instead of cutting a file that has begun.
  const first = await batches.next();
  yield csvRecords([columns]) + (first.done ? '' : rows(first.value));
  for (let next = await batches.next(); !next.done; next = await batches.next()) yield rows(next.value);
}

/**
 * CSV lines (header first) of every reporter the list with this filter shows, in its order, read from the database a
 * batch at a time as the consumer pulls them. The filter is checked before the first line, so a bad one is a 400
 * rather than a broken download. The columns of `hidden` fields (the caller's role hides them, issue 40) are left out.
 */
export const reportersCsv = (
  db: Db,
  statusParam: string,
  query: ReporterFilterQuery,
  hidden: ReadonlySet<string> = new Set(),
  batchSize = EXPORT_BATCH_SIZE,
) =>
  csvLines(
    db,
    matchOf(statusOf(statusParam), query),
    exportColumns.filter((column) => !hidden.has(column)),
    batchSize,
  );
