import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../test/objectUrl';
import { i18nProvider } from '../test/i18n';
import { exportCsv } from './csv';

const NO_DATA_FOR_EXPORT = i18nProvider.translate('app.list.no_data_for_export');

/** What the browser was asked to download: the file name and the CSV text. */
const downloads: { filename: string | null; blob: Blob }[] = [];

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  downloads.length = 0;
  urls = stubObjectUrls();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.getAttribute('download'), blob: urls.blob(this.getAttribute('href'))! });
  });
});
afterEach(() => {
  urls.restore();
  vi.restoreAllMocks();
});

describe('exportCsv', () => {
  it('downloads the rows with the given columns in order, through papaparse', async () => {
    const rows = [
      { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', role: 'Reporter', extra: 'not exported' },
      { firstName: 'Ravi, Jr.', lastName: 'Says "hi"', email: null, role: 'GuestReporter' },
    ];
    expect(exportCsv(rows, ['firstName', 'lastName', 'email', 'role'], 'Reporters', NO_DATA_FOR_EXPORT)).toBe(true);
    expect(downloads).toHaveLength(1);
    expect(downloads[0].filename).toBe('Reporters.csv');
    expect(downloads[0].blob.type).toBe('text/csv;charset=utf-8');
    expect(await downloads[0].blob.text()).toBe(
      [
        'firstName,lastName,email,role',
        'Asha,Rao,asha@example.com,Reporter',
        '"Ravi, Jr.","Says ""hi""",,GuestReporter',
      ].join('\r\n'),
    );
  });

  it('keeps cells that a spreadsheet would run as formulas as text', async () => {
    exportCsv(
      [{ firstName: '=HYPERLINK("http://evil.example")', lastName: '@SUM(A1)' }],
      ['firstName', 'lastName'],
      'Reporters',
      NO_DATA_FOR_EXPORT,
    );
    expect(await downloads[0].blob.text()).toBe(
      ['firstName,lastName', `"'=HYPERLINK(""http://evil.example"")","'@SUM(A1)"`].join('\r\n'),
    );
  });

  it("alerts 'No data available for export.' and downloads nothing without rows", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    expect(exportCsv([], ['firstName'], 'Reporters', NO_DATA_FOR_EXPORT)).toBe(false);
    expect(alert).toHaveBeenCalledWith('No data available for export.');
    expect(NO_DATA_FOR_EXPORT).toBe('No data available for export.');
    expect(downloads).toEqual([]);
  });
});
