import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../test/calls';
import { api, server } from '../test/server';
import { ADMIN, currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { languages as declaration } from '#contract/resources/languages';
import { ListScreen } from './ListScreen';

const LanguageList = () => <ListScreen declarations={[declaration]} />;

const language = (n: number, status = 'Active') => ({
  languageID: `id-${n}`,
  languageName: `Language ${n}`,
  languageStatus: status,
});

const languages = (active: ReturnType<typeof language>[], inactive: ReturnType<typeof language>[] = []) =>
  http.get(api('/language/get'), () =>
    HttpResponse.json({ languageData: { activeLanguages: active, inActiveLanguages: inactive } }),
  );

describe('Settings > Languages', () => {
  beforeEach(signIn);

  it('lists active languages 10 per page with the count card and numbered pages', async () => {
    server.use(languages(Array.from({ length: 12 }, (_, i) => language(i + 1))));
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    expect(await screen.findByText('Language 1')).toBeInTheDocument();
    expect(screen.getByText('Language 10')).toBeInTheDocument();
    expect(screen.queryByText('Language 11')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '12 Languages' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await screen.findByText('Language 11')).toBeInTheDocument();
  });

  it('shows the inactive tab and the empty table text', async () => {
    server.use(languages([language(1)], []));
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await screen.findByText('Language 1');
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive Languages' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('validates the Add Language form and sends the trimmed name', async () => {
    server.use(languages([]));
    let body: unknown;
    server.use(
      http.post(api('/language/create'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { message: 'Language Added successfully', languageData: language(9) },
          { status: 201 },
        );
      }),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Language' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Language Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Language Name'), 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Maximum 100 characters allowed')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Language Name'));
    await userEvent.type(within(dialog).getByLabelText('Language Name'), '  Tamil ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Language Added successfully')).toBeInTheDocument();
    expect(body).toEqual({ languageName: 'Tamil' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Language' })).not.toBeInTheDocument());
  });

  it("edits a language: the Edit Language dialog, PUT /language/update/{id} and 'Language updated successfully'", async () => {
    const { calls, on } = recorder();
    server.use(
      languages([language(1), language(2)]),
      on('put', '/language/update/:id', () =>
        HttpResponse.json({ message: 'Language updated successfully', languageData: language(2) }),
      ),
      on('get', '/language/get/:id', ({ params }) =>
        HttpResponse.json({ languageData: { ...language(2), languageID: params.id, languageName: 'Kannada' } }),
      ),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Language 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Language' });
    const input = within(dialog).getByLabelText('Language Name');
    expect(input).toHaveValue('Language 2');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Language Name is required')).toBeInTheDocument();
    await userEvent.type(input, ' Kannada ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Language updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Language' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/language/update/id-2',
        search: '',
        auth: `Bearer ${ADMIN.token}`,
        body: { languageName: 'Kannada' },
      },
    ]);
  });

  it("toggles a language inactive with PUT /language/status/{id} and 'Language is Inactive', then reloads", async () => {
    const { calls, on } = recorder();
    let listCalls = 0;
    server.use(
      http.get(api('/language/get'), () => {
        listCalls += 1;
        return HttpResponse.json({ languageData: { activeLanguages: [language(1)], inActiveLanguages: [] } });
      }),
      on('put', '/language/status/:id', () =>
        HttpResponse.json({ message: 'Language is Inactive', languageData: language(1, 'Inactive') }),
      ),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    const toggle = await screen.findByRole('switch', { name: 'Language 1 status' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await findToast('Language is Inactive')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/language/status/id-1',
        search: '',
        auth: `Bearer ${ADMIN.token}`,
        body: { languageStatus: 'Inactive', expected: { 'id-1': 'Active' } },
      },
    ]);
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it("toggles an inactive language active with 'Language is Active'", async () => {
    const { calls, on } = recorder();
    server.use(
      languages([], [language(3, 'Inactive')]),
      on('put', '/language/status/:id', () => HttpResponse.json({ message: 'ok' })),
    );
    renderScreen(<LanguageList />, {
      path: `/settings/languages?filter=${encodeURIComponent('{"status":"Inactive"}')}`,
    });
    const toggle = await screen.findByRole('switch', { name: 'Language 3 status' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('tab', { name: 'Inactive Languages' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(toggle);
    expect(await findToast('Language is Active')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ languageStatus: 'Active', expected: { 'id-3': 'Inactive' } }]);
  });

  it("a toggle that cannot reach the server toasts 'Error updating Language status'", async () => {
    server.use(
      languages([language(1)]),
      http.put(api('/language/status/:id'), () => HttpResponse.error()),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Language 1 status' }));
    expect(await findToast('Error updating Language status')).toBeInTheDocument();
    expect(screen.queryByText('Language is Inactive')).not.toBeInTheDocument();
  });

  it('shows the server message and keeps the Add Language dialog open when the create fails', async () => {
    server.use(
      languages([]),
      http.post(api('/language/create'), () =>
        HttpResponse.json({ message: 'Language already exists' }, { status: 409 }),
      ),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Language' });
    await userEvent.type(within(dialog).getByLabelText('Language Name'), 'Hindi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Language already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Language' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Language Name')).toHaveValue('Hindi');
    expect(screen.queryByText('Language Added successfully')).not.toBeInTheDocument();
  });

  it("opens the record ?show= names in its edit dialog (a search result's path), and closing drops it", async () => {
    server.use(
      languages([language(1)]),
      http.get(api('/language/get/id-7'), () => HttpResponse.json({ languageData: language(7) })),
    );
    renderScreen(<LanguageList />, { path: '/settings/languages?show=id-7' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Language' });
    expect(within(dialog).getByRole('textbox', { name: /Language Name/ })).toHaveValue('Language 7');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/settings/languages');
  });
});
