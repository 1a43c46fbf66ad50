import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/testing/render.tsx';
import { SearchResults } from './search-results';

afterEach(cleanup);

const taken = { domain: 'mitt.fo', status: 'taken' as const, reason: null, suggestion: null, price_per_year: { net: 10000, vat: 2500, total: 12500 }, alternatives: [] };
const show = (teamId?: string) =>
  renderWithProviders(
    <SearchResults results={[taken]} selected={new Set()} onToggle={() => undefined} onTry={() => undefined} owned={new Map([['mitt.fo', 'd1']])} teamId={teamId} />,
  );

describe('SearchResults', () => {
  it('opens my own domain in my view', () => {
    show();
    expect(screen.getByTestId('domain-yours').textContent).toBe('Títt');
    expect(screen.getByRole('link', { name: 'Vís mitt.fo' }).getAttribute('href')).toBe('/domains/d1');
  });

  it("on a team's search page, opens the team's domain in the team's view", () => {
    show('t1');
    expect(screen.getByRole('link', { name: 'Vís mitt.fo' }).getAttribute('href')).toBe('/teams/t1/domains/d1');
  });
});
