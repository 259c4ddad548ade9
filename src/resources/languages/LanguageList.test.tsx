import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { renderScreen, signIn } from '../../test/render';
import { LanguageList } from './LanguageList';

const language = (n: number, status = 'Active') => ({ languageID: `id-${n}`, languageName: `Language ${n}`, languageStatus: status });

const languages = (active: ReturnType<typeof language>[], inactive: ReturnType<typeof language>[] = []) =>
  http.get(api('/language/get'), () => HttpResponse.json({ languageData: { activeLanguages: active, inActiveLanguages: inactive } }));

describe('Settings > Languages', () => {
  beforeEach(signIn);

  it('lists active languages 10 per page with the count card and numbered pages', async () => {
    server.use(languages(Array.from({ length: 12 }, (_, i) => language(i + 1))));
    renderScreen(<LanguageList />, { path: '/settings/languages' });
    expect(await screen.findByText('Language 1')).toBeInTheDocument();
    expect(screen.getByText('Language 10')).toBeInTheDocument();
    expect(screen.queryByText('Language 11')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '12 Languages' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
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
        return HttpResponse.json({ message: 'Language Added successfully', languageData: language(9) }, { status: 201 });
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
});
