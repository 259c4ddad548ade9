import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../test/calls';
import { server } from '../test/server';
import { currentLocation, renderScreen, signIn } from '../test/render';
import { SearchPalette, type SearchGroup } from './SearchPalette';

const groups: SearchGroup[] = [
  {
    resource: 'posts',
    total: 2,
    items: [
      {
        id: 'p-1',
        title: 'Delhi floods: Yamuna crosses the danger mark',
        snippet: 'Delhi floods: Yamuna crosses the danger mark',
        status: 'Published',
        path: '/posts/post?show=p-1',
      },
      {
        id: 'p-2',
        title: 'Rain in Pune',
        snippet: '…the flood waters of Delhi reached…',
        status: 'Pending',
        path: '/posts/new-post?show=p-2',
      },
    ],
  },
  {
    resource: 'reporters',
    total: 1,
    items: [{ id: 'r-1', title: 'Delhi Rao', snippet: 'Delhi Rao', status: 'Active', path: '/view-reporter/r-1' }],
  },
];

describe('the search box in the top bar (issue 42)', () => {
  beforeEach(signIn);

  it('opens with Ctrl+K, searches as one types, groups by kind with the match marked, and opens the first with Enter', async () => {
    const { calls, on } = recorder();
    server.use(on('get', '/search', () => HttpResponse.json({ groups })));
    renderScreen(<SearchPalette />, { path: '/dashboard' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search everything' });
    const input = within(dialog).getByRole('combobox', { name: 'Search text' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'Delhi');

    const listbox = await within(dialog).findByRole('listbox', { name: 'Search results' });
    await vi.waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    // One request for the whole word: typing is debounced.
    expect(calls.map((call) => call.search)).toEqual(['q=Delhi']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 results');
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Posts', 'Reporters']);
    const [first, second] = within(listbox).getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first.querySelector('mark')).toHaveTextContent('Delhi');
    expect(second).toHaveTextContent('…the flood waters of Delhi reached…');
    expect(within(first).getByText('Published')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(currentLocation()).toBe('/posts/post?show=p-1'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on a click and closes with Escape', async () => {
    renderScreen(<SearchPalette />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search everything' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
