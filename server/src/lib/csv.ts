/**
 * A spreadsheet app runs a cell that starts with one of these as a formula (OWASP "CSV injection"); a tab or
 * carriage return in front can hide one from the eye.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): null and undefined are empty; a value that would start a formula gets a leading single
 * quote, so a spreadsheet shows it as text; a value holding a comma, quote or line break is quoted, its quotes doubled.
 */
export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * One CSV record with its CRLF line end, as RFC 4180 and the app's own exports write them.
 *
 * @example
 * csvLine(['Asha', 'Says "hi"', null]) // 'Asha,"Says ""hi""",\r\n'
 */
export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`;
