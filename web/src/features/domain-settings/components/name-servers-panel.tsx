import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInsideDomain } from '#shared/name-servers.ts';
import type { NameServersView } from '#shared/schemas/domain-settings.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useNameServers } from '../api/get-name-servers';
import { type NameServersInput, useUpdateNameServers } from '../api/update-name-servers';
import { type FlatValues, nameServerRowLimits, nameServerValues, withoutRow } from '../form-values';
import { usePortalLocked } from '#web/lib/api/get-portal-lock.ts';
import { LoadFailed, LockedNote, PortalLockedNote, SettingsCard, textBinding } from './settings-card';

/**
 * The name-servers tab: the product's servers or the owner's own (2–13, IP addresses only for
 * servers inside the domain). Before saving, the DS records a switch removes are announced; servers
 * that do not answer for the domain are named and saved only if the owner insists.
 */
export default function NameServersPanel({ domain }: { domain: DomainDetail }) {
  const { data, error } = useNameServers(domain.id);
  if (error) return <LoadFailed error={error} />;
  if (!data) return <Loader />;
  return <NameServersForm key={JSON.stringify(data)} domain={domain} view={data} />;
}

function NameServersForm({ domain, view }: { domain: DomainDetail; view: NameServersView }) {
  const { t } = useTranslation();
  const start = useMemo(() => nameServerValues(view), [view]);
  const [rows, setRows] = useState(start.rows);
  const rowsRef = useRef(rows);
  const updateNameServers = useUpdateNameServers(domain.id);
  rowsRef.current = rows;

  const save = async (request: NameServersInput) => {
    if (request.mode !== view.mode && view.ds_records_count > 0) {
      const go = await openConfirm({
        title: t('domainSettings.nameServers.dsWarningTitle'),
        message: t('domainSettings.nameServers.dsWarning', { count: view.ds_records_count }),
        confirmText: t('domainSettings.nameServers.dsWarningConfirm'),
        danger: true,
      });
      if (!go) return;
    }
    try {
      await updateNameServers(request);
    } catch (error) {
      if (!(isApiError(error) && error.code === 'name_servers_not_answering') || request.mode !== 'custom') throw error;
      const servers = request.name_servers;
      const hosts = Object.keys(error.fields ?? {}).map((path) => servers[Number(path.split('.')[1])]?.host ?? path);
      const insist = await openConfirm({
        title: t('domainSettings.nameServers.notAnsweringTitle'),
        message: t('domainSettings.nameServers.notAnswering', { domain: domain.name, hosts: hosts.join(', ') }),
        confirmText: t('domainSettings.nameServers.notAnsweringConfirm'),
        danger: true,
      });
      // Not insisting: the form shows which servers did not answer.
      if (!insist) throw error;
      await updateNameServers({ ...request, confirm: true });
    }
    showInfo(t('domainSettings.saved'));
  };

  const form = useForm<FlatValues, NameServersInput>({
    initialValues: start.values,
    schema: () => import('../form-schemas').then((schemas) => schemas.nameServersFormSchema(domain.name, () => rowsRef.current) as never),
    onSubmit: save,
  });
  const custom = form.values.mode === 'custom';
  const portalLocked = usePortalLocked(domain.id);
  const locked = view.registration_locked || portalLocked;

  const addRow = () => {
    form.setValue(`name_servers.${rows}.host`, '');
    form.setValue(`name_servers.${rows}.addresses`, '');
    setRows(rows + 1);
  };
  const removeRow = (index: number) => {
    const next = withoutRow(form.values, rows, index);
    for (let row = index; row < rows - 1; row += 1) {
      form.setValue(`name_servers.${row}.host`, next[`name_servers.${row}.host`]!);
      form.setValue(`name_servers.${row}.addresses`, next[`name_servers.${row}.addresses`]!);
    }
    setRows(rows - 1);
  };

  return (
    <div className="space-y-6">
      <SettingsCard heading={t('domainSettings.nameServers.heading')} testId="name-servers">
        <p className="text-sm text-slate-700">{t('domainSettings.nameServers.intro')}</p>
        <PortalLockedNote locked={portalLocked} />
        <LockedNote locked={view.registration_locked} />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700">{t('domainSettings.nameServers.current')}</p>
          <ul className="space-y-0.5 font-mono text-sm text-slate-900" data-testid="registry-name-servers">
            {view.name_servers.map((server) => (
              <li key={server.host}>
                {server.host}
                {server.addresses.length > 0 && <span className="text-slate-500"> ({server.addresses.join(', ')})</span>}
              </li>
            ))}
          </ul>
        </div>
        <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('domainSettings.nameServers.heading')}>
          <fieldset disabled={locked} className="space-y-5">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">{t('domainSettings.nameServers.mode')}</legend>
              {(['product', 'custom'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    checked={form.values.mode === mode}
                    onChange={() => form.setValue('mode', mode)}
                    className="size-4 accent-blue-700"
                  />
                  {mode === 'product' ? t('domainSettings.nameServers.modeProduct') : t('domainSettings.nameServers.modeCustom')}
                  {mode === 'product' && <span className="font-mono text-xs text-slate-500">({view.product_name_servers.join(', ')})</span>}
                </label>
              ))}
            </fieldset>

            {custom && (
              <div className="space-y-4" data-testid="custom-name-servers">
                {Array.from({ length: rows }, (_, index) => {
                  const host = String(form.values[`name_servers.${index}.host`] ?? '');
                  const addresses = String(form.values[`name_servers.${index}.addresses`] ?? '');
                  const number = index + 1;
                  return (
                    <div key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto]">
                      <div className="space-y-3">
                        <TextField
                          field={textBinding(form, `name_servers.${index}.host`)}
                          label={t('domainSettings.nameServers.host', { number })}
                          autoComplete="off"
                          spellCheck={false}
                        />
                        {(isInsideDomain(host, domain.name) || addresses !== '') && (
                          <TextField
                            field={textBinding(form, `name_servers.${index}.addresses`)}
                            label={t('domainSettings.nameServers.addresses', { number })}
                            hint={t('domainSettings.nameServers.addressesHint', { domain: domain.name })}
                            autoComplete="off"
                            spellCheck={false}
                          />
                        )}
                      </div>
                      {rows > nameServerRowLimits.min && (
                        <button
                          type="button"
                          className={`${secondaryButton} self-start`}
                          onClick={() => removeRow(index)}
                          aria-label={t('domainSettings.nameServers.remove', { number })}
                        >
                          ×
                        </button>
                      )}
                    </div>
                  );
                })}
                {textBinding(form, 'name_servers').error && (
                  <p role="alert" className="text-sm text-red-700">
                    {textBinding(form, 'name_servers').error}
                  </p>
                )}
                {rows < nameServerRowLimits.max && (
                  <button type="button" className={secondaryButton} onClick={addRow}>
                    {t('domainSettings.nameServers.add')}
                  </button>
                )}
              </div>
            )}
            <SubmitButton busy={form.submitting}>{t('domainSettings.nameServers.save')}</SubmitButton>
          </fieldset>
        </form>
      </SettingsCard>
    </div>
  );
}
