import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The domain-ownership feature's public face: the only file other features may import from it
// (the import rules in .dependency-cruiser.cjs). The domain view's "move the domain" section,
// loaded when the overview shows it, after the overview's details have painted (docs/performance.md).
export const MoveDomainSection = lazy(() => withTexts(['teams'], import('./components/move-domain-section')));
