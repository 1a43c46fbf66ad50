import { useTranslation } from 'react-i18next';
import { dnssecAlgorithms, dsDigestHexLength, type AddDsRecordRequest, type DnssecView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useAddDsRecord } from '../api/add-ds-record';
import { useDnssec } from '../api/get-dnssec';
import { useRemoveDsRecord } from '../api/remove-ds-record';
import { type DnssecSwitch, useSetDnssec } from '../api/set-dnssec';
import { dsStartValues, type FlatValues } from '../form-values';
import { usePortalLocked } from '#web/lib/api/get-portal-lock.ts';
import { CdsSection } from './cds-section';
import { booleanBinding, LockedNote, Note, PortalLockedNote, SettingsCard, textBinding } from './settings-card';

/**
 * The DNSSEC tab. With the product's name servers: one switch (signing and its DS at the
 * registry). With custom ones: the DS records at the registry, added as such or from a DNSKEY,
 * and removed. Every change needs the "I understand" checkbox; changes can take up to two days.
 * Turning signing off asks for confirmation first.
 */
export default function DnssecPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const { data, error } = useDnssec(domain.id);
  const portalLocked = usePortalLocked(domain.id);
  if (error || !data) return <LoadingOrFailed error={error} failedText={t('domainSettings.loadFailed')} testId="settings-load-failed" />;
  return (
    <div className="space-y-6">
      <SettingsCard heading={t('domainSettings.dnssec.heading')} testId="dnssec">
        <p className="text-sm text-slate-700">{t('domainSettings.dnssec.intro')}</p>
        <Note testId="dnssec-note">{t('domainSettings.dnssec.note')}</Note>
        <PortalLockedNote locked={portalLocked} rollover={data.name_server_mode === 'custom'} />
        <LockedNote locked={data.registration_locked} />
        {data.name_server_mode === 'product' ? (
          <SigningSwitch key={String(data.signing)} domainId={domain.id} view={data} portalLocked={portalLocked} />
        ) : (
          <DsRecords key={data.ds_records.map((record) => record.id).join()} domainId={domain.id} view={data} portalLocked={portalLocked} />
        )}
      </SettingsCard>
      {data.name_server_mode === 'custom' && <CdsSection domainId={domain.id} />}
    </div>
  );
}

const failureText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function SigningSwitch({ domainId, view, portalLocked }: { domainId: string; view: DnssecView; portalLocked: boolean }) {
  const { t } = useTranslation();
  const enable = !view.signing;
  const setDnssec = useSetDnssec(domainId);
  const form = useForm<FlatValues, DnssecSwitch>({
    initialValues: { understood: false },
    schema: () => import('../form-schemas').then((schemas) => schemas.dnssecSwitchFormSchema(enable) as never),
    onSubmit: async (request) => {
      // Turning signing off removes the DS at the registry: asked first.
      if (!enable) {
        const go = await openConfirm({
          title: t('domainSettings.dnssec.turnOffTitle'),
          message: t('domainSettings.dnssec.turnOffText'),
          confirmText: t('domainSettings.dnssec.turnOffConfirm'),
        });
        if (!go) return;
      }
      await setDnssec(request);
      showInfo(t('domainSettings.saved'));
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="space-y-4">
      <fieldset disabled={view.registration_locked || portalLocked} className="space-y-4">
        <p className="text-sm text-slate-800">
          {t('domainSettings.dnssec.signing')}: <strong data-testid="dnssec-signing">{view.signing ? t('domainSettings.dnssec.on') : t('domainSettings.dnssec.off')}</strong>
        </p>
        <DsTable view={view} />
        <CheckboxField field={booleanBinding(form, 'understood')} label={t('domainSettings.dnssec.understood')} />
        <SubmitButton busy={form.submitting} secondary={!enable}>
          {enable ? t('domainSettings.dnssec.turnOn') : t('domainSettings.dnssec.turnOff')}
        </SubmitButton>
      </fieldset>
    </form>
  );
}

function DsTable({ view, onRemove }: { view: DnssecView; onRemove?: (id: string, keyTag: number) => void }) {
  const { t } = useTranslation();
  const columns: TableColumn[] = [
    { id: 'keyTag', header: t('domainSettings.dnssec.keyTag') },
    { id: 'algorithm', header: t('domainSettings.dnssec.algorithm') },
    { id: 'digestType', header: t('domainSettings.dnssec.digestType') },
    { id: 'digest', header: t('domainSettings.dnssec.digest') },
  ];
  const actionsColumn: TableColumn = { id: 'actions', header: t('domainSettings.dnssec.dsActions'), actions: true };
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-800">{t('domainSettings.dnssec.dsHeading')}</h4>
      {view.ds_records.length === 0 ? (
        <p className="text-sm text-slate-600">{t('domainSettings.dnssec.noDs')}</p>
      ) : (
        <ResponsiveTable caption={t('domainSettings.dnssec.dsHeading')} columns={onRemove ? [...columns, actionsColumn] : columns} testId="ds-records">
          {view.ds_records.map((record) => (
            <TableRow key={record.id} data-key-tag={record.key_tag}>
              <TableCell column="keyTag" rowHeader>
                {record.key_tag}
              </TableCell>
              <TableCell column="algorithm">{named(record.algorithm, dnssecAlgorithms as Record<number, string>)}</TableCell>
              <TableCell column="digestType">{named(record.digest_type, digestTypeNames)}</TableCell>
              {/* A hex digest is no word: it may break anywhere (the layout checks leave it be). */}
              <TableCell column="digest" className="font-mono text-xs break-all" data-layout-breakable>
                {record.digest}
              </TableCell>
              {onRemove && (
                <TableCell column="actions">
                  <button
                    type="button"
                    className={`${secondaryButton} px-3 py-1.5`}
                    onClick={() => onRemove(record.id, record.key_tag)}
                    aria-label={t('domainSettings.dnssec.remove', { keyTag: record.key_tag })}
                  >
                    {t('domainSettings.dnssec.removeConfirm')}
                  </button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </ResponsiveTable>
      )}
    </div>
  );
}

const algorithmOptions = Object.entries(dnssecAlgorithms).map(([number, name]) => ({ value: number, label: `${number} — ${name}` }));
const digestTypeNames: Record<number, string> = { 1: 'SHA-1', 2: 'SHA-256', 4: 'SHA-384' };
const digestTypeOptions = Object.keys(dsDigestHexLength).map((number) => ({ value: number, label: `${number} — ${digestTypeNames[Number(number)]}` }));
/** A number with its name (`13 — ECDSA P-256 SHA-256`), or the number alone when the name is not known. */
const named = (number: number, names: Record<number, string>) => (names[number] ? `${number} — ${names[number]}` : String(number));

function DsRecords({ domainId, view, portalLocked }: { domainId: string; view: DnssecView; portalLocked: boolean }) {
  const { t } = useTranslation();
  // Under the portal lock only a key roll-over (docs/decisions/domain-portal-lock.md): a DS added beside a published one, one removed while another stays.
  const rollover = { add: view.ds_records.length >= 1, remove: view.ds_records.length >= 2 };
  const addDsRecord = useAddDsRecord(domainId);
  const removeDsRecord = useRemoveDsRecord(domainId);
  const form = useForm<FlatValues, AddDsRecordRequest>({
    initialValues: dsStartValues,
    schema: () => import('../form-schemas').then((schemas) => schemas.dsRecordFormSchema() as never),
    onSubmit: async (request) => {
      await addDsRecord(request);
      showInfo(t('domainSettings.saved'));
    },
  });
  const understood = booleanBinding(form, 'understood');
  const fromKey = form.values.source === 'dnskey';

  const remove = async (id: string, keyTag: number) => {
    if (!understood.value) {
      // The checkbox's message shows (as after leaving it) and it gets the focus.
      understood.onBlur();
      document.getElementById(understood.id)?.focus();
      return;
    }
    const go = await openConfirm({
      title: t('domainSettings.dnssec.removeTitle'),
      message: t('domainSettings.dnssec.removeText', { keyTag }),
      confirmText: t('domainSettings.dnssec.removeConfirm'),
      danger: true,
    });
    if (!go) return;
    try {
      await removeDsRecord(id);
      showInfo(t('domainSettings.saved'));
    } catch (error) {
      showError(failureText(error, t('errors.internal')));
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t('domainSettings.dnssec.withCustom')}</p>
      <DsTable view={view} onRemove={view.registration_locked || (portalLocked && !rollover.remove) ? undefined : (id, keyTag) => void remove(id, keyTag)} />
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('domainSettings.dnssec.addHeading')}>
        <fieldset disabled={view.registration_locked || (portalLocked && !rollover.add)} className="space-y-4">
          <h4 className="text-sm font-semibold text-slate-800">{t('domainSettings.dnssec.addHeading')}</h4>
          <SelectField
            field={textBinding(form, 'source')}
            label={t('domainSettings.dnssec.source')}
            options={[
              { value: 'ds', label: t('domainSettings.dnssec.sourceDs') },
              { value: 'dnskey', label: t('domainSettings.dnssec.sourceDnskey') },
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {fromKey ? (
              <>
                <TextField field={textBinding(form, 'flags')} label={t('domainSettings.dnssec.flags')} inputMode="numeric" />
                <TextField field={textBinding(form, 'protocol')} label={t('domainSettings.dnssec.protocol')} inputMode="numeric" />
              </>
            ) : (
              <TextField field={textBinding(form, 'key_tag')} label={t('domainSettings.dnssec.keyTag')} inputMode="numeric" />
            )}
            <SelectField field={textBinding(form, 'algorithm')} label={t('domainSettings.dnssec.algorithm')} options={algorithmOptions} />
            <SelectField field={textBinding(form, 'digest_type')} label={t('domainSettings.dnssec.digestType')} options={digestTypeOptions} />
          </div>
          {fromKey ? (
            <TextField field={textBinding(form, 'public_key')} label={t('domainSettings.dnssec.publicKey')} spellCheck={false} autoComplete="off" />
          ) : (
            <TextField field={textBinding(form, 'digest')} label={t('domainSettings.dnssec.digest')} spellCheck={false} autoComplete="off" className="font-mono" />
          )}
          <CheckboxField field={understood} label={t('domainSettings.dnssec.understood')} />
          <SubmitButton busy={form.submitting}>{t('domainSettings.dnssec.add')}</SubmitButton>
        </fieldset>
      </form>
    </div>
  );
}
