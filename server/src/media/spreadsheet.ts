import fsp from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import XLSX from '@e965/xlsx';
import { limits, messages } from '#contract/rules';
import type { FileRule, ReceivedFile } from './upload.js';
import { HttpError, badRequest } from '../lib/http-errors.js';

/**
 * Spreadsheet imports (posts now, shorts and quotes later): the upload rule, a guarded reader that maps the
 * header row to field names, and a writer for templates. Row problems are reported as `Row N: message`.
 */

/** By content: file-type reports an OOXML zip as xlsx and a legacy .xls as a compound file (cfb). */
export const spreadsheetRule: FileRule = {
  maxBytes: limits.importMaxBytes,
  sizeMessage: messages.importFileSize,
  types: ['xlsx', 'cfb'],
  typeMessage: messages.importFileType,
};

export const spreadsheetMessages = {
  fileRequired: 'File is required',
  noRows: 'The file has no rows',
  tooManyRows: `A file may hold at most ${limits.importMaxRows} rows`,
  tooLarge: 'The file is too large once unpacked',
  unreadable: 'The file could not be read as a spreadsheet',
};

export const SPREADSHEET_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column by its API field name (`key`) and the human header a template shows; both are accepted. */
export interface SpreadsheetColumn {
  key: string;
  header: string;
  required?: boolean;
}

export type CellValue = string | Date | undefined;

export interface SpreadsheetRow {
  /** As the spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  values: Record<string, CellValue>;
}

export const rowError = (rowNumber: number, message: string) => `Row ${rowNumber}: ${message}`;

const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

class Unreadable extends Error {}

const need = (zip: Buffer, offset: number, length: number) => {
  if (offset < 0 || offset + length > zip.length) throw new Unreadable();
};
const u16 = (zip: Buffer, offset: number) => (need(zip, offset, 2), zip.readUInt16LE(offset));
const u32 = (zip: Buffer, offset: number) => (need(zip, offset, 4), zip.readUInt32LE(offset));
const u64 = (zip: Buffer, offset: number) => (need(zip, offset, 8), Number(zip.readBigUInt64LE(offset)));

/** The end-of-central-directory record, following the ZIP64 locator when the classic fields overflowed. */
const centralDirectory = (zip: Buffer) => {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(EOCD);
  const eocd = zip.lastIndexOf(signature, zip.length - 22);
  if (eocd < 0 || eocd < zip.length - 22 - MAX16) throw new Unreadable();
  let count = u16(zip, eocd + 10);
  let offset = u32(zip, eocd + 16);
  if (count === MAX16 || offset === MAX32) {
    const locator = eocd - 20;
    if (u32(zip, locator) !== ZIP64_LOCATOR) throw new Unreadable();
    const record = u64(zip, locator + 8);
    if (u32(zip, record) !== ZIP64_EOCD) throw new Unreadable();
    count = u64(zip, record + 32);
    offset = u64(zip, record + 48);
  }
  return { count, offset };
};

/** Sizes that overflow 32 bits live in the ZIP64 extra field, in a fixed order, only when the classic one is 0xFFFFFFFF. */
const zip64Sizes = (zip: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry) => {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + u16(zip, at + 2)) {
    if (u16(zip, at) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    if (entry.uncompressedSize === MAX32) {
      entry.uncompressedSize = u64(zip, field);
      field += 8;
    }
    if (entry.compressedSize === MAX32) {
      entry.compressedSize = u64(zip, field);
      field += 8;
    }
    if (entry.localOffset === MAX32) entry.localOffset = u64(zip, field);
    return;
  }
};

const zipEntries = (zip: Buffer): ZipEntry[] => {
  const { count, offset } = centralDirectory(zip);
  if (count > MAX_ZIP_ENTRIES) throw badRequest(spreadsheetMessages.tooLarge);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (u32(zip, at) !== CENTRAL_ENTRY) throw new Unreadable();
    const entry: ZipEntry = {
      method: u16(zip, at + 10),
      compressedSize: u32(zip, at + 20),
      uncompressedSize: u32(zip, at + 24),
      localOffset: u32(zip, at + 42),
    };
    const nameLength = u16(zip, at + 28);
    const extraLength = u16(zip, at + 30);
    const commentLength = u16(zip, at + 32);
    const extraStart = at + 46 + nameLength;
    zip64Sizes(zip, extraStart, extraStart + extraLength, entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
};

/**
 * A zip bomb is a small .xlsx that unpacks to gigabytes. The central directory declares every entry's unpacked
 * size, so a bomb that admits its size is refused without inflating anything. SheetJS trusts the local headers
 * and inflates without a cap, so a directory that lies is caught too: each entry is inflated here with the
 * remaining budget as the output limit, which bounds the work at 50 MB whatever the headers say.
 */
export const assertSafeZip = (zip: Buffer) => {
  const entries = zipEntries(zip);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > MAX_UNPACKED_BYTES) throw badRequest(spreadsheetMessages.tooLarge);
  let budget = MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    if (u32(zip, entry.localOffset) !== LOCAL_HEADER) throw new Unreadable();
    const dataStart = entry.localOffset + 30 + u16(zip, entry.localOffset + 26) + u16(zip, entry.localOffset + 28);
    need(zip, dataStart, entry.compressedSize);
    const data = zip.subarray(dataStart, dataStart + entry.compressedSize);
    let size: number;
    if (entry.method === 0) size = data.length;
    else if (entry.method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw badRequest(spreadsheetMessages.tooLarge);
        throw new Unreadable();
      }
    } else throw new Unreadable();
    budget -= size;
    if (budget < 0) throw badRequest(spreadsheetMessages.tooLarge);
  }
};

const isBlankCell = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Text is trimmed, numbers become text (a mobile number typed as a number), date cells stay dates, rounded to
 * the second: Excel keeps them as fractions of a day, which can come back a millisecond off.
 */
const cellValue = (value: unknown): CellValue => {
  if (isBlankCell(value)) return undefined;
  if (value instanceof Date) return new Date(Math.round(value.getTime() / 1000) * 1000);
  return String(value).trim();
};

/**
 * Reads the first sheet of an uploaded .xls/.xlsx (already checked by content through `spreadsheetRule`) into
 * rows keyed by column `key`. Headers match a column's `header` or its `key`, ignoring case and surrounding
 * spaces; other columns are ignored and blank rows skipped. Excel date cells arrive as Dates in local time,
 * the same reading parseDateTime gives 'yyyy-MM-dd HH:mm'.
 */
export const readSpreadsheet = async (file: ReceivedFile, columns: SpreadsheetColumn[]): Promise<SpreadsheetRow[]> => {
  if (!['.xls', '.xlsx'].includes(path.extname(file.fileName ?? '').toLowerCase())) {
    throw badRequest(messages.importFileType);
  }
  const content = await fsp.readFile(file.path);
  let sheet: XLSX.WorkSheet | undefined;
  try {
    if (file.ext === 'xlsx') assertSafeZip(content);
    const book = XLSX.read(content, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellHTML: false,
      cellText: false,
      sheets: 0,
      // The header, the most rows allowed and one more, so that "too many" can be told apart from "just enough".
      sheetRows: limits.importMaxRows + 2,
    });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(spreadsheetMessages.unreadable);
  }
  if (!sheet?.['!ref']) throw badRequest(spreadsheetMessages.noRows);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  // sheetRows cut the sheet short: rows beyond the window may hold data that would otherwise be silently dropped.
  if (sheet['!fullref'] && XLSX.utils.decode_range(sheet['!fullref']).e.r > range.e.r) {
    throw badRequest(spreadsheetMessages.tooManyRows);
  }

  const [headerRow = [], ...dataRows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
  });
  const keyByHeader = new Map<string, string>();
  for (const column of columns) {
    keyByHeader.set(column.header.toLowerCase(), column.key);
    keyByHeader.set(column.key.toLowerCase(), column.key);
  }
  const keyAt = headerRow.map((cell) =>
    keyByHeader.get(
      String(cell ?? '')
        .trim()
        .toLowerCase(),
    ),
  );

  const rows: SpreadsheetRow[] = [];
  dataRows.forEach((cells, index) => {
    if (cells.every(isBlankCell)) return;
    const values: Record<string, CellValue> = {};
    keyAt.forEach((key, column) => {
      if (key && values[key] === undefined) values[key] = cellValue(cells[column]);
    });
    rows.push({ rowNumber: range.s.r + index + 2, values });
  });
  if (rows.length === 0) throw badRequest(spreadsheetMessages.noRows);
  if (rows.length > limits.importMaxRows) throw badRequest(spreadsheetMessages.tooManyRows);

  const missing = columns.filter((column) => column.required && !keyAt.includes(column.key));
  if (missing.length > 0) throw badRequest(`Missing columns: ${missing.map((column) => column.header).join(', ')}`);
  return rows;
};

/** An .xlsx with the columns' headers and the given rows (keyed by column key), for import templates. */
export const writeSpreadsheet = (columns: SpreadsheetColumn[], rows: Record<string, string>[]) => {
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => row[column.key] ?? '')),
  ]);
  sheet['!cols'] = columns.map((column) => ({ wch: Math.max(column.header.length, 12) + 2 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
};
