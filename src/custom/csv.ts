import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

export const NO_DATA_FOR_EXPORT = 'No data available for export.';

/**
 * Writes rows to a CSV file the browser downloads, with the columns in the given order. With no rows it tells the
 * user instead, as the spec asks.
 *
 * @example
 * exportCsv(reporters, ['firstName', 'lastName', 'email'], 'Reporters');
 */
export const exportCsv = <T extends Record<string, unknown>>(
  rows: T[],
  columns: (keyof T & string)[],
  filename: string,
) => {
  if (rows.length === 0) {
    window.alert(NO_DATA_FOR_EXPORT);
    return false;
  }
  downloadCSV(
    // escapeFormulae: a cell such as =HYPERLINK(...) must stay text when the file is opened in a spreadsheet.
    Papa.unparse(
      { fields: columns, data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
      { escapeFormulae: true },
    ),
    filename,
  );
  return true;
};
