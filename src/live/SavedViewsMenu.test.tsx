import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, server } from '../test/server';
import { findToast, renderScreen, signIn } from '../test/render';
import { languages as declaration } from '#contract/resources/languages';
import { ListScreen } from '../declared/ListScreen';
import { LiveProvider } from './LiveProvider';

const LanguageList = () => <ListScreen declarations={[declaration]} />;
const row = (n: number) => ({ languageID: `id-${n}`, languageName: `Language ${n}`, languageStatus: 'Active' });
const view = (overrides: Record<string, unknown>) => ({
  viewID: 'v-1',
  name: 'Twenty a page',
  list: '/settings/languages',
  query: { perPage: '20' },
  shared: true,
  owner: { adminID: 'other', name: 'Asha Rao' },
  mine: false,
  isDefault: false,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

describe('saved views on a declared list', () => {
  beforeEach(() => {
    signIn();
    server.use(
      http.get(api('/language/get'), () =>
        HttpResponse.json({
          languageData: { activeLanguages: Array.from({ length: 25 }, (_, i) => row(i + 1)), inActiveLanguages: [] },
        }),
      ),
    );
  });

  it("asks for the list's views, and picking a shared one applies its page size", async () => {
    let asked = '';
    server.use(
      http.get(api('/views'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('list') ?? '';
        return HttpResponse.json({ views: [view({})] });
      }),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await screen.findByText('Language 1');
    expect(screen.queryByText('Language 11')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    expect(asked).toBe('/settings/languages');
    const menu = screen.getByRole('menu', { name: 'Saved views' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Twenty a page shared by Asha Rao/ }));
    expect(await screen.findByText('Language 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Views: Twenty a page' })).toBeInTheDocument();
  });

  it('opens my default view when the list is opened without parameters', async () => {
    server.use(http.get(api('/views'), () => HttpResponse.json({ views: [view({ isDefault: true })] })));
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    expect(await screen.findByText('Language 20', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Views: Twenty a page' })).toBeInTheDocument();
  });

  it('saves the current view for everyone with the name given', async () => {
    let body: unknown;
    server.use(
      http.post(api('/views'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'View saved', viewID: 'v-2', view: view({}) }, { status: 201 });
      }),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await screen.findByText('Language 1');
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save this view' }));
    expect(within(dialog).getByText('View name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Morning desk ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Share with every admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save this view' }));
    await findToast('View saved');
    await waitFor(() =>
      expect(body).toEqual({
        name: 'Morning desk',
        shared: true,
        isDefault: false,
        list: '/settings/languages',
        query: {},
      }),
    );
  });

  it('shows a view another admin shares at once: the live event makes the menu ask for the views again', async () => {
    let views: object[] = [];
    let asked = 0;
    let push!: (text: string) => void;
    server.use(
      http.get(api('/views'), () => {
        asked += 1;
        return HttpResponse.json({ views });
      }),
      http.get(
        api('/events'),
        () =>
          new HttpResponse(
            new ReadableStream<Uint8Array>({
              start: (controller) => {
                push = (text) => controller.enqueue(new TextEncoder().encode(text));
              },
            }),
            { headers: { 'content-type': 'text/event-stream' } },
          ),
      ),
    );
    renderScreen(
      <LiveProvider>
        <LanguageList />
      </LiveProvider>,
      { path: '/settings/languages' },
    );
    await screen.findByText('Language 1');
    await waitFor(() => expect(asked).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    expect(
      within(screen.getByRole('menu', { name: 'Saved views' })).getByText('No saved views yet'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    views = [view({})];
    const change = { resource: 'savedViews', ids: ['v-1'], action: 'create', actor: view({}).owner, at: '' };
    await waitFor(() => expect(push).toBeDefined());
    push(`id: 7\nevent: change\ndata: ${JSON.stringify(change)}\n\n`);
    await waitFor(() => expect(asked).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    expect(
      await within(screen.getByRole('menu', { name: 'Saved views' })).findByRole('menuitem', {
        name: /Twenty a page shared by Asha Rao/,
      }),
    ).toBeInTheDocument();
  });
});
