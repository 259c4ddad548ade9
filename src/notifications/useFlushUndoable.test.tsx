import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useNotify, useUpdate } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../test/calls';
import { findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { UNDO_MS } from './AppNotification';

const language = { id: 'l-1', languageID: 'l-1', languageName: 'Hindi', languageStatus: 'Active' };

/** An undoable action as the Reporters screens make them (trash, reject). */
const Deactivate = () => {
  const [update] = useUpdate();
  const notify = useNotify();
  return (
    <button
      onClick={() =>
        void update(
          'languages',
          { id: language.id, data: { languageStatus: 'Inactive' }, previousData: language, meta: { call: 'status' } },
          {
            mutationMode: 'undoable',
            onSuccess: () => notify('Done', { type: 'success', undoable: true, autoHideDuration: UNDO_MS }),
          },
        )
      }
    >
      Deactivate
    </button>
  );
};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useFlushUndoable (in AppNotification)', () => {
  beforeEach(signIn);
  afterEach(() => setVisibility('visible'));

  it('sends the action waiting behind an Undo toast, with keepalive, as soon as the page is hidden', async () => {
    const keepalive: boolean[] = [];
    const { calls, on } = recorder();
    server.use(
      on('put', '/language/status/l-1', ({ request }) => {
        keepalive.push(request.keepalive);
        return HttpResponse.json({ message: 'Language status Updated successfully' });
      }),
    );
    renderScreen(<Deactivate />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await findToast('Done')).toBeInTheDocument();
    expect(calls).toEqual([]);

    setVisibility('hidden');
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { languageStatus: 'Inactive' } });
    expect(keepalive).toEqual([true]);
  });

  it('never sends an action that was undone', async () => {
    const { calls, on } = recorder();
    server.use(on('put', '/language/status/l-1', () => HttpResponse.json({ message: 'ok' })));
    renderScreen(<Deactivate />);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await findToast('Done');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    // A second action, flushed: had the undone one been pending too, it would have gone out with it.
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await expect.poll(() => document.body.textContent?.includes('Undo')).toBe(true);
    setVisibility('hidden');
    await expect.poll(() => calls.length).toBe(1);
    expect(calls).toHaveLength(1);
  });
});
