import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accessStore } from '../access/access';
import { server } from './server';

// CI runs these suites on two cores, and a test that renders the whole app loads its lazy screens through Vite's
// transform: under that load a first screen took 1.2 s, past Testing Library's default 1 s. A wait still ends as
// soon as its condition holds, so the longer bound costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  sessionStorage.clear();
  // Every test signs in with the same token: the access read in one must not answer the next.
  accessStore.clear();
  localStorage.clear();
});
afterAll(() => server.close());
