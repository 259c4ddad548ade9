import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { List, TextField } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceName } from '../dataProvider/entries';
import { renderScreen, signIn } from '../test/render';
import { api, server } from '../test/server';
import { CountCard } from './CountCard';
import { ListTable } from './ListTable';

const Languages = ({ selectable = false }: { selectable?: boolean }) => (
  <List resource={resourceName('languages')} filterDefaultValues={{ status: 'Active' }} actions={false} empty={false}>
    <CountCard label="app.resources.languages.count" />
    <ListTable bulkActionButtons={selectable ? <span /> : false}>
      <TextField source="languageName" label="Language Name" />
    </ListTable>
  </List>
);

const answer = (names: string[]) =>
  HttpResponse.json({
    languageData: {
      activeLanguages: names.map((name, n) => ({
        languageID: `id-${n}`,
        languageName: name,
        languageStatus: 'Active',
      })),
      inActiveLanguages: [],
    },
  });

describe('List states (CountCard, ListTable)', () => {
  beforeEach(() => {
    signIn();
    // The failure is logged, as the spec asks; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows placeholder rows and no count while the first page loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/language/get'), async () => {
        await held;
        return answer(['Hindi']);
      }),
    );
    renderScreen(<Languages />);
    const skeleton = await screen.findByRole('status', { name: 'Loading rows' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('tbody tr').length).toBeGreaterThan(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Languages: not available' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Hindi')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading rows' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '1 Language' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a refused connection', () => HttpResponse.error()],
  ])('after %s says the list could not be loaded, shows no 0 and no toast, and Retry loads it', async (_, fail) => {
    let failing = true;
    server.use(http.get(api('/language/get'), () => (failing ? fail() : answer(['Hindi', 'Tamil']))));
    renderScreen(<Languages />);
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^0 / })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Languages: not available' })).toHaveTextContent('–');
    expect(document.querySelector('.MuiSnackbarContent-message')).toBeNull();
    expect(console.error).toHaveBeenCalled();

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tamil')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 Languages' })).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
  });

  it("still says 'No data available' and counts 0 for a list that is really empty", async () => {
    server.use(http.get(api('/language/get'), () => answer([])));
    renderScreen(<Languages />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 Languages' })).toBeInTheDocument();
  });

  it('gives every row checkbox an accessible name', async () => {
    server.use(http.get(api('/language/get'), () => answer(['Hindi', 'Tamil'])));
    renderScreen(<Languages selectable />);
    await screen.findByText('Tamil');
    await expect.poll(() => screen.queryAllByRole('checkbox', { name: 'Select this row' }).length).toBe(2);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});
