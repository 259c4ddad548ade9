import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPostList } from '../test/list';
import { currentLocation, signIn } from '../test/render';
import { FilterMenu, type FilterGroup } from './FilterMenu';

const groups: FilterGroup[] = [
  {
    source: 'language',
    label: 'Language',
    multiple: true,
    options: [
      { id: 'l-1', name: 'Hindi' },
      { id: 'l-2', name: 'Tamil' },
    ],
  },
  {
    source: 'days',
    label: 'Posted',
    options: [
      { id: 1, name: 'Today' },
      { id: 7, name: 'Last 7 Days' },
    ],
  },
];

/** The query of the last list call, without page and limit. */
const lastQuery = (rec: ReturnType<typeof renderPostList>['rec']) => {
  const params = new URLSearchParams(rec.calls.at(-1)?.search);
  params.delete('page');
  params.delete('limit');
  return Object.fromEntries(params);
};

const open = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
  return screen.findByRole('dialog', { name: 'Filter' });
};

describe('FilterMenu', () => {
  beforeEach(signIn);

  it('sends checked boxes as one comma-joined parameter and unchecks them again', async () => {
    const { rec } = renderPostList(<FilterMenu groups={groups} />);
    const menu = await open();
    const language = within(menu).getByRole('group', { name: 'Language' });
    await userEvent.click(within(language).getByRole('checkbox', { name: 'Hindi' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-1' }));
    await userEvent.click(within(language).getByRole('checkbox', { name: 'Tamil' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-1,l-2' }));
    expect(rec.calls.at(-1)?.search).toBe('page=1&limit=15&language=l-1%2Cl-2');
    expect(within(language).getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
    expect(currentLocation()).toContain('"language":["l-1","l-2"]');
    await userEvent.click(within(language).getByRole('checkbox', { name: 'Hindi' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-2' }));
    expect(within(language).getByRole('checkbox', { name: 'Hindi' })).not.toBeChecked();
  });

  it('takes one radio value, and clicking the chosen radio again clears it', async () => {
    const { rec } = renderPostList(<FilterMenu groups={groups} />);
    const menu = await open();
    const posted = within(menu).getByRole('group', { name: 'Posted' });
    await userEvent.click(within(posted).getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ days: '1' }));
    await userEvent.click(within(posted).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ days: '7' }));
    expect(within(posted).getByRole('radio', { name: 'Today' })).not.toBeChecked();
    await userEvent.click(within(posted).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({}));
    expect(within(posted).getByRole('radio', { name: 'Last 7 Days' })).not.toBeChecked();
  });

  it('Clear All removes its own filters only, and is disabled with none set', async () => {
    const filter = encodeURIComponent(JSON.stringify({ search: 'goa', language: ['l-2'], days: '7' }));
    const { rec } = renderPostList(<FilterMenu groups={groups} />, { path: `/posts?filter=${filter}` });
    await waitFor(() => expect(lastQuery(rec)).toEqual({ search: 'goa', language: 'l-2', days: '7' }));
    const menu = await open();
    expect(within(menu).getByRole('checkbox', { name: 'Tamil' })).toBeChecked();
    expect(within(menu).getByRole('radio', { name: 'Last 7 Days' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ search: 'goa' }));
    expect(within(menu).getByRole('checkbox', { name: 'Tamil' })).not.toBeChecked();
    expect(within(menu).getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it("names each filter set as a chip, also one the address kept, and removes it with the chip's button", async () => {
    const filter = encodeURIComponent(JSON.stringify({ language: ['l-2', 'l-9'], days: '7' }));
    const { rec } = renderPostList(<FilterMenu groups={groups} />, { path: `/posts?filter=${filter}` });
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-2,l-9', days: '7' }));
    // A value no option names (a language made inactive since) shows by its id rather than not at all.
    const clear = async () =>
      (await screen.findAllByRole('button', { name: /^Clear filter: / })).map((button) =>
        button.getAttribute('aria-label'),
      );
    expect(await clear()).toEqual([
      'Clear filter: Language: Tamil',
      'Clear filter: Language: l-9',
      'Clear filter: Posted: Last 7 Days',
    ]);
    expect(screen.getByText('Language: Tamil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter: Language: Tamil' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-9', days: '7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter: Posted: Last 7 Days' }));
    await waitFor(() => expect(lastQuery(rec)).toEqual({ language: 'l-9' }));
    expect(await clear()).toEqual(['Clear filter: Language: l-9']);
  });
});
