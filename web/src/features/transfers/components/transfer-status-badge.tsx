import { useTranslation } from 'react-i18next';
import type { TransferStatus } from '#shared/schemas/transfers.ts';

const looks: Record<TransferStatus, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  auto_approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export const transferStatusKeys = {
  requested: 'transfers.statusRequested',
  approved: 'transfers.statusApproved',
  auto_approved: 'transfers.statusAutoApproved',
  cancelled: 'transfers.statusCancelled',
} as const satisfies Record<TransferStatus, string>;

/** A transfer's state (spec §4 "Transfer in") in words, coloured. */
export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="transfer-status"
      data-status={status}
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${looks[status]}`}
    >
      {t(transferStatusKeys[status])}
    </span>
  );
}
