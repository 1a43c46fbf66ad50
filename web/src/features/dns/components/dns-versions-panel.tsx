import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { DnsChangeSet, DnsVersionView } from '#shared/schemas/dns.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { inputClass, inputOk } from '#web/components/form/field.tsx';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { getDnsVersion, useDnsVersions, useRestoreDnsVersion } from '../api/dns-versions';
import { NotOnProductNameServers } from './not-on-product-name-servers';
import { ChangeSetDiff, changeCount } from './change-set-diff';
import { DiffGroups, line } from './dns-diff';
import { templateName } from '#shared/dns-templates/index.ts';

const rowButton = `${secondaryButton} px-3 py-1.5`;

/**
 * The DNS versions tab (issue 31): every change of the records is a version, listed with who,
 * when, from which device and what it did; any two compare as lines deleted and added; going back
 * to one first shows what it changes, and is saved as a new version.
 */
export default function DnsVersionsPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const onProductServers = domain.name_server_mode === 'product';
  const { data, error, isLoading } = useDnsVersions(domain.id, onProductServers);
  const { trigger: restore, isMutating } = useRestoreDnsVersion(domain.id);
  const [preview, setPreview] = useState<{ version: number; current: number; changes: DnsChangeSet } | null>(null);
  const previewRef = useRef<HTMLElement>(null);
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [comparison, setComparison] = useState<{ added: string[]; removed: string[] } | null>(null);

  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [preview]);

  if (!onProductServers || (isApiError(error) && error.code === 'dns_custom_name_servers')) {
    return <NotOnProductNameServers domain={domain} message={t('dns.notOnProductServers')} />;
  }
  if (error || isLoading || !data) return <LoadingOrFailed error={error} failedText={t('dns.versionsLoadFailed')} testId="dns-versions-load-failed" />;

  const versions = data.versions;
  const chosenFrom = from ?? versions[1]?.version ?? versions[0]?.version ?? 0;
  const chosenTo = to ?? versions[0]?.version ?? 0;

  const device = (version: DnsVersionView) => {
    if (version.device?.browser && version.device.system) return t('sessions.device', { browser: version.device.browser, system: version.device.system });
    return version.device?.browser ?? version.device?.system ?? t('sessions.unknownDevice');
  };
  const source = (version: DnsVersionView) =>
    version.template
      ? t(version.template.action === 'apply' ? 'dns.sourceTemplate' : 'dns.sourceTemplateRemoved', { name: templateName(version.template.id, locale) })
      : version.source === 'restore'
        ? t('dns.sourceRestore', { version: version.restored_from })
        : version.source === 'zone-import'
          ? t('dns.sourceZoneImport')
          : version.source === 'email-authentication'
            ? t('dns.sourceEmailAuthentication')
            : t('dns.sourceEditor');

  const askRestore = async (version: number) => {
    try {
      const changes = await restore({ version, apply: false });
      setPreview({ version, current: changes.version, changes });
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };
  const applyRestore = async () => {
    if (!preview) return;
    try {
      await restore({ version: preview.version, apply: true, current: preview.current });
      showInfo(t('dns.restored', { version: preview.version }));
      setPreview(null);
      setComparison(null);
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };
  const compare = async () => {
    try {
      const [older, newer] = await Promise.all([getDnsVersion(domain.id, chosenFrom), getDnsVersion(domain.id, chosenTo)]);
      const before = new Set(older.records.map(line));
      const after = new Set(newer.records.map(line));
      setComparison({ removed: [...before].filter((entry) => !after.has(entry)), added: [...after].filter((entry) => !before.has(entry)) });
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  const columns = [
    { id: 'version', header: t('dns.versionColumn') },
    { id: 'when', header: t('dns.whenColumn') },
    { id: 'who', header: t('dns.whoColumn') },
    { id: 'from', header: t('dns.fromColumn') },
    { id: 'what', header: t('dns.whatColumn') },
    { id: 'actions', header: t('dns.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const previewCount = preview ? changeCount(preview.changes) : 0;
  const options = versions.map((version) => ({ value: version.version, label: `${t('dns.versionNumber', { version: version.version })} · ${formatDateTime(version.at, locale)}` }));

  return (
    <div className="space-y-6">
      {preview && (
        <section
          ref={previewRef}
          aria-labelledby="dns-restore-heading"
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-6 py-5 text-sm shadow-sm"
          data-testid="dns-restore-preview"
        >
          <h2 id="dns-restore-heading" className="text-base font-semibold text-slate-900">
            {t('dns.restoreHeading', { version: preview.version })}
          </h2>
          {previewCount === 0 ? (
            <p>{t('dns.restoreNothing')}</p>
          ) : (
            <>
              <p className="text-slate-700">{t('dns.restoreIntro')}</p>
              <ChangeSetDiff changes={preview.changes} testId="dns-restore" />
            </>
          )}
          <div className="flex flex-wrap gap-3">
            {previewCount > 0 && (
              <button type="button" className={primaryButton} disabled={isMutating} onClick={() => void applyRestore()} data-testid="dns-restore-apply">
                {t('dns.restoreApply')}
              </button>
            )}
            <button type="button" className={secondaryButton} onClick={() => setPreview(null)}>
              {t('dns.restoreCancel')}
            </button>
          </div>
        </section>
      )}

      <section aria-labelledby="dns-versions-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="space-y-1 border-b border-slate-100 px-6 py-4">
          <h2 id="dns-versions-heading" className="text-base font-semibold text-slate-900">
            {t('dns.versionsHeading')}
          </h2>
          <p className="text-sm text-slate-600">{t('dns.versionsIntro')}</p>
        </div>
        {versions.length === 0 ? (
          <p className="px-6 py-5 text-sm text-slate-600">{t('dns.versionsEmpty')}</p>
        ) : (
          <ResponsiveTable caption={t('dns.versionsHeading')} columns={columns} testId="dns-versions-table">
            {versions.map((version) => (
              <TableRow key={version.version} data-testid="dns-version-row" data-version={version.version}>
                <TableCell column="version" className="whitespace-nowrap font-medium">
                  {t('dns.versionNumber', { version: version.version })}
                  {version.version === data.current && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{t('dns.versionCurrent')}</span>}
                </TableCell>
                <TableCell column="when">{formatDateTime(version.at, locale)}</TableCell>
                <TableCell column="who" className="[overflow-wrap:anywhere]">
                  {version.actor}
                </TableCell>
                <TableCell column="from">{device(version)}</TableCell>
                <TableCell column="what">
                  <span className="block">{source(version)}</span>
                  <span className="block text-xs text-slate-500">{t('dns.versionCounts', { added: version.added, changed: version.changed, removed: version.removed })}</span>
                </TableCell>
                <TableCell column="actions" className="whitespace-nowrap">
                  {version.version !== data.current && (
                    <div className="flex gap-2 @2xl:justify-end">
                      <button
                        type="button"
                        className={rowButton}
                        disabled={isMutating}
                        aria-label={t('dns.restoreLabel', { version: version.version })}
                        onClick={() => void askRestore(version.version)}
                      >
                        {t('dns.restore')}
                      </button>
                    </div>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </section>

      {versions.length > 1 && (
        <section aria-labelledby="dns-compare-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm">
          <h2 id="dns-compare-heading" className="text-base font-semibold text-slate-900">
            {t('dns.compareHeading')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {[
              { id: fromId, label: t('dns.compareFrom'), value: chosenFrom, set: setFrom },
              { id: toId, label: t('dns.compareTo'), value: chosenTo, set: setTo },
            ].map((select) => (
              <div key={select.id} className="space-y-1.5">
                <label htmlFor={select.id} className="block text-sm font-medium text-slate-800">
                  {select.label}
                </label>
                <select
                  id={select.id}
                  value={select.value}
                  className={`${inputClass} ${inputOk}`}
                  onChange={(event) => {
                    select.set(Number(event.target.value));
                    setComparison(null);
                  }}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button type="button" className={secondaryButton} onClick={() => void compare()}>
            {t('dns.compareShow')}
          </button>
          {comparison && (
            <div className="space-y-3 rounded-lg border border-slate-200 px-4 py-3 text-sm" data-testid="dns-compare" aria-live="polite">
              {comparison.added.length + comparison.removed.length === 0 ? (
                <p>{t('dns.compareSame')}</p>
              ) : (
                <DiffGroups
                  testId="dns-compare"
                  groups={[
                    { key: 'removed', sign: '−', title: t('dns.compareRemoved', { count: comparison.removed.length }), lines: comparison.removed },
                    { key: 'added', sign: '+', title: t('dns.compareAdded', { count: comparison.added.length }), lines: comparison.added },
                  ]}
                />
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
