import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPostList } from '../test/list';
import { currentLocation, signIn } from '../test/render';
import { SearchBox } from './SearchBox';

const PLACEHOLDER = 'Search for location ...';

const Back = () => {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
};
const searches = (rec: ReturnType<typeof renderPostList>['rec']) =>
  rec.calls.map((c) => new URLSearchParams(c.search).get('search'));

describe('SearchBox', () => {
  // Fake timers to measure the pause. fireEvent rather than userEvent: testing-library's async wrapper waits on a
  // real timer that vitest's fake timers would hold forever.
  beforeEach(() => {
    signIn();
    vi.useFakeTimers();
  });
  const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
  afterEach(() => vi.useRealTimers());

  /**
   * Moves the fake clock in small steps until `check` passes (testing-library's waitFor would wait on the faked
   * timers themselves). Only used once the moment under test has passed.
   */
  const advanceUntil = async (check: () => void, max = 3000) => {
    for (let waited = 0; ; waited += 10) {
      try {
        check();
        return;
      } catch (error) {
        if (waited >= max) throw error;
      }
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
  };

  const renderBox = async (box = <SearchBox placeholder={PLACEHOLDER} />, path?: string) => {
    const view = renderPostList(box, { path });
    await advanceUntil(() => expect(screen.getByText('Monsoon arrives')).toBeInTheDocument());
    return view;
  };

  it('searches 1000 ms after the last keystroke, with the trimmed text as the search param', async () => {
    const { rec } = await renderBox();
    const box = screen.getByRole('searchbox', { name: PLACEHOLDER });
    type(box, ' del');
    await act(() => vi.advanceTimersByTimeAsync(600));
    type(box, ' delhi ');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(searches(rec)).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'delhi']));
    expect(rec.calls.at(-1)?.search).toBe('page=1&limit=15&search=delhi');
    expect(currentLocation()).toContain('"search":"delhi"');
    expect(box).toHaveValue(' delhi ');
  });

  it('keeps the text as typed once its search is applied, so typing goes on after a pause', async () => {
    const { rec } = await renderBox();
    const box = screen.getByRole('searchbox', { name: PLACEHOLDER });
    type(box, 'New ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'New']));
    expect(box).toHaveValue('New ');
    type(box, 'New Delhi');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'New', 'New Delhi']));
    expect(box).toHaveValue('New Delhi');
  });

  it('follows a search changed from outside (Back) and does not apply its old text again', async () => {
    const { rec } = await renderBox(
      <>
        <SearchBox placeholder={PLACEHOLDER} />
        <Back />
      </>,
      // An explicit (empty) filter in the URL: without any, react-admin would restore the list's last stored params.
      `/posts?filter=${encodeURIComponent('{}')}`,
    );
    const box = screen.getByRole('searchbox', { name: PLACEHOLDER });
    type(box, 'goa ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'goa']));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'goa', null]));
    expect(box).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(searches(rec)).toEqual([null, 'goa', null]);
  });

  it('takes its pause from the debounce prop', async () => {
    const { rec } = await renderBox(<SearchBox placeholder={PLACEHOLDER} debounce={500} />);
    type(screen.getByRole('searchbox', { name: PLACEHOLDER }), 'pune');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches(rec)).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await advanceUntil(() => expect(searches(rec)).toEqual([null, 'pune']));
  });

  it('starts from the search in the URL and clears it at once with the clear button', async () => {
    const { rec } = await renderBox(undefined, `/posts?filter=${encodeURIComponent('{"search":"goa"}')}`);
    const box = screen.getByRole('searchbox', { name: PLACEHOLDER });
    expect(box).toHaveValue('goa');
    expect(searches(rec)).toEqual(['goa']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await advanceUntil(() => expect(searches(rec)).toEqual(['goa', null]));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('sends nothing for blanks only', async () => {
    const { rec } = await renderBox();
    type(screen.getByRole('searchbox', { name: PLACEHOLDER }), '   ');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(searches(rec)).toEqual([null]);
  });
});
