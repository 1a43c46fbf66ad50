import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The domain-ownership feature's public face: the only file other features may import from it
// (the import rules in .dependency-cruiser.cjs). The domain view's "move the domain" section,
// loaded with the overview tab, or earlier by the start-up's prefetch of a domain's view (app/page-data.ts).
const loadMoveDomainSection = () => withTexts(['teams'], import('./components/move-domain-section'));
export const MoveDomainSection = lazy(loadMoveDomainSection);
export function preloadMoveDomainSection(): void {
  loadMoveDomainSection().catch(() => undefined); // a failure shows when the section renders
}
