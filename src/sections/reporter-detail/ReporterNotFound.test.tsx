import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Suspense } from 'react';
import { Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../../test/calls';
import { renderScreen, signIn } from '../../test/render';
import { server } from '../../test/server';
import { sections } from '../../appSections';

beforeAll(() => Promise.all([import('../../i18n/en'), import('.')]));

describe('/view-reporter/{id} for an unknown id', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("shows 'Reporter not found' with a way back instead of an empty page", async () => {
    const { on } = recorder();
    server.use(
      on('get', '/reporter/get/:id', () => HttpResponse.json({ message: 'Reporter not found' }, { status: 404 })),
      on('get', '/posts/reporter/:id', () => HttpResponse.json({ message: 'Reporter not found' }, { status: 404 })),
    );
    renderScreen(
      <Suspense>
        <Routes>{sections.reporterDetail.routes}</Routes>
      </Suspense>,
      { path: '/view-reporter/missing/news' },
    );
    expect(await screen.findByRole('heading', { name: 'Reporter not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/reporters/reporter');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
