import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DnsRecord, DnsRecordInput, DnsRecordType } from '#shared/schemas/dns.ts';
import { caaTags, dnsLimits, dnsRecordTypes, dnsTypeFields, srvProtocols } from '#shared/schemas/dns.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { dnsRecordFormSchema, useCreateDnsRecord } from '../api/create-dns-record';
import { useUpdateDnsRecord } from '../api/update-dns-record';

const emptyValues = {
  type: 'A',
  name: '',
  value: '',
  ttl: String(dnsLimits.defaultTtl),
  priority: '10',
  weight: '0',
  port: '',
  service: '',
  protocol: 'tcp',
  flags: '0',
  tag: 'issue',
};
type Values = typeof emptyValues;

/** A saved record → the form's texts. */
function valuesOf(record: DnsRecord): Values {
  const text = (value: number | string | null, fallback: string) => (value === null ? fallback : String(value));
  return {
    type: record.type,
    name: record.name,
    value: record.value,
    ttl: String(record.ttl),
    priority: text(record.priority, emptyValues.priority),
    weight: text(record.weight, emptyValues.weight),
    port: text(record.port, ''),
    service: text(record.service, ''),
    protocol: text(record.protocol, emptyValues.protocol),
    flags: text(record.flags, emptyValues.flags),
    tag: text(record.tag, emptyValues.tag),
  };
}

/**
 * Adds a record, or edits `editing`: the type's own fields (priority, weight, port, service,
 * protocol, flags, tag) appear with it. Checked with the API's schema; a field's message shows
 * after it was touched and left; the API's per-field answers land on their fields.
 */
export function DnsRecordForm({ domainId, domain, editing, onDone }: { domainId: string; domain: string; editing: DnsRecord | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { trigger: create } = useCreateDnsRecord(domainId);
  const { trigger: update } = useUpdateDnsRecord(domainId);
  const form = useForm<Values, DnsRecordInput>({
    initialValues: emptyValues,
    schema: dnsRecordFormSchema as never,
    onSubmit: async (record) => {
      if (editing) await update({ recordId: editing.id, record });
      else await create(record);
      form.reset(emptyValues);
      showInfo(t('dns.saved'));
      onDone();
    },
  });
  const { reset } = form;
  useEffect(() => {
    reset(editing ? valuesOf(editing) : emptyValues);
  }, [editing, reset]);

  const type = form.values.type as DnsRecordType;
  const extra = dnsTypeFields[type] ?? [];
  const valueHint =
    type === 'A'
      ? t('dns.valueHintA')
      : type === 'AAAA'
        ? t('dns.valueHintAAAA')
        : type === 'TXT'
          ? t('dns.valueHintTXT')
          : type === 'CAA'
            ? t('dns.valueHintCAA')
            : t('dns.valueHintHost', { domain });
  const heading = editing ? t('dns.editHeading') : t('dns.addHeading');

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label={heading}
      className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm"
      data-testid="dns-record-form"
    >
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={form.field('type')} label={t('dns.type')} options={dnsRecordTypes.map((value) => ({ value, label: value }))} />
        <TextField field={form.field('name')} label={t('dns.name')} hint={t('dns.nameHint', { domain })} autoComplete="off" spellCheck={false} />
        {extra.includes('service') && <TextField field={form.field('service')} label={t('dns.service')} autoComplete="off" spellCheck={false} />}
        {extra.includes('protocol') && <SelectField field={form.field('protocol')} label={t('dns.protocol')} options={srvProtocols.map((value) => ({ value, label: value }))} />}
        {extra.includes('priority') && <TextField field={form.field('priority')} label={t('dns.priority')} inputMode="numeric" />}
        {extra.includes('weight') && <TextField field={form.field('weight')} label={t('dns.weight')} inputMode="numeric" />}
        {extra.includes('port') && <TextField field={form.field('port')} label={t('dns.port')} inputMode="numeric" />}
        {extra.includes('flags') && <TextField field={form.field('flags')} label={t('dns.flags')} inputMode="numeric" />}
        {extra.includes('tag') && <SelectField field={form.field('tag')} label={t('dns.tag')} options={caaTags.map((value) => ({ value, label: value }))} />}
        <div className="sm:col-span-2">
          <TextField field={form.field('value')} label={t('dns.value')} hint={valueHint} autoComplete="off" spellCheck={false} />
        </div>
        <TextField
          field={form.field('ttl')}
          label={t('dns.ttl')}
          hint={t('dns.ttlHint', { min: dnsLimits.minTtl, max: dnsLimits.maxTtl, default: dnsLimits.defaultTtl })}
          inputMode="numeric"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{editing ? t('dns.save') : t('dns.add')}</SubmitButton>
        {editing && (
          <button type="button" className={secondaryButton} onClick={onDone}>
            {t('dns.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
