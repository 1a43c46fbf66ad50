import { randomUUID } from 'node:crypto';
import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareRepository } from '../adapters/dynamodb/domain-share-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { createTeamNameLookup } from '../adapters/dynamodb/team-name-lookup.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredMailer } from '../adapters/messages/configured-messaging.ts';
import type { Config } from '../config.ts';
import type { SharingPorts } from './ports.ts';

/** The domain-sharing context's composition root: the adapters a configuration selects. */
export function composeDomainSharing(config: Config, local?: LocalStandIns): SharingPorts {
  const table = portalTableOf(config);
  return {
    domains: createDomainRepository(table),
    shares: createDomainShareRepository(table),
    users: createUserRepository(table),
    teams: createTeamNameLookup(table),
    mailer: configuredMailer(config, local),
    clock: configuredClock(config, local),
    settings: createSettingsReader(table),
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
    newId: randomUUID,
  };
}
