import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The domain-settings feature's public face: the only file other features may import from it
// (the import rules in .dependency-cruiser.cjs). The domain view's settings tabs, each loaded when opened.
export const NameServersPanel = lazy(() => withTexts(['domain-settings'], import('./components/name-servers-panel')));
export const DnssecPanel = lazy(() => withTexts(['domain-settings'], import('./components/dnssec-panel')));
export const ContactsPanel = lazy(() => withTexts(['domain-settings'], import('./components/contacts-panel')));
export const LocksPanel = lazy(() => withTexts(['domain-settings'], import('./components/locks-panel')));
// The offer to move a domain to the product's name servers, shown on the DNS tabs (dns feature).
export const MoveToProductNameServers = lazy(() => withTexts(['domain-settings'], import('./components/move-to-product-name-servers')));
