import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwardingRequest } from '#shared/schemas/dns.ts';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { LoadingOrFailed } from '#web/components/ui/loading-or-failed.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useDeleteForwarding } from '../api/delete-forwarding';
import { useForwarding } from '../api/get-forwarding';
import { forwardingFormSchema, useSetForwarding } from '../api/set-forwarding';
import { NotOnProductNameServers } from './not-on-product-name-servers';

const emptyValues = { url: '', status_code: '301', keep_path: false };

/**
 * The forwarding tab: the domain and www redirect to a URL with 301 or 302, keeping the path
 * or not. With custom name servers, the spec's message instead.
 */
export default function ForwardingPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  const onProductServers = domain.name_server_mode === 'product';
  const { data: forwarding, error, isLoading } = useForwarding(domain.id, onProductServers);
  const { trigger: save } = useSetForwarding(domain.id);
  const { trigger: remove, isMutating: removing } = useDeleteForwarding(domain.id);
  const form = useForm<typeof emptyValues, ForwardingRequest>({
    initialValues: emptyValues,
    schema: forwardingFormSchema as never,
    onSubmit: async (request) => {
      await save(request);
      showInfo(t('dns.forwardingSaved'));
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (forwarding) reset({ url: forwarding.url, status_code: String(forwarding.status_code), keep_path: forwarding.keep_path });
  }, [forwarding, reset]);

  if (!onProductServers || (isApiError(error) && error.code === 'forwarding_custom_name_servers')) {
    return <NotOnProductNameServers domain={domain} message={t('dns.forwardingNotOnProductServers')} />;
  }
  if (error || isLoading || forwarding === undefined) return <LoadingOrFailed error={error} failedText={t('dns.forwardingLoadFailed')} testId="forwarding-load-failed" />;

  const turnOff = async () => {
    try {
      await remove();
      reset(emptyValues);
      showInfo(t('dns.forwardingRemoved'));
    } catch (failure) {
      showError(errorMessage(failure, t));
    }
  };

  return (
    <section aria-labelledby="forwarding-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-5 shadow-sm">
      <h2 id="forwarding-heading" className="text-base font-semibold text-slate-900">
        {t('dns.forwardingHeading')}
      </h2>
      <p className="text-sm text-slate-600">{t('dns.forwardingIntro', { domain: domain.name })}</p>
      <p className="text-sm font-medium text-slate-800" data-testid="forwarding-status">
        {forwarding ? t('dns.forwardingCurrent', { hosts: forwarding.hosts.join(', '), url: forwarding.url, code: forwarding.status_code }) : t('dns.forwardingNone')}
      </p>
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('dns.forwardingHeading')} className="max-w-xl space-y-4">
        <TextField field={form.field('url')} label={t('dns.forwardingUrl')} type="url" inputMode="url" autoComplete="url" placeholder="https://" />
        <SelectField
          field={form.field('status_code')}
          label={t('dns.forwardingStatus')}
          options={[
            { value: '301', label: t('dns.forwardingPermanent') },
            { value: '302', label: t('dns.forwardingTemporary') },
          ]}
        />
        <CheckboxField field={form.field('keep_path')} label={t('dns.forwardingKeepPath', { domain: domain.name })} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={form.submitting}>{t('dns.forwardingSave')}</SubmitButton>
          {forwarding && (
            <button type="button" className={secondaryButton} disabled={removing} onClick={() => void turnOff()}>
              {t('dns.forwardingRemove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
