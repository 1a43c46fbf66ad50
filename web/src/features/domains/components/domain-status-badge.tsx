import { useTranslation } from 'react-i18next';
import type { DomainLifecycleState } from '#shared/schemas/domains.ts';

const looks: Record<DomainLifecycleState, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  expiring_soon: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  expired: 'bg-red-50 text-red-800 ring-red-600/20',
  deleted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  transferred_away: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const textKeys = {
  active: 'domains.statusActive',
  expiring_soon: 'domains.statusExpiringSoon',
  expired: 'domains.statusExpired',
  deleted: 'domains.statusDeleted',
  transferred_away: 'domains.statusTransferredAway',
} as const satisfies Record<DomainLifecycleState, string>;

/** The domain's lifecycle state (spec §4) in words, coloured. */
export function DomainStatusBadge({ status }: { status: DomainLifecycleState }) {
  const { t } = useTranslation();
  return (
    <span data-status={status} className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${looks[status]}`}>
      {t(textKeys[status])}
    </span>
  );
}
