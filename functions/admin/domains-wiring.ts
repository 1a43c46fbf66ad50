import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createActivityRepository } from '../adapters/dynamodb/activity-repository.ts';
import { createDomainDirectory } from '../adapters/dynamodb/admin-domain-directory.ts';
import { createSettingsRepository } from '../adapters/dynamodb/settings-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { DomainListPorts } from './domains/list-domains.ts';

/** The composition root of the administration area's domain list (the `admin` Lambda; the registry's side is the domains Lambda's). */
export function composeAdminDomains(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const ports: DomainListPorts = { domains: createDomainDirectory(table), settings: createSettingsRepository(table), clock: configuredClock(config, local) };
  return { ports, activity: createActivityRepository(table) };
}
