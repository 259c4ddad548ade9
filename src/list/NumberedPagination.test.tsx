import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListControllerResult } from 'react-admin';
import { I18nContextProvider, ListContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../test/i18n';
import { NumberedPagination } from './NumberedPagination';

const renderPagination = (page: number, total: number, perPage = 10) => {
  const setPage = vi.fn();
  render(
    <I18nContextProvider value={i18nProvider}>
      <ListContextProvider
        value={{ page, perPage, total, setPage, isPending: false } as unknown as ListControllerResult}
      >
        <NumberedPagination />
      </ListContextProvider>
    </I18nContextProvider>,
  );
  return setPage;
};

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
/** The buttons as the user sees them, ellipses included. */
const labels = () =>
  within(nav())
    .getAllByRole('button', { hidden: true })
    .map((button) => button.textContent);

describe('NumberedPagination', () => {
  it('shows every page when there are 5 or fewer, with Previous and Next', () => {
    renderPagination(1, 45);
    expect(labels()).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first, the current page and its neighbours and the last, with ellipses', () => {
    renderPagination(5, 100);
    expect(labels()).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next']);
    expect(within(nav()).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('Previous and Next move one page; a number goes to that page', async () => {
    const setPage = renderPagination(2, 30);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    expect(setPage.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderPagination(1, 30);
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('disables Next on the last page', () => {
    renderPagination(3, 30);
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('is not shown for a single page', () => {
    renderPagination(1, 10);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
