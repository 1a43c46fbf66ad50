import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { currentParameters } from './password.ts';
import { composeAccounts } from './wiring.ts';

describe('the accounts composition', () => {
  // The test runtimes' cheaper cost is configured in the local runtime only (tests/api/auth-credentials.test.ts shows it used there).
  it('hashes passwords at the production cost by default', async () => {
    const ports = composeAccounts(parseConfig({ TABLE_NAME: 't' })).accountPorts({ warn: () => undefined, error: () => undefined } as never);
    expect(await ports.passwords.hash('production cost 1')).toMatch(new RegExp(`^scrypt\\$${currentParameters.N}\\$8\\$1\\$`));
  });
});
