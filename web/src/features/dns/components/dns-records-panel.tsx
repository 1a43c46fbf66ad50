import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { txtStrings } from '#shared/dns-records.ts';
import type { DnsRecord } from '#shared/schemas/dns.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useDeleteDnsRecord } from '../api/delete-dns-record';
import { useDnsRecords } from '../api/get-dns-records';
import { DnsRecordForm } from './dns-record-form';
import { DnsTemplatesPanel } from './dns-templates-panel';
import { EmailAuthPanel } from './email-auth-panel';
import { NotOnProductNameServers } from './not-on-product-name-servers';

/** Edit and delete on every row are secondary actions; only the deletion's confirmation is red. */
const rowButton = `${secondaryButton} px-3 py-1.5`;

/**
 * What a record says, as in a zone file: `10 mail.example.fo.`; a TXT record's text joined, as
 * it was entered (on the wire it is split into strings of 255 octets).
 */
const shown = (record: DnsRecord) => (record.type === 'TXT' ? txtStrings(record.value).join('') : record.rdata);

/**
 * The DNS tab: the domain's records with edit and delete, and the form to add or edit one. With
 * custom name servers, the spec's message instead (we host nothing for the domain then).
 */
export default function DnsRecordsPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const onProductServers = domain.name_server_mode === 'product';
  const { data, error, isLoading } = useDnsRecords(domain.id, onProductServers);
  const { trigger: remove } = useDeleteDnsRecord(domain.id);
  const [editing, setEditing] = useState<DnsRecord | null>(null);

  if (!onProductServers || (isApiError(error) && error.code === 'dns_custom_name_servers')) {
    return <NotOnProductNameServers domain={domain} message={t('dns.notOnProductServers')} />;
  }
  if (error || isLoading || !data) return <LoadingOrFailed error={error} failedText={t('dns.loadFailed')} testId="dns-load-failed" />;

  const columns = [
    { id: 'type', header: t('dns.type') },
    { id: 'name', header: t('dns.name') },
    { id: 'value', header: t('dns.value') },
    { id: 'ttl', header: t('dns.ttl') },
    { id: 'actions', header: t('dns.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const confirmDelete = async (record: DnsRecord) => {
    const confirmed = await openConfirm({ title: t('dns.deleteTitle'), message: `${record.type} ${record.fqdn} ${shown(record)}`, confirmText: t('dns.delete'), danger: true });
    if (!confirmed) return;
    try {
      await remove(record.id);
      if (editing?.id === record.id) setEditing(null);
      showInfo(t('dns.deleted'));
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="dns-records-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-6 py-4">
          <h2 id="dns-records-heading" className="text-base font-semibold text-slate-900">
            {t('dns.recordsHeading')}
          </h2>
          <p className="text-xs text-slate-500">{t('dns.count', { count: data.records.length, limit: data.limit })}</p>
        </div>
        {data.forwarding && <p className="border-b border-slate-100 px-6 py-3 text-sm text-slate-700">{t('dns.forwardingActive')}</p>}
        {data.records.length === 0 ? (
          <p className="px-6 py-5 text-sm text-slate-600">{t('dns.recordsEmpty')}</p>
        ) : (
          <ResponsiveTable caption={t('dns.recordsHeading')} columns={columns} testId="dns-records-table">
            {data.records.map((record) => (
              <TableRow key={record.id} data-testid="dns-record-row" data-type={record.type} data-name={record.name}>
                <TableCell column="type" className="font-mono font-medium">
                  {record.type}
                </TableCell>
                <TableCell column="name" className="font-mono [overflow-wrap:anywhere]">
                  {record.fqdn}
                </TableCell>
                {/* A record's value is data (a key, a host name, a policy): it may break anywhere (the layout checks leave it be). */}
                <TableCell column="value" className="max-w-md font-mono [overflow-wrap:anywhere]" data-layout-breakable>
                  {shown(record)}
                </TableCell>
                <TableCell column="ttl">{record.ttl}</TableCell>
                <TableCell column="actions" className="whitespace-nowrap">
                  <div className="flex gap-2 @2xl:justify-end">
                    <button type="button" className={rowButton} aria-label={t('dns.editLabel', { type: record.type, name: record.fqdn })} onClick={() => setEditing(record)}>
                      {t('dns.edit')}
                    </button>
                    <button
                      type="button"
                      className={rowButton}
                      aria-label={t('dns.deleteLabel', { type: record.type, name: record.fqdn })}
                      onClick={() => void confirmDelete(record)}
                    >
                      {t('dns.delete')}
                    </button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </section>
      <DnsRecordForm domainId={domain.id} domain={domain.name} editing={editing} onDone={() => setEditing(null)} />
      <DnsTemplatesPanel domainId={domain.id} domain={domain.name} applied={data.templates} />
      <EmailAuthPanel domainId={domain.id} records={data.records} />
    </div>
  );
}
