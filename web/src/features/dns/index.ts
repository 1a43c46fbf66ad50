import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The dns feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). The domain view's DNS tabs, each loaded when opened.
export const DnsRecordsPanel = lazy(() => withTexts(['dns'], import('./components/dns-records-panel')));
export const ZoneFilePanel = lazy(() => withTexts(['dns'], import('./components/zone-file-panel')));
export const ForwardingPanel = lazy(() => withTexts(['dns'], import('./components/forwarding-panel')));
export const DnsVersionsPanel = lazy(() => withTexts(['dns'], import('./components/dns-versions-panel')));
