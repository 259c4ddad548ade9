import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findToast, renderScreen } from '../test/render';
import { CopyBox } from './CopyBox';

describe('CopyBox', () => {
  it('shows the secret alone in a named box and copies exactly it, with a toast', async () => {
    const user = userEvent.setup();
    renderScreen(<CopyBox label="One-time password" lines={['-EFNY5xjSzzd1DSe']} />);
    const box = screen.getByRole('group', { name: 'One-time password' });
    expect(box.textContent).toBe('-EFNY5xjSzzd1DSe');
    expect(getComputedStyle(box).fontFamily).toBe('monospace');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await findToast('Copied');
    expect(await navigator.clipboard.readText()).toBe('-EFNY5xjSzzd1DSe');
  });

  it('copies several lines one per line, and says so when the browser refuses', async () => {
    const user = userEvent.setup();
    renderScreen(<CopyBox label="Recovery codes" lines={['abcde-fghjk', 'mnpqr-stuvw']} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('abcde-fghjk\nmnpqr-stuvw');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await findToast('Could not copy. Select the text and copy it by hand.');
  });
});
