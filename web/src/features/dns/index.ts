import { lazy } from 'react';

// The dns feature's public face: the only file other features may import from it (the import
// rules in .dependency-cruiser.cjs). The domain view's DNS tabs, each loaded when opened.
export const DnsRecordsPanel = lazy(() => import('./components/dns-records-panel'));
export const ZoneFilePanel = lazy(() => import('./components/zone-file-panel'));
export const ForwardingPanel = lazy(() => import('./components/forwarding-panel'));
