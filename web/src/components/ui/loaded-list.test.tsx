import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';
import { LoadedList } from './loaded-list';

afterEach(cleanup);

function list(items: readonly string[] | undefined, error: unknown = undefined) {
  return renderWithProviders(
    <LoadedList items={items} error={error} testId="things" emptyText="Einki enn." loadFailedText="Listin kundi ikki lesast." placeholderLines={3}>
      {(loaded) => (
        <ul data-testid="things-list">
          {loaded.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </LoadedList>,
  );
}

describe('LoadedList', () => {
  it('shows placeholder lines and a status while loading', () => {
    list(undefined);
    const loading = screen.getByTestId('things-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('says why when the list could not be read, as an alert', () => {
    list(undefined, new Error('down'));
    expect(screen.getByRole('alert').textContent).toBe('Listin kundi ikki lesast.');
  });

  it('says so when there is nothing, and shows the items when there are some', () => {
    list([]);
    expect(screen.getByTestId('things-empty').textContent).toBe('Einki enn.');
    cleanup();
    list(['a.fo', 'b.fo']);
    expect(screen.getByTestId('things-list').textContent).toBe('a.fob.fo');
    expect(screen.queryByTestId('things-empty')).toBeNull();
  });
});
