import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

/**
 * Writes rows to a CSV file the browser downloads, with the columns in the given order. With no rows it alerts
 * `emptyMessage` instead, as the spec asks (an alert is not react-admin's, so the caller passes the text translated).
 *
 * @example
 * exportCsv(reporters, ['firstName', 'lastName', 'email'], 'Reporters', translate('app.list.no_data_for_export'));
 */
export const exportCsv = <T extends Record<string, unknown>>(
  rows: T[],
  columns: (keyof T & string)[],
  filename: string,
  emptyMessage: string,
) => {
  if (rows.length === 0) {
    window.alert(emptyMessage);
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
