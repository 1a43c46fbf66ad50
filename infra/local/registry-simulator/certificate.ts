import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A fresh self-signed certificate for `localhost` / 127.0.0.1 (P-256, 30 days), made with the
 * openssl CLI in a temporary directory that is removed again. The EPP client trusts it through
 * EPP_CA_CERT, so TLS is verified locally exactly as in production.
 */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const directory = await mkdtemp(join(tmpdir(), 'okisnavn-epp-cert-'));
  try {
    const key = join(directory, 'key.pem');
    const cert = join(directory, 'cert.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } catch (error) {
    throw new Error(`Could not make the registry simulator's certificate with openssl: ${(error as Error).message}`, { cause: error });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
