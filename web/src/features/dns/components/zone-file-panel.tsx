import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneImportPreview } from '#shared/schemas/dns.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { inputClass, inputOk } from '#web/components/form/field.tsx';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useZoneFile } from '../api/get-zone-file';
import { useImportZoneFile } from '../api/import-zone-file';
import { ChangeSetDiff, changeCount } from './change-set-diff';
import { NotOnProductNameServers } from './not-on-product-name-servers';

/** The problems of a refused zone file, by line: the API's `fields` `zone_file.<line>`. */
function lineProblems(fields: Record<string, string> | undefined): { line: number; message: string }[] {
  return Object.entries(fields ?? {})
    .map(([path, message]) => ({ line: Number(path.split('.')[1]), message }))
    .filter((problem) => Number.isInteger(problem.line))
    .sort((a, b) => a.line - b.line);
}

/**
 * The zone-file tab: the zone in BIND format with a download, and an import that first shows
 * what it adds, changes and removes, and applies it only when confirmed. Problems are listed
 * by line.
 */
export default function ZoneFilePanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const textId = useId();
  const onProductServers = domain.name_server_mode === 'product';
  const { data, error, isLoading } = useZoneFile(domain.id, onProductServers);
  const { trigger: runImport, isMutating } = useImportZoneFile(domain.id);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ZoneImportPreview | null>(null);
  const [problems, setProblems] = useState<{ line: number; message: string }[]>([]);

  if (!onProductServers || (isApiError(error) && error.code === 'dns_custom_name_servers')) {
    return <NotOnProductNameServers domain={domain} message={t('dns.notOnProductServers')} />;
  }

  const download = () => {
    if (!data) return;
    const url = URL.createObjectURL(new Blob([data.zone_file], { type: 'text/dns' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = data.filename;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    setPreview(null);
    setProblems([]);
  };

  const send = async (apply: boolean) => {
    setProblems([]);
    try {
      const answer = await runImport({ zoneFile: text, apply });
      if (apply) {
        setPreview(null);
        setText('');
        showInfo(t('dns.importDone'));
      } else {
        setPreview(answer);
      }
    } catch (failure) {
      setPreview(null);
      if (isApiError(failure) && failure.code === 'zone_file_invalid') setProblems(lineProblems(failure.fields));
      else if (isApiError(failure) && failure.fields?.zone_file) setProblems([{ line: 0, message: failure.fields.zone_file }]);
      else showError(errorMessage(failure, t));
    }
  };

  const changes = preview ? changeCount(preview) : 0;

  return (
    <div className="space-y-6">
      <section aria-labelledby="zone-file-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="zone-file-heading" className="text-base font-semibold text-slate-900">
            {t('dns.zoneHeading')}
          </h2>
          <button type="button" className={secondaryButton} onClick={download} disabled={!data} data-testid="zone-file-download">
            {t('dns.zoneDownload')}
          </button>
        </div>
        <p className="text-sm text-slate-600">{t('dns.zoneIntro')}</p>
        {error || isLoading || !data ? (
          <LoadingOrFailed error={error} failedText={t('dns.zoneLoadFailed')} testId="zone-file-load-failed" />
        ) : (
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll it by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
            aria-label={t('dns.zoneHeading')}
            className="max-h-[28rem] overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
            data-testid="zone-file-text"
          >
            {data.zone_file}
          </pre>
        )}
      </section>

      <section aria-labelledby="zone-import-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm">
        <h2 id="zone-import-heading" className="text-base font-semibold text-slate-900">
          {t('dns.importHeading')}
        </h2>
        <p className="text-sm text-slate-600">{t('dns.importIntro')}</p>
        <div className="space-y-1.5">
          <label htmlFor={textId} className="block text-sm font-medium text-slate-800">
            {t('dns.importText')}
          </label>
          <textarea
            id={textId}
            value={text}
            rows={10}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              setPreview(null);
            }}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={problems.length > 0 ? `${textId}-problems` : undefined}
            className={`${inputClass} ${inputOk} font-mono text-xs`}
          />
        </div>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <span className={secondaryButton}>{t('dns.importChooseFile')}</span>
          <input type="file" accept=".zone,.txt,.db,text/plain,text/dns" className="sr-only" onChange={(event) => void chooseFile(event)} />
        </label>
        {problems.length > 0 && (
          <div id={`${textId}-problems`} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="zone-import-problems">
            <p className="font-medium">{t('dns.importErrors')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {problems.map((problem) => (
                <li key={problem.line}>{problem.line > 0 ? t('dns.importLine', { line: problem.line, message: problem.message }) : problem.message}</li>
              ))}
            </ul>
          </div>
        )}
        {preview && (
          <div className="space-y-3 rounded-lg border border-slate-200 px-4 py-3 text-sm" data-testid="zone-import-preview" aria-live="polite">
            {changes === 0 ? <p>{t('dns.importNothing')}</p> : null}
            <ChangeSetDiff changes={preview} testId="zone-import" />
            {preview.unchanged > 0 && <p className="text-slate-600">{t('dns.importUnchanged', { count: preview.unchanged })}</p>}
            {preview.ignored.length > 0 && (
              <p className="text-slate-600">{t('dns.importIgnored', { lines: preview.ignored.map((entry) => `${entry.line} (${entry.type})`).join(', ') })}</p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} disabled={text.trim() === '' || isMutating} onClick={() => void send(false)}>
            {t('dns.importPreview')}
          </button>
          {preview && changes > 0 && (
            <button type="button" className={primaryButton} disabled={isMutating} onClick={() => void send(true)} data-testid="zone-import-apply">
              {t('dns.importApply')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
