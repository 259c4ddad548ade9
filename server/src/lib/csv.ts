import Papa from 'papaparse';

/**
 * A spreadsheet app runs a cell that starts with one of these as a formula (OWASP "CSV injection"); a tab or
 * carriage return in front can hide one from the eye. papaparse's own pattern (`escapeFormulae: true`) ends in
 * `.*$` without the s flag, so it misses a cell such as `=HYPERLINK(...)` followed by a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV records (RFC 4180), each with its CRLF line end, so a stream can write one batch after another. null and
 * undefined are empty; a cell that would start a formula gets a leading single quote (and quotes around it), so a
 * spreadsheet shows it as text; a cell holding a comma, quote or line break is quoted, its quotes doubled.
 *
 * @example
 * csvRecords([['Asha', 'Says "hi"', null]]) // 'Asha,"Says ""hi""",\r\n'
 */
export const csvRecords = (records: unknown[][]) =>
  records.length === 0 ? '' : `${Papa.unparse(records, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
