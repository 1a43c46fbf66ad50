import type { TFunction } from 'i18next';
import { csvDay, csvDocument, csvTextCell } from '#shared/csv.ts';
import type { DomainSummary } from '#shared/schemas/domains.ts';

const statusKeys = {
  active: 'domains.statusActive',
  expiring_soon: 'domains.statusExpiringSoon',
  expired: 'domains.statusExpired',
  deleted: 'domains.statusDeleted',
  transferred_away: 'domains.statusTransferredAway',
} as const satisfies Record<DomainSummary['status'], string>;

/**
 * A domain list as CSV (issue 30 "Exports"), with the admin invoices' conventions (`shared/csv.ts`: BOM, `;`,
 * formula-safe cells, dates `YYYY-MM-DD`): name, (owner, on the shared list), state, expiry, renewal date,
 * automatic renewal and transfer lock, the column names and words in the interface's language.
 */
export function domainsCsv(domains: readonly DomainSummary[], t: TFunction, options: { shared?: boolean } = {}): string {
  const onOff = (value: boolean) => csvTextCell(value ? t('domains.on') : t('domains.off'));
  const header = [
    t('domains.name'),
    ...(options.shared ? [t('domainSharing.roles.owner')] : []),
    t('domains.status'),
    t('domains.expires'),
    t('domains.renewalDate'),
    t('domains.autoRenewal'),
    t('domains.list.transferLock'),
  ];
  const rows = domains.map((domain) => [
    csvTextCell(domain.name),
    ...(options.shared ? [csvTextCell(domain.owner.name)] : []),
    csvTextCell(t(statusKeys[domain.status])),
    csvDay(domain.expires_at),
    csvDay(domain.renewal_date),
    onOff(domain.auto_renewal),
    onOff(domain.transfer_lock),
  ]);
  return csvDocument(header, rows);
}
