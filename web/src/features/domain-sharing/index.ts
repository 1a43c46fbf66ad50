import { lazy } from 'react';

// The domain-sharing feature's public face: the only file other features may import from it
// (the import rules in .dependency-cruiser.cjs). The domain view's People tab, loaded when opened.
export const PeoplePanel = lazy(() => import('./components/people-panel'));
