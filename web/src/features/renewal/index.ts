import { lazy } from 'react';

// The renewal feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). The domain view's renewal tab, loaded when opened.
export const RenewalPanel = lazy(() => import('./components/renewal-panel'));
