import { render, screen } from '@testing-library/react';
import type { ListControllerResult } from 'react-admin';
import { I18nContextProvider, ListContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../test/i18n';
import { CountCard, type CountCardProps } from './CountCard';

const renderCard = (total: number | undefined, props: CountCardProps, isPending = false) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <ListContextProvider value={{ total, isPending } as unknown as ListControllerResult}>
        <CountCard {...props} />
      </ListContextProvider>
    </I18nContextProvider>,
  );

describe('CountCard', () => {
  it.each([
    [0, '0 Languages'],
    [1, '1 Language'],
    [2, '2 Languages'],
    [15, '15 Languages'],
  ])('a total of %i reads %s', (total, name) => {
    renderCard(total, { label: 'app.resources.languages.count' });
    const card = screen.getByRole('status', { name });
    expect(card).toHaveTextContent(name.replace(' ', ''));
  });

  it.each([
    [0, '0 Inactive Reporter'],
    [1, '1 Inactive Reporter'],
    [2, '2 Inactive Reporters'],
  ])('with singularForZero a total of %i reads %s', (total, name) => {
    renderCard(total, { label: 'app.resources.reporters.section_counts.inactive', singularForZero: true });
    expect(screen.getByRole('status', { name })).toBeInTheDocument();
  });

  it('shows no number, and names none, while loading', () => {
    renderCard(undefined, { label: 'app.resources.postCategories.count' }, true);
    const card = screen.getByRole('status', { name: 'Categories: not available' });
    expect(card).not.toHaveTextContent('0');
    expect(card).toHaveTextContent('Categories');
    expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a dash, not 0, when the list could not be loaded', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <ListContextProvider
          value={{ total: 0, isPending: false, meta: { loadFailed: true } } as unknown as ListControllerResult}
        >
          <CountCard label="app.resources.reporters.section_counts.active" />
        </ListContextProvider>
      </I18nContextProvider>,
    );
    const card = screen.getByRole('status', { name: 'Active Reporters: not available' });
    expect(card).toHaveTextContent('–Active Reporters');
    expect(screen.queryByRole('status', { name: /^0 / })).not.toBeInTheDocument();
  });
});
