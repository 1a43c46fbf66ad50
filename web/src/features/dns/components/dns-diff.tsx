import type { DnsRecord } from '#shared/schemas/dns.ts';

/** A record as one line, as the zone file's preview writes it. */
export const line = (record: Omit<DnsRecord, 'id'>) => `${record.fqdn} ${record.ttl} ${record.type} ${record.rdata}`;

/** Lines removed and added, each group under its title; nothing when the group is empty. */
export function DiffGroups({ groups, testId }: { groups: { key: string; title: string; sign: string; lines: string[] }[]; testId: string }) {
  return (
    <>
      {groups
        .filter((group) => group.lines.length > 0)
        .map((group) => (
          <div key={group.key} data-testid={`${testId}-${group.key}`}>
            <p className="font-medium text-slate-900">{group.title}</p>
            <ul className="mt-1 space-y-0.5 font-mono text-xs [overflow-wrap:anywhere] text-slate-700">
              {group.lines.map((entry) => (
                <li key={entry}>
                  <span aria-hidden="true">{group.sign} </span>
                  {entry}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}
