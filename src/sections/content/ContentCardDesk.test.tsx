import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordPath } from '../../desk/recordPath';
import { recorder, type Recorder } from '../../test/calls';
import { signIn } from '../../test/render';
import { server } from '../../test/server';
import { listCalls, quote, renderMediaSections, serveQuotes, serveShorts, short } from '../../test/media-content';

/**
 * The review desk on the card grids (issue 44): a pending card names its assignee, the grids filter by 'Assigned to
 * me' and 'Unassigned' as the posts list does, and a notification's route opens the item's dialog.
 */
let rec: Recorder;
const RAVI = { adminID: '22222222-2222-4222-8222-222222222222', name: 'Ravi Kumar' };

beforeEach(() => {
  signIn();
  rec = recorder();
});

/** Answers the assignee call: the first record of the page is Ravi's. */
const serveAssignees = () =>
  rec.on('get', '/assign/:resource', ({ request }) => {
    const [first] = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    return HttpResponse.json({ assignees: [{ ...RAVI, recordId: first }] });
  });
const assigneeCalls = () =>
  rec.calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/assign/'))
    .map((c) => `${c.path}?${c.search}`);

const pickAssigned = async (option: 'Assigned to me' | 'Unassigned') => {
  await userEvent.click(await screen.findByRole('button', { name: 'Assigned to' }));
  const menu = await screen.findByRole('dialog', { name: 'Assigned to' });
  await userEvent.click(within(menu).getByRole('radio', { name: option }));
};

describe('the review desk on the card grids', () => {
  it('a pending short names its assignee, from one call for the page; Assigned to me filters the list call', async () => {
    serveShorts(rec, { Pending: [short(1, { shortStatus: 'Pending' }), short(2, { shortStatus: 'Pending' })] });
    server.use(serveAssignees());
    renderMediaSections('/short-video/pending');
    const [first, second] = (
      await screen.findAllByRole('button', { name: /^Open Sports video,/ }, { timeout: 5000 })
    ).map((button) => button.closest('li')!);
    expect(await within(first).findByText('Assigned to Ravi Kumar')).toBeInTheDocument();
    expect(within(second).getByText('Unassigned')).toBeInTheDocument();
    expect(assigneeCalls()).toEqual(['/assign/shortVideos?ids=s-1,s-2']);

    await pickAssigned('Assigned to me');
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Pending')).toContain('page=1&limit=10&assigned=me'));
  });

  it("the quotes grid filters by 'Unassigned' beside its date filter; Published cards name no assignee", async () => {
    serveQuotes(rec, { Published: [quote(1)] });
    server.use(serveAssignees());
    renderMediaSections('/daily-quotes/published');
    expect(await screen.findByRole('button', { name: 'Filter' }, { timeout: 5000 })).toBeInTheDocument();
    await pickAssigned('Unassigned');
    await waitFor(() => expect(listCalls(rec, '/dailyQuotes', 'Published')).toContain('page=1&limit=15&assigned=none'));
    expect(screen.queryByText('Unassigned', { selector: 'li *' })).toBeNull();
    expect(assigneeCalls()).toEqual([]);
  });

  it("a notification about a short or a quote leads to its Pending tab's ?show=, which opens its dialog", async () => {
    expect(recordPath('shortVideos', 's-1')).toBe('/short-video/pending?show=s-1');
    expect(recordPath('dailyQuotes', 'q-1')).toBe('/daily-quotes/pending?show=q-1');
    serveShorts(rec, { Published: [short(1, { isScheduled: true, shortStatus: 'Published' })] });
    server.use(serveAssignees());
    renderMediaSections('/short-video/pending?show=s-1');
    expect(await screen.findByRole('dialog', { name: /Scheduled/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
