import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '#shared/format.ts';
import type { AdminDomainDetail } from '#shared/schemas/admin-domains.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { paths } from '../../../config/paths';
import { AdminDomainHistory } from '../../activity';
import { forceExpirySync } from '../api/domains';
import { Detail, DetailsCard, HistoryCard } from './admin-detail';
import { DomainStatusText } from './domain-list';

/**
 * A domain's page in the admin area: our record beside the registry's `info` (what differs is
 * marked), the details, the expiry sync (force it for this domain) and the change history.
 */
export function DomainDetail({ domain, onChange }: { domain: AdminDomainDetail; onChange: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('admin.domains.none');
  const registry = domain.registry;
  const rows: { id: string; label: string; ours: string; theirs: string | null }[] = [
    { id: 'expires', label: t('admin.domains.fieldExpires'), ours: formatDate(domain.expires_at), theirs: registry ? formatDate(registry.expires_at) : null },
    { id: 'statuses', label: t('admin.domains.fieldStatuses'), ours: domain.registry_statuses.join(', ') || none, theirs: registry ? registry.statuses.join(', ') || none : null },
    {
      id: 'nameServers',
      label: t('admin.domains.fieldNameServers'),
      ours: domain.name_servers.join(', ') || none,
      theirs: registry ? registry.name_servers.join(', ') || none : null,
    },
    {
      id: 'updated',
      label: t('admin.domains.fieldUpdated'),
      ours: formatDateTime(domain.updated_at, locale),
      theirs: registry ? (registry.updated_at ? formatDateTime(registry.updated_at, locale) : none) : null,
    },
  ];
  const comparable = new Set(['expires', 'statuses', 'nameServers']);

  const syncNow = async () => {
    try {
      await forceExpirySync({ domain_id: domain.id });
      onChange();
      showInfo(t('admin.domains.syncOneStarted'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('errors.internal'));
    }
  };

  return (
    <div className="space-y-6">
      <Card title={t('admin.domains.comparison')}>
        <div className="space-y-3">
          {domain.registry_error && (
            <p role="alert" className="text-sm text-red-700">
              {domain.registry_error === 'not_at_registry' ? t('admin.domains.notAtRegistry') : t('admin.domains.registryUnavailable')}
            </p>
          )}
          <ResponsiveTable
            caption={t('admin.domains.comparisonCaption')}
            testId="admin-domain-comparison"
            columns={[
              { id: 'field', header: t('admin.domains.field') },
              { id: 'ours', header: t('admin.domains.ours') },
              { id: 'theirs', header: t('admin.domains.registry') },
            ]}
          >
            {rows.map((row) => {
              const differs = comparable.has(row.id) && row.theirs !== null && row.theirs !== row.ours;
              return (
                <TableRow key={row.id} data-field={row.id} data-differs={differs ? 'true' : undefined}>
                  <TableCell column="field" rowHeader>
                    {row.label}
                  </TableCell>
                  <TableCell column="ours" className="[overflow-wrap:anywhere]">
                    {row.ours}
                  </TableCell>
                  <TableCell column="theirs" className={`[overflow-wrap:anywhere] ${differs ? 'font-semibold text-amber-800' : ''}`}>
                    {row.theirs ?? none}
                    {differs && <span className="ml-1 text-xs">({t('admin.domains.differs')})</span>}
                  </TableCell>
                </TableRow>
              );
            })}
          </ResponsiveTable>
        </div>
      </Card>

      <DetailsCard title={t('admin.domains.details')}>
        <Detail label={t('admin.domains.status')}>
          <DomainStatusText status={domain.status} />
        </Detail>
        <Detail label={t('admin.domains.owner')}>
          {domain.owner.type === 'user' ? (
            <Link
              to={paths['admin-users-single'].href({ userId: domain.owner.id })}
              className="inline-flex min-h-11 min-w-11 items-center font-medium text-blue-700 hover:underline"
            >
              {t('admin.domains.ownerUser')}
            </Link>
          ) : (
            t('admin.domains.ownerTeam', { id: domain.owner.id })
          )}
        </Detail>
        <Detail label={t('admin.domains.registered')}>{formatDate(domain.registered_at)}</Detail>
        <Detail label={t('admin.domains.deletedAt')}>{domain.deleted_at ? formatDate(domain.deleted_at) : none}</Detail>
        <Detail label={t('admin.domains.registrationLock')}>{domain.registration_lock ? t('admin.domains.on') : t('admin.domains.off')}</Detail>
        <Detail label={t('admin.domains.transferLock')}>{domain.transfer_lock ? t('admin.domains.on') : t('admin.domains.off')}</Detail>
        <Detail label={t('admin.domains.autoRenewal')}>{domain.auto_renewal ? t('admin.domains.on') : t('admin.domains.off')}</Detail>
        <Detail label={t('admin.domains.fieldRegistrar')}>{registry?.registrar ?? none}</Detail>
      </DetailsCard>

      <Card title={t('admin.domains.syncHeading')}>
        <div className="space-y-3" data-testid="admin-domain-sync">
          <p className="text-sm text-slate-700">
            {domain.expiry_sync ? t('admin.domains.syncDue', { date: formatDateTime(domain.expiry_sync.due_at, locale) }) : null}{' '}
            {domain.expiry_sync?.last_run_at ? t('admin.domains.syncLast', { date: formatDateTime(domain.expiry_sync.last_run_at, locale) }) : t('admin.domains.syncNever')}
          </p>
          <button type="button" className={secondaryButton} onClick={() => void syncNow()}>
            {t('admin.domains.syncOne')}
          </button>
        </div>
      </Card>

      <HistoryCard title={t('admin.domains.history')}>
        <AdminDomainHistory domainId={domain.id} />
      </HistoryCard>
    </div>
  );
}
