import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The renewal feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). The domain view's renewal tab, loaded when opened.
export const RenewalPanel = lazy(() => withTexts(['renewal', 'payments'], import('./components/renewal-panel')));
