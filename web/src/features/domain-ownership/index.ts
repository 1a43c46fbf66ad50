import { lazy } from 'react';

// The domain-ownership feature's public face: the only file other features may import from it
// (the import rules in .dependency-cruiser.cjs). The domain view's "move the domain" section,
// loaded with the overview tab.
export const MoveDomainSection = lazy(() => import('./components/move-domain-section'));
