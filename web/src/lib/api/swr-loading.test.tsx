import { act, cleanup, screen } from '@testing-library/react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';

/**
 * SWR's loading state on the renders before its first answer, which the app's lists rely on to
 * show "loading" and not their empty state ("You have no domains yet"), held on the renderer the
 * web build ships: SWR's `useSyncExternalStore` is preact/compat's here as in the build
 * (web/preact/aliases.ts). SWR works it out from its own mount state and the snapshot it reads
 * during the render, so the first render with a key already says it is loading
 * (docs/decisions/preact.md).
 */

/** A fetcher whose answers wait until the test releases them. */
function pendingFetcher() {
  const waiting: ((items: string[]) => void)[] = [];
  return {
    fetcher: () => new Promise<string[]>((resolve) => waiting.push(resolve)),
    answer: (items: string[]) => waiting.splice(0).forEach((resolve) => resolve(items)),
    asked: () => waiting.length,
  };
}

type Seen = { isLoading: boolean; hasData: boolean }[];

function ListView({ isLoading, items }: { isLoading: boolean; items: string[] | undefined }) {
  if (isLoading) return <p role="status">loading</p>;
  if (items?.length === 0) return <p>empty</p>;
  return (
    <ul>
      {items?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function List({ enabled, fetcher, seen }: { enabled: boolean; fetcher: () => Promise<string[]>; seen: Seen }) {
  const { data, isLoading } = useSWR(enabled ? '/things' : null, fetcher);
  seen.push({ isLoading, hasData: data !== undefined });
  return <ListView isLoading={isLoading} items={data} />;
}

function Pages({ enabled, fetcher, seen }: { enabled: boolean; fetcher: () => Promise<string[]>; seen: Seen }) {
  const { data, isLoading } = useSWRInfinite((index) => (enabled ? `/pages/${index}` : null), fetcher);
  seen.push({ isLoading, hasData: data !== undefined });
  return <ListView isLoading={isLoading} items={data?.flat()} />;
}

afterEach(() => cleanup());

describe("SWR's loading state before the first answer", () => {
  it('is loading from the very first render of a list with a key, and empty only after the answer', async () => {
    const api = pendingFetcher();
    const seen: Seen = [];
    renderWithProviders(<List enabled fetcher={api.fetcher} seen={seen} />);
    expect(seen[0]).toEqual({ isLoading: true, hasData: false });
    expect(screen.queryByText('empty')).toBeNull();
    expect(api.asked()).toBeGreaterThan(0);
    expect(seen.every((render) => render.isLoading)).toBe(true);
    await act(async () => api.answer([]));
    expect(await screen.findByText('empty')).not.toBeNull();
  });

  it('is loading from the first render after its key appears (a list that loads when a panel opens)', async () => {
    const api = pendingFetcher();
    const seen: Seen = [];
    const { rerender } = renderWithProviders(<List enabled={false} fetcher={api.fetcher} seen={seen} />);
    const beforeKey = seen.length;
    rerender(<List enabled fetcher={api.fetcher} seen={seen} />);
    expect(seen.slice(beforeKey)).not.toEqual([]);
    expect(seen.slice(beforeKey).every((render) => render.isLoading && !render.hasData)).toBe(true);
    expect(screen.queryByText('empty')).toBeNull();
    await act(async () => api.answer(['a.fo']));
    expect(await screen.findByText('a.fo')).not.toBeNull();
  });

  it('the same for pages (useSWRInfinite), with the key appearing later', async () => {
    const api = pendingFetcher();
    const seen: Seen = [];
    const { rerender } = renderWithProviders(<Pages enabled={false} fetcher={api.fetcher} seen={seen} />);
    const beforeKey = seen.length;
    rerender(<Pages enabled fetcher={api.fetcher} seen={seen} />);
    expect(seen.slice(beforeKey)).not.toEqual([]);
    expect(seen.slice(beforeKey).every((render) => render.isLoading && !render.hasData)).toBe(true);
    expect(screen.queryByText('empty')).toBeNull();
    await act(async () => api.answer([]));
    expect(await screen.findByText('empty')).not.toBeNull();
  });
});
