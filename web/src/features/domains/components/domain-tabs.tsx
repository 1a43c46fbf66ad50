import { type KeyboardEvent, type ReactNode, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { AfterFirstPaint } from '#web/components/layout/after-first-paint.tsx';
import { Loader } from '#web/components/layout/loader.tsx';
import { BackIcon, ForwardIcon } from '#web/components/ui/icons.tsx';
// The other features' panels come through their public index, each lazy-loaded there when opened:
// DNS hosting (records, the zone file, forwarding), renewal, the domain settings, and its history.
import { DomainHistoryPanel } from '../../activity';
import { DnsRecordsPanel, DnsVersionsPanel, ForwardingPanel, ZoneFilePanel } from '../../dns';
import { ContactsPanel, DnssecPanel, LocksPanel, NameServersPanel } from '../../domain-settings';
import { PeoplePanel } from '../../domain-sharing';
import { MoveDomainSection } from '../../domain-ownership';
import { RenewalPanel } from '../../renewal';
import { DomainDetails } from './domain-details';
import { DomainHealthSection } from './domain-health';

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
  /** Only the owner's (contacts, renewal, locks, history): hidden from a technical manager, whom the API refuses them too. */
  ownerOnly?: true;
}

export const domainTabs: readonly DomainTab[] = [
  {
    id: 'overview',
    labelKey: 'domainTabs.overview',
    render: (domain) => (
      <div className="space-y-6">
        <DomainDetails domain={domain} />
        {domain.status !== 'deleted' && domain.status !== 'transferred_away' && <DomainHealthSection domainId={domain.id} />}
        {/* At the end of the overview, loaded once the details have painted: their trademark notice
            is the view's largest paint, which waits neither for this section's code nor for its
            render (docs/performance.md). */}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <MoveDomainSection domain={domain} />
          </Suspense>
        </AfterFirstPaint>
      </div>
    ),
  },
  { id: 'dns', labelKey: 'dns.tabRecords', render: (domain) => <DnsRecordsPanel domain={domain} /> },
  { id: 'zone-file', labelKey: 'dns.tabZoneFile', render: (domain) => <ZoneFilePanel domain={domain} /> },
  { id: 'forwarding', labelKey: 'dns.tabForwarding', render: (domain) => <ForwardingPanel domain={domain} /> },
  { id: 'dns-versions', labelKey: 'dns.tabVersions', render: (domain) => <DnsVersionsPanel domain={domain} /> },
  { id: 'renewal', labelKey: 'domainTabs.renewal', render: (domain) => <RenewalPanel domain={domain} />, ownerOnly: true },
  { id: 'name-servers', labelKey: 'domainSettings.tabNameServers', render: (domain) => <NameServersPanel domain={domain} /> },
  { id: 'dnssec', labelKey: 'domainSettings.tabDnssec', render: (domain) => <DnssecPanel domain={domain} /> },
  { id: 'contacts', labelKey: 'domainSettings.tabContacts', render: (domain) => <ContactsPanel domain={domain} />, ownerOnly: true },
  { id: 'locks', labelKey: 'domainSettings.tabLocks', render: (domain) => <LocksPanel domain={domain} />, ownerOnly: true },
  { id: 'people', labelKey: 'domainSharing.tab', render: (domain) => <PeoplePanel domain={domain} /> },
  { id: 'history', labelKey: 'domainTabs.history', render: (domain) => <DomainHistoryPanel domain={domain} />, ownerOnly: true },
];

/** The tabs the caller may use: all for the owner; without the owner's own for a technical manager. */
export function tabsFor(domain: Pick<DomainDetail, 'role'>): readonly DomainTab[] {
  return domain.role === 'owner' ? domainTabs : domainTabs.filter((tab) => !tab.ownerOnly);
}

export function DomainTabs({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const role = domain.role;
  const tabs = useMemo(() => tabsFor({ role }), [role]);
  const [search, setSearch] = useSearchParams();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const selected = tabs.find((tab) => tab.id === search.get('tab')) ?? tabs[0]!;
  const more = useScrollEdges(list);

  // The chosen tab is always in view in the bar (scrolled within the bar, never the page).
  useEffect(() => {
    const bar = list.current;
    const button = buttons.current[tabs.indexOf(selected)];
    if (!bar || !button) return;
    const margin = 24;
    if (button.offsetLeft < bar.scrollLeft) bar.scrollLeft = Math.max(0, button.offsetLeft - margin);
    else if (button.offsetLeft + button.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = button.offsetLeft + button.offsetWidth - bar.clientWidth + margin;
  }, [selected, tabs]);

  const choose = (tab: DomainTab) => {
    const next = new URLSearchParams(search);
    if (tab.id === tabs[0]!.id) next.delete('tab');
    else next.set('tab', tab.id);
    setSearch(next, { replace: true });
  };

  // Arrow keys move between tabs, Home and End go to the first and last (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    choose(tabs[target]!);
    buttons.current[target]?.focus();
  };

  return (
    <div className="space-y-6">
      {tabs.length > 1 && (
        // One line of tabs that scrolls sideways on a narrow screen (the page itself never does);
        // an arrow beside it (not on top of a tab) says there are more tabs that way. While the bar scrolls at
        // all, both arrows keep their place (the one at an edge reached is hidden, its room kept), so the tabs
        // never jump sideways when an arrow comes or goes.
        <div className="flex items-stretch shadow-[inset_0_-1px_0_0_var(--color-slate-200)]" data-testid="domain-tab-bar">
          {more.scrolls && (
            <MoreTabs side="start" shown={more.start} onClick={() => list.current?.scrollBy({ left: -list.current.clientWidth / 2, behavior: 'smooth' })}>
              <BackIcon className="size-4" />
            </MoreTabs>
          )}
          <div
            ref={list}
            role="tablist"
            aria-label={t('domainTabs.label')}
            className="relative flex min-w-0 flex-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_0_var(--color-slate-200)] [scrollbar-width:none]"
          >
            {tabs.map((tab, index) => {
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
                  className={`shrink-0 border-b-2 px-3 py-2 text-sm xl:px-1.5 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
                    active ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {t(tab.labelKey as never)}
                </button>
              );
            })}
          </div>
          {more.scrolls && (
            <MoreTabs side="end" shown={more.end} onClick={() => list.current?.scrollBy({ left: list.current.clientWidth / 2, behavior: 'smooth' })}>
              <ForwardIcon className="size-4" />
            </MoreTabs>
          )}
        </div>
      )}
      <div role={tabs.length > 1 ? 'tabpanel' : undefined} id={`domain-panel-${selected.id}`} aria-labelledby={tabs.length > 1 ? `domain-tab-${selected.id}` : undefined}>
        <Suspense fallback={<Loader />}>{selected.render(domain)}</Suspense>
      </div>
    </div>
  );
}

/**
 * Beside an edge of the tab bar with more tabs beyond it: an arrow that scrolls the bar, a 44×44
 * target of its own (not laid over a tab). Hidden from screen readers and the Tab key: they move
 * between tabs with the arrow keys, which scroll the bar themselves. Not `shown` (that edge reached):
 * invisible, its room kept.
 */
function MoreTabs({ side, shown, onClick, children }: { side: 'start' | 'end'; shown: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <div aria-hidden="true" data-testid={`tabs-more-${side}`} className={`flex shrink-0 items-center ${shown ? '' : 'invisible'}`}>
      <button type="button" tabIndex={-1} onClick={onClick} className="flex size-11 items-center justify-center rounded text-slate-500 hover:bg-slate-200/60 hover:text-slate-900">
        {children}
      </button>
    </div>
  );
}

/** Whether a sideways-scrolling box scrolls at all (`scrolls`), and has more to show before (`start`) and after (`end`) what is in view. */
function useScrollEdges(box: RefObject<HTMLElement | null>): { scrolls: boolean; start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ scrolls: false, start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // Measured against the whole bar (the arrows' room included), so keeping that room never decides it.
      const scrolls = element.scrollWidth > (element.parentElement ?? element).clientWidth + 1;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.scrolls === scrolls && current.start === start && current.end === end ? current : { scrolls, start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box]);
  return edges;
}
