import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListResult } from 'react-admin';
import { List } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { failedList } from '../dataProvider/failedList';
import { liveListState } from '../live/liveListState';
import { renderScreen, signIn } from '../test/render';
import { MediaCard } from './MediaCard';
import { MediaCardGrid } from './MediaCardGrid';

const renderGrid = (getList: DataProvider['getList']) => {
  signIn();
  const dataProvider = { getList } as unknown as DataProvider;
  return renderScreen(
    <List resource="items" perPage={4} actions={false} exporter={false} empty={false} pagination={false}>
      <MediaCardGrid
        empty="No items"
        aspectRatio="1 / 1"
        card={(record) => (
          <MediaCard
            media={{ type: 'image', src: String(record.src), width: 480, height: 480 }}
            name={String(record.name)}
            onOpen={vi.fn()}
          />
        )}
      />
    </List>,
    { dataProvider },
  );
};

describe('MediaCardGrid', () => {
  it('shows skeletons while loading, then one card per record with its image size set', async () => {
    let answer: ((value: GetListResult) => void) | undefined;
    renderGrid(() => new Promise<GetListResult>((resolve) => (answer = resolve)) as never);
    expect(await screen.findByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    // The list asks once the access check let it (react-admin's canAccess).
    await waitFor(() => expect(answer).toBeDefined());
    answer!({ data: [{ id: 1, name: 'First', src: 'https://cdn.example.com/1.webp' }], total: 1 });
    const card = await screen.findByRole('button', { name: 'First' });
    const image = card.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('src')]).toEqual([
      '480',
      '480',
      'https://cdn.example.com/1.webp',
    ]);
    expect(screen.queryByLabelText('Loading')).toBeNull();
  });

  it('says the list is empty only when it loaded empty, and offers Retry when it could not be loaded', async () => {
    const view = renderGrid(() => Promise.resolve({ data: [], total: 0 }));
    expect(await screen.findByText('No items')).toBeInTheDocument();
    view.unmount();
    let calls = 0;
    // What the data provider answers for a failed list fetch (dataProvider/failedList).
    renderGrid(() => {
      calls += 1;
      return Promise.resolve(failedList());
    });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No items')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('marks a card moved out of the list and keeps it in its place until the list reloads', async () => {
    renderGrid(() =>
      Promise.resolve({
        data: [
          { id: 1, name: 'First', src: 'https://cdn.example.com/1.webp' },
          { id: 2, name: 'Second', src: 'https://cdn.example.com/2.webp' },
        ],
        total: 2,
      } as GetListResult),
    );
    await screen.findByRole('button', { name: 'Second' });
    liveListState.update('items', (state) => ({ ...state, changes: 1, moved: new Set(['1']) }));
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('Moved out of this list'));
    expect(items[1]).not.toHaveTextContent('Moved out of this list');
    // Still first, where it was: the next card has not moved up under the pointer.
    expect(within(items[0]).getByRole('button', { name: 'First' })).toBeInTheDocument();
    liveListState.reset('items');
  });
});
