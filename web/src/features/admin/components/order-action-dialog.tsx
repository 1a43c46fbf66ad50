import { useTranslation } from 'react-i18next';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Modal } from '#web/components/ui/modal/modal.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { formatMoney } from '#shared/format.ts';
import type { AdminOrder } from '#shared/schemas/admin-orders.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { markOrderPaid, orderActionSchema, refundOrder } from '../api/orders';

export type OrderAction = 'mark-paid' | 'refund';

/**
 * "Mark paid" and "Refund": what the action does, the administrator's reason (the API's own
 * rule, in the activity log; a refund's on the credit note too), and the confirm button.
 */
export function OrderActionDialog({ order, action, onClose, onDone }: { order: AdminOrder; action: OrderAction; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const domains = order.items.map((item) => item.domain).join(', ');
  const form = useForm({
    initialValues: { reason: '' },
    schema: orderActionSchema,
    onSubmit: async ({ reason }) => {
      if (action === 'mark-paid') await markOrderPaid(order.id, reason);
      else await refundOrder(order.id, reason);
      showInfo(t(action === 'mark-paid' ? 'admin.orders.markedPaid' : 'admin.orders.refundedDone'));
      onDone();
    },
  });
  const title = t(action === 'mark-paid' ? 'admin.orders.markPaidTitle' : 'admin.orders.refundTitle');
  const message =
    action === 'mark-paid'
      ? t('admin.orders.markPaidMessage', { domains, total: formatMoney(order.total, locale) })
      : t('admin.orders.refundMessage', { amount: formatMoney(order.total - order.refunded_amount, locale) });
  return (
    <Modal open title={title} onClose={onClose} size="md">
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-4" data-testid="order-action-form">
        <p className="text-sm text-slate-700">{message}</p>
        <TextField field={form.field('reason')} label={t('admin.orders.reason')} hint={t('admin.orders.reasonHint')} autoComplete="off" />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('modals.cancel')}
          </button>
          <SubmitButton busy={form.submitting}>{t(action === 'mark-paid' ? 'admin.orders.markPaid' : 'admin.orders.refund')}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
