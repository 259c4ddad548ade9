import { act, fireEvent, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, renderScreen } from '../test/render';
import { TOAST_MS, UNDO_MS } from './AppNotification';

const Notifier = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Language Added successfully', { type: 'success' })}>Save</button>
      <button onClick={() => notify('Language already exists', { type: 'error' })}>Fail</button>
    </>
  );
};

const toastText = (text: string) =>
  screen.queryByText(text, { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' });

describe('AppNotification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 2 seconds, then it goes', () => {
    renderScreen(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    void act(() => vi.advanceTimersByTime(10));
    expect(toastText('Language Added successfully')).toBeInTheDocument();
    expect(toastText('Language Added successfully')?.closest('[role="alert"]')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(TOAST_MS - 20));
    expect(toastText('Language Added successfully')).toBeInTheDocument();
    // The 2 seconds run out; React renders the close only when act returns, then the exit transition runs.
    void act(() => vi.advanceTimersByTime(20));
    void act(() => vi.advanceTimersByTime(500));
    expect(toastText('Language Added successfully')).not.toBeInTheDocument();
    expect(TOAST_MS).toBe(2000);
  });

  it('shows a second toast after the first has gone', () => {
    renderScreen(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    void act(() => vi.advanceTimersByTime(10));
    expect(toastText('Language Added successfully')).toBeInTheDocument();
    expect(toastText('Language already exists')).not.toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(TOAST_MS));
    void act(() => vi.advanceTimersByTime(500));
    expect(toastText('Language Added successfully')).not.toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(10));
    expect(toastText('Language already exists')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(TOAST_MS));
    void act(() => vi.advanceTimersByTime(500));
    expect(toastText('Language already exists')).not.toBeInTheDocument();
  });
});

describe('AppNotification progress bar', () => {
  // A pseudo-element jsdom cannot lay out: its rule is read from the style sheet emotion wrote.
  it('runs down over the 2 seconds the toast is shown', async () => {
    renderScreen(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Language Added successfully');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/animation:\s*toast-progress 2000ms linear forwards/);
    expect(css).toMatch(
      /@keyframes toast-progress\{from\{[^}]*transform:scaleX\(1\);\}to\{[^}]*transform:scaleX\(0\);\}\}/,
    );
  });

  it('runs for UNDO_MS (5 seconds) on a toast with Undo', async () => {
    renderScreen(<Notifier />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Language Added successfully');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(
      /\.MuiSnackbarContent-root:has\(\.RaNotification-undo\)::after\{[^}]*[^-]animation-duration:5000ms;\}/,
    );
    expect(UNDO_MS).toBe(5000);
  });
});
