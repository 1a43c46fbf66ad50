import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { formatDateTime } from '#shared/format.ts';
import type { Transfer, TransferCancelReason } from '#shared/schemas/transfers.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useCancelTransfer } from '../api/cancel-transfer';
import { isTransferOpen, useTransfer } from '../api/get-transfer';
import { isTransfersKey } from '../api/get-transfers';
import { TransferStatusBadge } from './transfer-status-badge';

const linkClass =
  'inline-flex min-h-11 items-center rounded font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600';

const reasonKeys = {
  cancelled_by_user: 'transfers.reasonCancelledByUser',
  rejected_by_holder: 'transfers.reasonRejectedByHolder',
  cancelled_by_registry: 'transfers.reasonCancelledByRegistry',
} as const satisfies Record<TransferCancelReason, string>;

/** `DD.MM.YYYY kl. HH:mm` that never breaks inside (the time stays with its date). */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The later of two copies of a transfer (the list's, or the one refreshed on its own). */
const newer = (a: Transfer, b: Transfer | undefined) => (b && b.updated_at >= a.updated_at ? b : a);

/**
 * The user's transfers: domain, status with its reason or date, when it was requested and when
 * the registry approves it by itself; a waiting one can be cancelled, an approved one opened.
 */
export function TransfersTable({ transfers }: { transfers: readonly Transfer[] }) {
  const { t } = useTranslation();
  const columns = [
    { id: 'domain', header: t('transfers.columnDomain') },
    { id: 'status', header: t('transfers.columnStatus') },
    { id: 'requested', header: t('transfers.columnRequested') },
    { id: 'autoApproval', header: t('transfers.columnAutoApproval') },
    { id: 'actions', header: t('transfers.columnActions'), actions: true },
  ] as const satisfies readonly TableColumn[];
  return (
    <ResponsiveTable caption={t('transfers.listHeading')} columns={columns} testId="transfers-table">
      {transfers.map((transfer) => (
        <TransferRow key={transfer.id} listed={transfer} />
      ))}
    </ResponsiveTable>
  );
}

/** One transfer; while it waits it is asked about again (`useTransfer`), and a change refreshes the list. */
function TransferRow({ listed }: { listed: Transfer }) {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const cancel = useCancelTransfer();
  const { data } = useTransfer(listed);
  const transfer = newer(listed, data);
  const seenStatus = useRef(transfer.status);

  useEffect(() => {
    if (seenStatus.current === transfer.status) return;
    seenStatus.current = transfer.status;
    // The list (and any page showing domains, which asks again when opened) follows.
    void mutate(isTransfersKey);
  }, [transfer.status, mutate]);

  const onCancel = async () => {
    const confirmed = await openConfirm({
      title: t('transfers.cancelTitle'),
      message: t('transfers.cancelMessage', { domain: transfer.domain }),
      confirmText: t('transfers.cancelConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel(transfer.id);
      showInfo(t('transfers.cancelled', { domain: transfer.domain }));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  const none = t('transfers.none');
  let detail: string | null = null;
  if (transfer.status === 'cancelled') {
    detail = transfer.cancel_reason
      ? t(reasonKeys[transfer.cancel_reason])
      : transfer.cancelled_at
        ? t('transfers.cancelledOn', { date: unbroken(formatDateTime(transfer.cancelled_at, locale)) })
        : null;
  } else if (transfer.approved_at) {
    detail = t('transfers.approvedOn', { date: unbroken(formatDateTime(transfer.approved_at, locale)) });
  }
  const open = isTransferOpen(transfer.status);
  // On a team's transfer page (`/teams/{teamId}/transfer-domain`) the domain opens in the team's view.
  const domainHref = (domainId: string) => (teamId ? paths['teams-domains-single'].href({ teamId, domainId }) : paths['domains-single'].href({ domainId }));

  return (
    <TableRow data-testid="transfer-row" data-domain={transfer.domain} data-status={transfer.status}>
      <TableCell column="domain" rowHeader className="break-words text-slate-900">
        {transfer.domain_id ? (
          <Link to={domainHref(transfer.domain_id)} className={linkClass}>
            {transfer.domain}
          </Link>
        ) : (
          transfer.domain
        )}
      </TableCell>
      <TableCell column="status" className="space-y-1 text-slate-700">
        <TransferStatusBadge status={transfer.status} />
        {detail && (
          <p className="text-xs text-slate-600" data-testid="transfer-detail">
            {detail}
          </p>
        )}
      </TableCell>
      <TableCell column="requested" className="whitespace-nowrap text-slate-700">
        {formatDateTime(transfer.requested_at, locale)}
      </TableCell>
      <TableCell column="autoApproval" className="text-slate-700">
        <span data-testid="transfer-auto-approval">{open ? t('transfers.expectedApproval', { date: unbroken(formatDateTime(transfer.auto_approval_at, locale)) }) : none}</span>
      </TableCell>
      <TableCell column="actions" className="@2xl:text-right">
        {open && (
          <button type="button" className={secondaryButton} aria-label={t('transfers.cancelLabel', { domain: transfer.domain })} onClick={() => void onCancel()}>
            {t('transfers.cancel')}
          </button>
        )}
      </TableCell>
    </TableRow>
  );
}
