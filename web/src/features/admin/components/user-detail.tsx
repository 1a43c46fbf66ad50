import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatMoney } from '#shared/format.ts';
import type { AdminUserDetail } from '#shared/schemas/admin-users.ts';
import { type OrderStatus, orderStatuses } from '#shared/schemas/orders.ts';
import { describedBy, Field, inputClass, inputOk } from '#web/components/form/field.tsx';
import { Card } from '#web/components/layout/page-frame.tsx';
import { dangerButton, primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { AdminUserHistory } from '../../activity';
import { orderStatusText } from '../../orders';
import { revokeAdminUserSession, setAdminUserActive } from '../api/users';
import { Detail, DetailsCard, HistoryCard } from './admin-detail';
import { DomainStatusText } from './domain-list';
import { UserStatus } from './user-search';

type Session = AdminUserDetail['sessions'][number];

const isOrderStatus = (status: string): status is OrderStatus => (orderStatuses as readonly string[]).includes(status);

function deviceOf(session: Session, t: TFunction): string {
  if (session.kind === 'development') return t('sessions.developmentDevice');
  if (session.browser && session.system) return t('sessions.device', { browser: session.browser, system: session.system });
  return session.browser ?? session.system ?? t('sessions.unknownDevice');
}

/**
 * A user's page in the admin area: the profile, access (deactivate or activate, with a reason for
 * the activity log), their domains, teams, latest orders, live sessions (each can be ended) and
 * the history about them. `onChange` takes the page as the API answers it after a change.
 */
export function UserDetail({ user, onChange }: { user: AdminUserDetail; onChange: (next?: AdminUserDetail) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user: me } = useCurrentUser();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const none = t('admin.users.none');
  const yesNo = (value: boolean) => (value ? t('admin.users.yes') : t('admin.users.no'));
  const address = [user.street, [user.zip, user.city].filter(Boolean).join(' '), user.country_code].filter(Boolean).join(', ');

  const setActive = async (active: boolean) => {
    const confirmed = await openConfirm({
      title: t(active ? 'admin.users.activateTitle' : 'admin.users.deactivateTitle', { name: user.name }),
      message: t(active ? 'admin.users.activateMessage' : 'admin.users.deactivateMessage'),
      confirmText: t(active ? 'admin.users.activate' : 'admin.users.deactivate'),
      danger: !active,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const next = await setAdminUserActive(user.id, active, reason);
      setReason('');
      onChange(next);
      showInfo(t(active ? 'admin.users.activatedDone' : 'admin.users.deactivatedDone'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    } finally {
      setBusy(false);
    }
  };

  const endSession = async (session: Session) => {
    const confirmed = await openConfirm({
      title: t('sessions.revokeTitle'),
      message: t('sessions.revokeMessage', { label: deviceOf(session, t) }),
      confirmText: t('admin.users.endSession'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revokeAdminUserSession(user.id, session.id);
      onChange();
      showInfo(t('admin.users.sessionEnded'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    }
  };

  const ownUser = me?.id === user.id;
  return (
    <div className="space-y-6">
      <DetailsCard title={t('admin.users.profile')}>
        <Detail label={t('admin.users.name')}>{user.name}</Detail>
        <Detail label={t('admin.users.email')}>{user.email}</Detail>
        <Detail label={t('admin.users.status')}>
          <UserStatus user={user} />
        </Detail>
        <Detail label={t('admin.users.created')}>{formatDate(user.created_at)}</Detail>
        <Detail label={t('admin.users.phone')}>{user.phone ? `${user.phone_code ?? ''} ${user.phone}`.trim() : none}</Detail>
        <Detail label={t('admin.users.address')}>{address || none}</Detail>
        <Detail label={t('admin.users.language')}>{user.language ? t(`admin.users.languages.${user.language}`) : none}</Detail>
        <Detail label={t('admin.users.emailVerified')}>{yesNo(user.is_email_verified)}</Detail>
        <Detail label={t('admin.users.phoneVerified')}>{yesNo(user.is_phone_verified)}</Detail>
        <Detail label={t('admin.users.signIn')}>{user.is_using_samleikin ? t('admin.users.signInEid') : t('admin.users.signInPassword')}</Detail>
      </DetailsCard>

      <Card title={t('admin.users.access')}>
        <div className="space-y-4" data-testid="admin-user-access">
          <p className="text-sm text-slate-700">
            {user.deactivated_at ? t('admin.users.deactivatedSince', { date: formatDateTime(user.deactivated_at, locale) }) : t('admin.users.isActive')}
          </p>
          {ownUser ? (
            <p className="text-sm text-slate-600">{t('admin.users.ownUser')}</p>
          ) : (
            <>
              <Field id="admin-user-reason" label={t('admin.users.reason')} hint={t('admin.users.reasonHint')} error={undefined}>
                <input
                  id="admin-user-reason"
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                  aria-describedby={describedBy('admin-user-reason', undefined, t('admin.users.reasonHint'))}
                  className={`${inputClass} ${inputOk}`}
                />
              </Field>
              <button
                type="button"
                disabled={busy}
                aria-busy={busy || undefined}
                className={user.deactivated_at ? primaryButton : dangerButton}
                onClick={() => void setActive(Boolean(user.deactivated_at))}
              >
                {user.deactivated_at ? t('admin.users.activate') : t('admin.users.deactivate')}
              </button>
            </>
          )}
        </div>
      </Card>

      <Card title={t('admin.users.domains')}>
        {user.domains.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.users.noDomains')}</p>
        ) : (
          <ResponsiveTable
            caption={t('admin.users.domainsCaption')}
            columns={[
              { id: 'name', header: t('admin.users.domains') },
              { id: 'status', header: t('admin.users.status') },
              { id: 'expires', header: t('admin.users.expires') },
            ]}
          >
            {user.domains.map((domain) => (
              <TableRow key={domain.id}>
                <TableCell column="name" rowHeader className="[overflow-wrap:anywhere]">
                  {domain.name}
                </TableCell>
                <TableCell column="status">
                  <DomainStatusText status={domain.status} />
                </TableCell>
                <TableCell column="expires" className="whitespace-nowrap">
                  {formatDate(domain.expires_at)}
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </Card>

      <Card title={t('admin.users.teams')}>
        {user.teams.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.users.noTeams')}</p>
        ) : (
          <ul className="list-inside list-disc text-sm text-slate-900">
            {user.teams.map((team) => (
              <li key={team.id} className="[overflow-wrap:anywhere]">
                {team.name}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t('admin.users.orders')}>
        {user.orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.users.noOrders')}</p>
        ) : (
          <ResponsiveTable
            caption={t('admin.users.ordersCaption')}
            columns={[
              { id: 'date', header: t('admin.users.orderDate') },
              { id: 'domains', header: t('admin.users.orderDomains') },
              { id: 'status', header: t('admin.users.status') },
              { id: 'total', header: t('admin.users.orderTotal'), align: 'right' },
            ]}
          >
            {user.orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell column="date" className="whitespace-nowrap">
                  {formatDate(order.created_at)}
                </TableCell>
                <TableCell column="domains" className="[overflow-wrap:anywhere]">
                  {order.domains.join(', ')}
                </TableCell>
                <TableCell column="status">{isOrderStatus(order.status) ? orderStatusText(order.status, t) : order.status}</TableCell>
                <TableCell column="total" className="whitespace-nowrap">
                  {formatMoney(order.total, locale)}
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </Card>

      <Card title={t('admin.users.sessions')}>
        {user.sessions.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="admin-user-no-sessions">
            {t('admin.users.noSessions')}
          </p>
        ) : (
          <ResponsiveTable
            caption={t('admin.users.sessionsCaption')}
            testId="admin-user-sessions"
            columns={[
              { id: 'device', header: t('admin.users.device') },
              { id: 'signedIn', header: t('admin.users.signedIn') },
              { id: 'lastUsed', header: t('admin.users.lastUsed') },
              { id: 'actions', header: t('admin.users.endSession'), actions: true },
            ]}
          >
            {user.sessions.map((session) => (
              <TableRow key={session.id}>
                <TableCell column="device" rowHeader>
                  {deviceOf(session, t)}
                </TableCell>
                <TableCell column="signedIn" className="whitespace-nowrap">
                  {formatDateTime(session.created_at, locale)}
                </TableCell>
                <TableCell column="lastUsed" className="whitespace-nowrap">
                  {session.last_used_at ? formatDateTime(session.last_used_at, locale) : none}
                </TableCell>
                <TableCell column="actions">
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('admin.users.endSessionLabel', { device: deviceOf(session, t) })}
                    onClick={() => void endSession(session)}
                  >
                    {t('admin.users.endSession')}
                  </button>
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </Card>

      <HistoryCard title={t('admin.users.history')}>
        <AdminUserHistory userId={user.id} />
      </HistoryCard>
    </div>
  );
}
