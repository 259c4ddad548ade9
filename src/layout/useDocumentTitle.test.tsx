import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../appSections';
import { renderScreen } from '../test/render';
import { useDocumentTitle } from './useDocumentTitle';

const Screen = () => {
  useDocumentTitle(menuItems);
  return <Link to="/posts/post">Posts</Link>;
};

describe('useDocumentTitle', () => {
  it("names the browser tab after the screen's sidebar item, and follows navigation", async () => {
    renderScreen(<Screen />, { path: '/reporters/reporter' });
    await expect.poll(() => document.title).toBe('Reporter · Newsroom back-office');
    await userEvent.click(screen.getByRole('link', { name: 'Posts' }));
    await expect.poll(() => document.title).toBe('Post · Newsroom back-office');
  });

  it('uses the app name where no sidebar item matches', async () => {
    renderScreen(<Screen />, { path: '/somewhere-else' });
    await expect.poll(() => document.title).toBe('Newsroom back-office');
  });
});
