import { configuredBasics } from '../adapters/configured-basics.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository, createExpiryNoticeRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { LifecycleNoticePorts } from './ports.ts';

/** The lifecycle-notices job's adapters (no registry: `sync-wiring.ts` has the expiry sync's). */
export function composeLifecycleNotices(config: Config, local: LocalStandIns | undefined, logger: Logger): LifecycleNoticePorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    domains: createDomainRepository(table),
    due: createDueRepository(table),
    notices: createExpiryNoticeRepository(table),
    settings: createSettingsReader(table),
  };
}
