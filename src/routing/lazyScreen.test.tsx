import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const inBoundary = (element: ReactNode) => <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;

describe('lazyScreen', () => {
  it('shows the fallback while its code loads, then the screen with its props', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Screen = lazyScreen(async () => {
      await arrived;
      return { Greeting };
    }, 'Greeting');
    render(inBoundary(<Screen name="Asha" />));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, when its code came in beforehand (preload), asked for once', async () => {
    let asked = 0;
    const Screen = lazyScreen(async () => {
      asked += 1;
      return { Greeting };
    }, 'Greeting');
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(inBoundary(<Screen name="Ravi" />));
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
