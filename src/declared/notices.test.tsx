import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { entries } from '../dataProvider/entries';
import { en } from '../i18n/en';
import { firstScreen } from '../i18n/first-screen';
import { recorder, type Recorder, writes } from '../test/calls';
import { notices } from '../../server/test/fixtures/notices';
import { currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { ListScreen } from './ListScreen';
import { resourceConfigOf } from '../dataProvider/resourceConfig';
import { declaredTexts } from '../declaration/texts';

/**
 * Every field kind, filter and delete of a declaration (issue 37), app half: the Notices fixture's list columns, its
 * filter menu and the query it sends, its add dialog's body, and its Delete button with the confirmation.
 */
const render = (path = '/settings/notices') =>
  renderScreen(<ListScreen declarations={[notices]} />, {
    path,
    dataProvider: createDataProvider({ ...entries, notices: resourceConfigOf(notices) }),
    i18nProvider: polyglotI18nProvider(
      () => mergeTranslations(englishMessages, firstScreen, en, { app: { resources: declaredTexts([notices]) } }),
      'en',
      [],
      { allowMissing: true },
    ),
  });

const ENGLISH = { languageID: 'lang-en', languageName: 'English', languageStatus: 'Active' };
const HINDI = { languageID: 'lang-hi', languageName: 'Hindi', languageStatus: 'Active' };

const notice = {
  noticeID: 'n-1',
  noticeTitle: 'Town hall',
  noticeSummary: 'All staff',
  noticeBody: '<p>Hello <strong>all</strong></p>',
  languageID: 'lang-hi',
  noticeKind: 'Event',
  noticeSeats: 120,
  noticePinned: true,
  noticeDay: '2026-12-01',
  noticeStartsAt: '2026-12-01T10:30:00.000Z',
  noticeImage: null,
  noticeFile: 'http://localhost/media/notices/agenda.pdf',
  noticeTags: ['town', 'hall'],
  noticeStatus: 'Active',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
  server.use(
    rec.on('get', '/notices/filter/:status', () =>
      HttpResponse.json({ notices: { notices: [notice], pagination: { totalPages: 1, totalRecords: 1 } } }),
    ),
    rec.on('get', '/language/get/:id', ({ params }) =>
      HttpResponse.json({ languageData: params.id === 'lang-en' ? ENGLISH : HINDI }),
    ),
    rec.on('get', '/language/get', () =>
      HttpResponse.json({ languageData: { activeLanguages: [ENGLISH, HINDI], inActiveLanguages: [] } }),
    ),
  );
});

const listCalls = () => rec.calls.filter((call) => call.path === '/notices/filter/All').map((call) => call.search);

describe('a declaration with every field kind (Notices)', () => {
  it("lists each kind's column: the referenced language's name, the choice, number, yes/no, date, tags and file", async () => {
    render();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Title',
      'Language',
      'Kind',
      'Seats',
      'Pinned',
      'Day',
      'Image',
      'Attachment',
      'Tags',
      'Status',
      'Actions',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(await within(row).findByText('Hindi')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Town hall', 'Hindi', 'Event', '120', 'Pinned', '2026-12-01', '', 'Attachment', 'town, hall', '', '']);
    expect(within(row).getByRole('link', { name: 'Attachment of Town hall' })).toHaveAttribute(
      'href',
      notice.noticeFile,
    );
    expect(listCalls()).toEqual(['page=1&limit=10']);
  });

  it('filters by a reference, a choice and a date range from the Add filter menu, in the URL and the query', async () => {
    render();
    await screen.findByText('Town hall');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alert' }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('page=1&limit=10&noticeKind=Alert'));
    expect(currentLocation()).toContain('"noticeKind":"Alert"');

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('page=1&limit=10&languageID=lang-en&noticeKind=Alert'));

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Day from' }));
    await userEvent.type(await screen.findByLabelText('Day from'), '2026-01-05');
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('page=1&limit=10&languageID=lang-en&noticeKind=Alert&noticeDayFrom=2026-01-05'),
    );
  });

  it('opens with the filters an address holds', async () => {
    render(
      `/settings/notices?filter=${encodeURIComponent('{"noticeDayFrom":"2026-01-01","noticeDayTo":"2026-01-31"}')}`,
    );
    await screen.findByText('Town hall');
    expect(listCalls()).toEqual(['page=1&limit=10&noticeDayFrom=2026-01-01&noticeDayTo=2026-01-31']);
    expect(screen.getByLabelText('Day to')).toHaveValue('2026-01-31');
  });

  it('adds a notice: the choice starts at its default and each kind goes in the body as the server reads it', async () => {
    server.use(
      rec.on('post', '/notices/create', () =>
        HttpResponse.json(
          { message: 'Notice Added successfully', notice: { ...notice, noticeID: 'n-2' } },
          { status: 201 },
        ),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Language is required')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);

    expect(within(dialog).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('News');
    await userEvent.type(within(dialog).getByLabelText(/^Title/), ' Town hall ');
    await userEvent.type(within(dialog).getByLabelText('Summary'), 'All staff');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hindi' }));
    const seats = within(dialog).getByLabelText('Seats');
    await userEvent.type(seats, '600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Seats must be a whole number from 0 to 500')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
    await userEvent.clear(seats);
    await userEvent.type(seats, '120');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Pinned' }));
    await userEvent.type(within(dialog).getByLabelText('Day'), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Notice Added successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/notices/create',
        body: {
          noticeTitle: 'Town hall',
          noticeSummary: 'All staff',
          noticeBody: '',
          languageID: 'lang-hi',
          noticeKind: 'News',
          noticeSeats: 120,
          noticePinned: true,
          noticeDay: '2026-12-01',
          noticeStartsAt: '',
          noticeTags: [],
        },
      },
    ]);
  });

  it("the rich text's level is a menu button named with the level it shows (not a list item named apart from it)", async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Notice' });
    const level = await within(dialog).findByRole('button', { name: 'Current level: Normal' });
    expect(level).toHaveTextContent('Normal');
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    await userEvent.click(level);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Heading 2' }));
    expect(await within(dialog).findByRole('button', { name: 'Current level: Heading 2' })).toHaveTextContent(
      'Heading 2',
    );
  });

  it('deletes a notice after asking: DELETE /notices/delete/{id} and its message; Cancel sends nothing', async () => {
    server.use(
      rec.on('delete', '/notices/delete/:id', () => HttpResponse.json({ message: 'Notice deleted successfully' })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Town hall' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Notice' });
    expect(within(dialog).getByText('Delete Town hall? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Town hall' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Notice deleted successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'DELETE', path: '/notices/delete/n-1', body: undefined },
    ]);
  });
});
