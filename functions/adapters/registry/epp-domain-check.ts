import { type DomainAvailability, maxNamesPerCheck, type Registry } from '../../ports/registry.ts';
import type { EppClient } from './epp-client.ts';
import { buildDomainCheck, EppProtocolError, parseDomainCheckData } from './epp-codec.ts';
import { mapRegistryFailure, query, readResponse, sendCommand } from './epp-failures.ts';
import { eppSession, type RegistryConfig } from './epp-session.ts';

/**
 * Availability at the registry (`<domain:check>`), apart from the rest of the Registry adapter:
 * the orders Lambda checks names before the buyer pays and needs nothing else of EPP, so it
 * bundles the check alone (npm run bench).
 */
export async function checkDomains(client: EppClient, names: readonly string[]): Promise<DomainAvailability[]> {
  if (names.length === 0) return [];
  for (const name of names) {
    // The schema's labelType: 1–255 characters. Syntax rules are the registry's to answer.
    if (typeof name !== 'string' || name.trim().length === 0 || name.length > 255) throw new Error(`Not a domain name to check: ${JSON.stringify(name)}`);
  }
  const answers = new Map<string, DomainAvailability>();
  for (let start = 0; start < names.length; start += maxNamesPerCheck) {
    const batch = names.slice(start, start + maxNamesPerCheck);
    const response = await sendCommand(client, (clTRID) => buildDomainCheck(batch, clTRID), query);
    const items = readResponse(() => parseDomainCheckData(response));
    for (const item of items) answers.set(item.name.toLowerCase(), { name: item.name.toLowerCase(), available: item.available, reason: item.available ? null : item.reason });
  }
  return names.map((name) => {
    const answer = answers.get(name.toLowerCase());
    if (!answer) throw mapRegistryFailure(new EppProtocolError(`The registry did not answer for ${name}`));
    return { ...answer, name: name.toLowerCase() };
  });
}

/** The check of a configuration's registry, on the configuration's one EPP session (epp-session.ts). */
export function eppDomainCheck(config: RegistryConfig): Pick<Registry, 'checkDomains'> {
  const session = eppSession(config);
  return { checkDomains: async (names) => checkDomains(session.client(), names) };
}
