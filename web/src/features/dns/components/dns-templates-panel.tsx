import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateNote } from '#shared/dns-templates/apply.ts';
import { dnsTemplates, findTemplate } from '#shared/dns-templates/index.ts';
import { type DnsTemplate, templateId } from '#shared/dns-templates/template.ts';
import type { DnsChangeSet } from '#shared/schemas/dns.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { useDnsTemplate } from '../api/dns-templates';
import { ChangeSetDiff, changeCount } from './change-set-diff';

const rowButton = `${secondaryButton} px-3 py-1.5`;

interface Preview {
  template: DnsTemplate;
  remove: boolean;
  variables: Record<string, string>;
  changes: DnsChangeSet;
}

/** The variables of the chosen template: checked as the API checks them, then the diff is asked for. */
function TemplateForm({
  template,
  domain,
  onPreview,
  onCancel,
}: {
  template: DnsTemplate;
  domain: string;
  onPreview: (variables: Record<string, string>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<Record<string, string>, Record<string, string>>({
    initialValues: Object.fromEntries(template.variables.map((variable) => [variable.name, variable.default ?? ''])),
    schema: () => import('#shared/dns-templates/apply.ts').then((module) => module.templateVariablesSchema(template, domain)) as never,
    onSubmit: onPreview,
  });
  const name = template.name[locale];
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-label={t('dns.templates.formHeading', { name })}
      className="space-y-4 border-t border-slate-100 px-6 py-5"
      data-testid="dns-template-form"
    >
      <h3 className="text-base font-semibold text-slate-900">{t('dns.templates.formHeading', { name })}</h3>
      <p className="text-sm text-slate-700">{template.summary[locale]}</p>
      {template.variables.length > 0 && (
        <div className="grid gap-4">
          {template.variables.map((variable) => (
            <TextField
              key={variable.name}
              field={form.field(variable.name)}
              label={variable.label[locale]}
              hint={variable.hint[locale]}
              placeholder={variable.example}
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      )}
      <p className="text-xs text-slate-500">
        <a href={template.source} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center text-sm text-blue-700 underline">
          {t('dns.templates.source', { provider: template.providerName })}
        </a>
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('dns.templates.preview')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('dns.templates.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Set up a service" on the DNS tab (issue 31): a service template chosen, its variables filled
 * in, the change set shown as a diff (with why records are replaced or merged, and a warning in
 * words for mail, name servers and certificates) before it is saved as one version; the
 * services set up are listed and each taken off again as one change, after the same diff.
 */
export function DnsTemplatesPanel({ domainId, domain, applied }: { domainId: string; domain: string; applied: readonly { id: string }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { trigger, isMutating } = useDnsTemplate(domainId);
  const [chosen, setChosen] = useState<DnsTemplate | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (preview) previewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [preview]);

  const fqdn = (name: string) => (name === '@' ? domain : `${name}.${domain}`);
  const ask = async (template: DnsTemplate, variables: Record<string, string>, remove: boolean) => {
    const changes = await trigger({ id: templateId(template), variables, remove, apply: false });
    setPreview({ template, remove, variables, changes });
  };
  const askRemoval = async (template: DnsTemplate) => {
    try {
      setChosen(null);
      await ask(template, {}, true);
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };
  const save = async () => {
    if (!preview) return;
    try {
      await trigger({ id: templateId(preview.template), variables: preview.variables, remove: preview.remove, apply: true, version: preview.changes.version });
      const name = preview.template.name[locale];
      showInfo(preview.remove ? t('dns.templates.removed', { name }) : t('dns.templates.applied', { name }));
      setPreview(null);
      setChosen(null);
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  const changes = preview?.changes;
  const count = changes ? changeCount(changes) : 0;
  const appliedTemplates = applied.flatMap((entry) => findTemplate(entry.id) ?? []);

  return (
    <section aria-labelledby="dns-templates-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="dns-templates">
      <div className="space-y-1 border-b border-slate-100 px-6 py-4">
        <h2 id="dns-templates-heading" className="text-base font-semibold text-slate-900">
          {t('dns.templates.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('dns.templates.intro')}</p>
      </div>
      <ul className="grid gap-2 px-6 py-4 sm:grid-cols-2 xl:grid-cols-3">
        {dnsTemplates.map((template) => (
          <li key={templateId(template)}>
            <button
              type="button"
              className={`${secondaryButton} min-h-11 w-full justify-start text-left ${chosen === template ? 'border-blue-600 ring-2 ring-blue-600/20' : ''}`}
              aria-pressed={chosen === template}
              onClick={() => {
                setPreview(null);
                setChosen(template);
              }}
              data-testid={`dns-template-${templateId(template)}`}
            >
              {template.name[locale]}
            </button>
          </li>
        ))}
      </ul>
      {chosen && !preview && (
        <TemplateForm key={templateId(chosen)} template={chosen} domain={domain} onPreview={(variables) => ask(chosen, variables, false)} onCancel={() => setChosen(null)} />
      )}
      {preview && changes && (
        <section
          ref={previewRef}
          aria-labelledby="dns-template-preview-heading"
          className="space-y-3 border-t border-amber-300 bg-amber-50 px-6 py-5 text-sm"
          data-testid="dns-template-preview"
        >
          <h3 id="dns-template-preview-heading" className="text-base font-semibold text-slate-900">
            {t(preview.remove ? 'dns.templates.removeHeading' : 'dns.templates.previewHeading', { name: preview.template.name[locale] })}
          </h3>
          {count === 0 ? (
            <p>{t('dns.templates.nothing')}</p>
          ) : (
            <ChangeSetDiff changes={changes} testId="dns-template">
              {changes.notes.length > 0 && (
                <ul className="list-disc space-y-1 pl-5 text-slate-800 [overflow-wrap:anywhere]" data-testid="dns-template-notes">
                  {changes.notes.map((note) => (
                    <li key={`${note.key} ${note.name}`}>
                      {t(`dns.templates.notes.${note.key as TemplateNote['key']}`, { name: fqdn(note.name), values: note.values.join(', ') })}
                    </li>
                  ))}
                </ul>
              )}
            </ChangeSetDiff>
          )}
          <div className="flex flex-wrap gap-3">
            {count > 0 && (
              <button type="button" className={primaryButton} disabled={isMutating} onClick={() => void save()} data-testid="dns-template-apply">
                {t(preview.remove ? 'dns.templates.removeApply' : 'dns.templates.apply')}
              </button>
            )}
            <button type="button" className={secondaryButton} onClick={() => setPreview(null)}>
              {t('dns.templates.cancel')}
            </button>
          </div>
        </section>
      )}
      {appliedTemplates.length > 0 && (
        <div className="space-y-2 border-t border-slate-100 px-6 py-4" data-testid="dns-templates-applied">
          <h3 className="text-sm font-semibold text-slate-900">{t('dns.templates.appliedHeading')}</h3>
          <ul className="space-y-2">
            {appliedTemplates.map((template) => (
              <li key={templateId(template)} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{template.name[locale]}</span>
                <button
                  type="button"
                  className={rowButton}
                  disabled={isMutating}
                  aria-label={t('dns.templates.removeLabel', { name: template.name[locale] })}
                  onClick={() => void askRemoval(template)}
                >
                  {t('dns.templates.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
