import useSWRMutation from 'swr/mutation';
import { mutate } from 'swr';
import type { DnsChangeSet } from '#shared/schemas/dns.ts';
import { callApi } from '#web/lib/call-api.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { dnsRecordsKey } from './get-dns-records';
import { dnsVersionsKey } from './dns-versions';
import { zoneFileKey } from './get-zone-file';

export interface TemplateCall {
  id: string;
  variables?: Record<string, string>;
  remove?: boolean;
  apply: boolean;
  /** The records' version the preview was made on (409 when they changed since). */
  version?: number;
}

/**
 * `POST /domains/{domainId}/dns-change-sets` with a service template: `apply: false` answers the
 * diff (with its notes and warnings), `apply: true` saves it as one version. A variable's
 * problem (`template.variables.<name>`) is put on the variable's field (the form's names).
 */
export function useDnsTemplate(domainId: string) {
  return useSWRMutation(
    dnsRecordsKey(domainId),
    async (_key: string, { arg }: { arg: TemplateCall }): Promise<DnsChangeSet> => {
      try {
        const answer = await callApi('applyDnsChangeSet', {
          params: { domainId },
          body: {
            template: { id: arg.id, variables: arg.variables ?? {}, remove: arg.remove ?? false },
            apply: arg.apply,
            ...(arg.version === undefined ? {} : { version: arg.version }),
          },
        });
        if (arg.apply) await Promise.all([mutate(zoneFileKey(domainId)), mutate(dnsVersionsKey(domainId))]);
        return answer;
      } catch (error) {
        if (isApiError(error) && error.fields) {
          const fields = error.fields as Record<string, string>;
          for (const key of Object.keys(fields)) {
            if (!key.startsWith('template.variables.')) continue;
            fields[key.slice('template.variables.'.length)] = fields[key]!;
            delete fields[key];
          }
        }
        throw error;
      }
    },
    { populateCache: false, revalidate: true },
  );
}
