import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DnsChangeSet } from '#shared/schemas/dns.ts';
import { DiffGroups, line } from './dns-diff';

/** The records a change set (or a zone import's preview) adds, changes and removes, and what it touches. */
type Changes = Pick<DnsChangeSet, 'added' | 'changed' | 'removed'> & Partial<Pick<DnsChangeSet, 'warnings'>>;

/** How many records a change set adds, changes and removes together. */
export const changeCount = (changes: Changes) => changes.added.length + changes.changed.length + changes.removed.length;

/**
 * A change set as the DNS tab shows it before it is saved (a template, the e-mail
 * authentication wizard, a restore, a zone import): the warning in words for what it touches (mail, name
 * servers, certificates), what the caller says about it (`children`: a template's notes), then
 * the records added, changed and removed. Test ids: `<testId>-warning-<warning>`,
 * `<testId>-added|changed|removed`.
 */
export function ChangeSetDiff({ changes, testId, children }: { changes: Changes; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {(changes.warnings ?? []).map((warning) => (
        <p key={warning} className="rounded-lg border border-amber-400 bg-white px-3 py-2 font-medium text-amber-900" data-testid={`${testId}-warning-${warning}`}>
          {t(`dns.templates.warnings.${warning}`)}
        </p>
      ))}
      {children}
      <DiffGroups
        testId={testId}
        groups={[
          { key: 'added', sign: '+', title: t('dns.importAdded', { count: changes.added.length }), lines: changes.added.map(line) },
          {
            key: 'changed',
            sign: '~',
            title: t('dns.importChanged', { count: changes.changed.length }),
            lines: changes.changed.map((change) => `${line(change.before)} → ${change.after.ttl} ${change.after.rdata}`),
          },
          { key: 'removed', sign: '−', title: t('dns.importRemoved', { count: changes.removed.length }), lines: changes.removed.map(line) },
        ]}
      />
    </>
  );
}
