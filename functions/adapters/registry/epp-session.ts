import type { Config } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import { registrarCredentialsFrom } from '../secrets/registrar-credentials.ts';
import { EppClient, type EppClientOptions } from './epp-client.ts';

/**
 * The client options of a configuration (EPP_*). Without a registry configured the portal runs,
 * and every registry command answers registry_unavailable (infra/settings.ts).
 */
export function eppClientOptions(config: RegistryConfig): EppClientOptions {
  const { EPP_HOST, EPP_PORT, EPP_USERNAME, EPP_PASSWORD, EPP_CREDENTIALS_SECRET_ARN, EPP_CA_CERT, EPP_TIMEOUT_MS } = config;
  const fixed = EPP_USERNAME && EPP_PASSWORD;
  if (!EPP_HOST || (!fixed && !EPP_CREDENTIALS_SECRET_ARN)) {
    throw new DomainError('registry_unavailable', undefined, {
      cause: new Error('No registry configured: EPP_HOST and either EPP_USERNAME + EPP_PASSWORD or EPP_CREDENTIALS_SECRET_ARN must be set'),
    });
  }
  return {
    host: EPP_HOST,
    port: EPP_PORT,
    // In AWS the account comes from Secrets Manager at each login; locally it is fixed.
    username: EPP_USERNAME ?? '',
    password: EPP_PASSWORD ?? '',
    ...(fixed ? {} : { credentials: registrarCredentialsFrom(EPP_CREDENTIALS_SECRET_ARN!) }),
    ...(EPP_CA_CERT ? { ca: EPP_CA_CERT } : {}),
    timeoutMs: EPP_TIMEOUT_MS,
  };
}

export type RegistryConfig = Pick<Config, 'EPP_HOST' | 'EPP_PORT' | 'EPP_USERNAME' | 'EPP_PASSWORD' | 'EPP_CREDENTIALS_SECRET_ARN' | 'EPP_CA_CERT' | 'EPP_TIMEOUT_MS'>;

/** A configuration's EPP session: one client, opened at the first command and kept between warm invocations. */
export interface EppSession {
  /** The session's client, made on first use (a missing configuration throws registry_unavailable then). */
  client(): EppClient;
  close(): Promise<void>;
}

const sessions = new WeakMap<RegistryConfig, EppSession>();

/** The one EPP session of a configuration object, shared by the Registry and the check built on it. */
export function eppSession(config: RegistryConfig): EppSession {
  let session = sessions.get(config);
  if (!session) {
    let client: EppClient | undefined;
    session = {
      client: () => (client ??= new EppClient(eppClientOptions(config))),
      async close() {
        const open = client;
        client = undefined;
        await open?.close();
      },
    };
    sessions.set(config, session);
  }
  return session;
}
