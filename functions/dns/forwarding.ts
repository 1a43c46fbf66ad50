import type { Forwarding, ForwardingRequest } from '#shared/schemas/dns.ts';
import { ownerOf } from '#shared/dns-records.ts';
import type { ForwardingRule } from './model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';

/**
 * Forwarding: the domain and www redirect to a URL (301 or 302, path kept or not). Saved under
 * the domain with its event on the DNS version (records and forwarding exclude each other at the
 * domain and www); the `dns-zones` consumer points both names at the forwarding service and
 * gives the service the rule.
 */
export const forwardedHosts = (domain: string) => [domain, `www.${domain}`];

function view(domain: string, rule: ForwardingRule): Forwarding {
  return { domain, url: rule.url, status_code: rule.statusCode, keep_path: rule.keepPath, hosts: forwardedHosts(domain), updated_at: rule.updatedAt };
}

export async function getForwarding(domainId: string, userId: string, ports: DnsPorts): Promise<Forwarding | null> {
  const domain = await hostedDomain(domainId, userId, ports, 'forwarding_custom_name_servers');
  const { forwarding } = await ports.dns.read(domainId);
  return forwarding ? view(domain.name, forwarding) : null;
}

export async function setForwarding(domainId: string, userId: string, request: ForwardingRequest, ports: DnsPorts): Promise<Forwarding> {
  const domain = await hostedDomain(domainId, userId, ports, 'forwarding_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  const blocking = dns.records.filter(({ record }) => ['@', 'www'].includes(ownerOf(record)) && ['A', 'AAAA', 'CNAME'].includes(record.type));
  if (blocking.length > 0) throw new DomainError('forwarding_conflicts_with_records');
  const target = new URL(request.url);
  // A redirect to the domain itself would loop forever.
  if (forwardedHosts(domain.name).includes(target.hostname.toLowerCase())) throw new DomainError('validation_failed', { url: 'validation.forwarding_loop' });
  const now = ports.clock.now();
  const rule: ForwardingRule = { url: request.url, statusCode: request.status_code, keepPath: request.keep_path, updatedAt: now.toISOString() };
  const event = newEvent(
    'dns.forwarding-changed',
    {
      domainId,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      url: rule.url,
      statusCode: rule.statusCode,
      keepPath: rule.keepPath,
      before: forwardingSummaryOf(dns.forwarding),
      version: dns.version + 1,
    },
    ports.clock,
  );
  await ports.dns.apply(domainId, dns.version, { forwarding: rule }, now, [event]);
  await ports.deliver([event]);
  return view(domain.name, rule);
}

export async function removeForwarding(domainId: string, userId: string, ports: DnsPorts): Promise<void> {
  const domain = await hostedDomain(domainId, userId, ports, 'forwarding_custom_name_servers');
  const dns = await ports.dns.read(domainId);
  if (!dns.forwarding) return;
  const event = newEvent(
    'dns.forwarding-changed',
    {
      domainId,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      url: null,
      statusCode: null,
      keepPath: false,
      before: forwardingSummaryOf(dns.forwarding),
      version: dns.version + 1,
    },
    ports.clock,
  );
  await ports.dns.apply(domainId, dns.version, { forwarding: null }, ports.clock.now(), [event]);
  await ports.deliver([event]);
}

/** The forwarding as a change shows it: null when off. */
function forwardingSummaryOf(rule: ForwardingRule | null) {
  return rule ? { url: rule.url, statusCode: rule.statusCode, keepPath: rule.keepPath } : null;
}
