import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { InfoIcon } from '#web/components/ui/icons.tsx';
import { MoveToProductNameServers } from '#web/features/domain-settings/index.ts';

/**
 * The spec's message when the domain uses other name servers (we host nothing for it), or that
 * it has none at all (a transferred-in domain often arrives so); either way with the offer to
 * move it to our name servers, after which the tab shows what it manages.
 */
export function NotOnProductNameServers({ domain, message }: { domain: DomainDetail; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="not-on-product-name-servers">
      <div className="flex gap-3" role="status">
        <InfoIcon className="mt-0.5 size-5 shrink-0" />
        <p>{domain.name_servers.length === 0 ? t('dns.noNameServers') : message}</p>
      </div>
      <Suspense fallback={null}>
        <MoveToProductNameServers domain={domain} />
      </Suspense>
    </div>
  );
}
