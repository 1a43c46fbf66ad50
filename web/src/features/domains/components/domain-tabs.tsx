import { type KeyboardEvent, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { Loader } from '#web/components/layout/loader.tsx';
// The other features' panels come through their public index, each lazy-loaded there when opened:
// DNS hosting (records, the zone file, forwarding), renewal, and the domain settings.
import { DnsRecordsPanel, ForwardingPanel, ZoneFilePanel } from '../../dns';
import { ContactsPanel, DnssecPanel, LocksPanel, NameServersPanel } from '../../domain-settings';
import { RenewalPanel } from '../../renewal';
import { DomainDetails } from './domain-details';

/**
 * The tabs of the single domain view, chosen with `?tab=<id>` (so a tab can be linked and the
 * back button works). Each management feature adds its entry here; its panel is lazy-loaded
 * from its own feature folder so the view's first load stays small.
 */
export interface DomainTab {
  id: string;
  /** A key of the UI texts. */
  labelKey: string;
  render(domain: DomainDetail): ReactNode;
}

export const domainTabs: readonly DomainTab[] = [
  { id: 'overview', labelKey: 'domainTabs.overview', render: (domain) => <DomainDetails domain={domain} /> },
  { id: 'dns', labelKey: 'dns.tabRecords', render: (domain) => <DnsRecordsPanel domain={domain} /> },
  { id: 'zone-file', labelKey: 'dns.tabZoneFile', render: (domain) => <ZoneFilePanel domain={domain} /> },
  { id: 'forwarding', labelKey: 'dns.tabForwarding', render: (domain) => <ForwardingPanel domain={domain} /> },
  { id: 'renewal', labelKey: 'domainTabs.renewal', render: (domain) => <RenewalPanel domain={domain} /> },
  { id: 'name-servers', labelKey: 'domainSettings.tabNameServers', render: (domain) => <NameServersPanel domain={domain} /> },
  { id: 'dnssec', labelKey: 'domainSettings.tabDnssec', render: (domain) => <DnssecPanel domain={domain} /> },
  { id: 'contacts', labelKey: 'domainSettings.tabContacts', render: (domain) => <ContactsPanel domain={domain} /> },
  { id: 'locks', labelKey: 'domainSettings.tabLocks', render: (domain) => <LocksPanel domain={domain} /> },
];

export function DomainTabs({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = domainTabs.find((tab) => tab.id === search.get('tab')) ?? domainTabs[0]!;

  const choose = (tab: DomainTab) => {
    const next = new URLSearchParams(search);
    if (tab.id === domainTabs[0]!.id) next.delete('tab');
    else next.set('tab', tab.id);
    setSearch(next, { replace: true });
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = domainTabs.indexOf(selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = domainTabs[(index + step + domainTabs.length) % domainTabs.length]!;
    choose(next);
    buttons.current[domainTabs.indexOf(next)]?.focus();
  };

  return (
    <div className="space-y-6">
      {domainTabs.length > 1 && (
        <div role="tablist" aria-label={t('domainTabs.label' as never)} className="flex flex-wrap gap-1 border-b border-slate-200">
          {domainTabs.map((tab, index) => {
            const active = tab === selected;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`domain-tab-${tab.id}`}
                aria-selected={active}
                aria-controls={`domain-panel-${tab.id}`}
                tabIndex={active ? 0 : -1}
                onClick={() => choose(tab)}
                onKeyDown={onKeyDown}
                className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${active ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {t(tab.labelKey as never)}
              </button>
            );
          })}
        </div>
      )}
      <div
        role={domainTabs.length > 1 ? 'tabpanel' : undefined}
        id={`domain-panel-${selected.id}`}
        aria-labelledby={domainTabs.length > 1 ? `domain-tab-${selected.id}` : undefined}
      >
        <Suspense fallback={<Loader />}>{selected.render(domain)}</Suspense>
      </div>
    </div>
  );
}
