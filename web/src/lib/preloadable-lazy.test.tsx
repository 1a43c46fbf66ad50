import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hey {name}</p>;
}

describe('a lazily loaded component that can be loaded ahead', () => {
  it('renders at once, without its fallback, when its code came in before its first render; loads it once', async () => {
    let loads = 0;
    const greeting = preloadableLazy<{ name: string }>(() => {
      loads += 1;
      return Promise.resolve({ default: Greeting });
    });
    greeting.preload();
    greeting.preload();
    await Promise.resolve();
    await Promise.resolve();
    render(
      <Suspense fallback={<p>Heintar…</p>}>
        <greeting.Component name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Hey Anna')).toBeTruthy();
    expect(screen.queryByText('Heintar…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends, as lazy does, while its code loads, then renders it', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const greeting = preloadableLazy<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Heintar…</p>}>
        <greeting.Component name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('Heintar…')).toBeTruthy();
    arrive({ default: Greeting });
    expect(await screen.findByText('Hey Anna')).toBeTruthy();
  });
});
