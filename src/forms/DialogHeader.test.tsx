import { Dialog } from '@mui/material';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceName } from '../dataProvider';
import { recorder } from '../test/calls';
import { renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { mockViewport } from '../test/viewport';
import { DialogHeader } from './DialogHeader';

const renderHeader = () =>
  renderScreen(
    <Dialog open aria-labelledby="post-title">
      <DialogHeader
        id="post-title"
        title="Pending Post"
        onClose={() => undefined}
        history={{ resource: 'posts' as ResourceName, id: 'p-1' }}
      />
    </Dialog>,
  );

describe('DialogHeader', () => {
  beforeEach(() => {
    signIn();
    const { on } = recorder();
    server.use(
      on('get', '/audit', () => HttpResponse.json({ audit: { entries: [], pagination: { totalRecords: 0 } } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone shows History as an icon button named History beside Close, which opens the panel', async () => {
    mockViewport(390);
    renderHeader();
    const dialog = await screen.findByRole('dialog', { name: 'Pending Post' });
    const history = within(dialog).getByRole('button', { name: 'History' });
    // No text to be cut off: the name is the icon's accessible name (issue 39: it read 'ISTORY').
    expect(history).toHaveTextContent('');
    expect(history).toHaveClass('MuiIconButton-root');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findByRole('region', { name: 'History: Pending Post' })).toBeInTheDocument();
  });

  it('on a wide screen shows History as a button with its text', async () => {
    mockViewport(1280);
    renderHeader();
    const dialog = await screen.findByRole('dialog', { name: 'Pending Post' });
    expect(within(dialog).getByRole('button', { name: 'History' })).toHaveTextContent('History');
  });
});
