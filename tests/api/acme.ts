import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { selfSignedCertificate } from '#infra/local/registry-simulator/certificate.ts';

/**
 * Real ACME in the API tests (issue 30): Debian's `pebble`, Let's Encrypt's ACME test server,
 * validating DNS-01 through the portal's local authoritative DNS server, and Debian's `lego`, an
 * ACME client people use, asking it for a certificate. `.ci/run` installs both packages.
 */

const run = promisify(execFile);

/** A free TCP port on 127.0.0.1 (pebble takes its ports from its configuration file). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

async function commandExists(command: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

export interface Pebble {
  /** The ACME directory's address. */
  directory: string;
  /** The certificate pebble's HTTPS listener presents, for lego to trust (`LEGO_CA_CERTIFICATES`). */
  listenerCertificate: string;
  /** A folder of this run's, removed by `stop`. */
  folder: string;
  stop(): Promise<void>;
}

/**
 * Starts pebble with a self-signed certificate for its own HTTPS listener (Debian's package ships
 * none; the registry simulator's, made with openssl), its DNS questions sent to `dns` (the portal's local authoritative server), and no
 * random sleep before validating (`PEBBLE_VA_NOSLEEP`) nor refused nonces (`PEBBLE_WFE_NONCEREJECT`).
 */
export async function startPebble(dns: { host: string; port: number }): Promise<Pebble> {
  for (const command of ['pebble', 'lego', 'openssl'])
    if (!(await commandExists(command))) throw new Error(`${command} is not installed: apt-get install -y pebble lego openssl (.ci/run does)`);
  const folder = await mkdtemp(join(tmpdir(), 'okisnavn-acme-'));
  const certificate = join(folder, 'pebble-listener.pem');
  const key = join(folder, 'pebble-listener-key.pem');
  const listener = await selfSignedCertificate();
  await writeFile(certificate, listener.cert);
  await writeFile(key, listener.key);
  const [listen, management, http, tls] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const config = join(folder, 'pebble.json');
  await writeFile(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${listen}`,
        managementListenAddress: `127.0.0.1:${management}`,
        certificate,
        privateKey: key,
        httpPort: http,
        tlsPort: tls,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const child: ChildProcess = spawn('pebble', ['-config', config, '-dnsserver', `${dns.host}:${dns.port}`], {
    env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`pebble did not start:\n${output}`)), 15_000);
    const check = () => {
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => fail(new Error(`pebble stopped (${code}):\n${output}`)));
  });
  return {
    directory: `https://127.0.0.1:${listen}/dir`,
    listenerCertificate: certificate,
    folder,
    async stop() {
      child.kill('SIGTERM');
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface LegoRun {
  /** The certificate lego saved, parsed. */
  certificate: X509Certificate;
  /** What lego printed. */
  output: string;
}

/**
 * Runs `lego run` against pebble for `domains` with the DNS provider `provider` (lego's names:
 * `exec`, `httpreq`, `acme-dns`), configured by `environment`. DNS-01 only; the propagation
 * check asks the portal's server (`resolver`) and is not waited for beyond what pebble itself
 * checks (`--dns.disable-cp`: the names' public name servers do not exist here).
 */
export async function obtainCertificate(
  pebble: Pebble,
  options: { domains: string[]; provider: string; environment: Record<string, string>; resolver: { host: string; port: number } },
): Promise<LegoRun> {
  const path = join(pebble.folder, `lego-${options.provider}`);
  const argv = [
    '--server',
    pebble.directory,
    '--email',
    'acme@example.fo',
    '--accept-tos',
    '--path',
    path,
    '--dns',
    options.provider,
    '--dns.disable-cp',
    '--dns.resolvers',
    `${options.resolver.host}:${options.resolver.port}`,
  ];
  for (const domain of options.domains) argv.push('--domains', domain);
  argv.push('run');
  let output: string;
  try {
    const { stdout, stderr } = await run('lego', argv, { env: { ...process.env, LEGO_CA_CERTIFICATES: pebble.listenerCertificate, ...options.environment }, timeout: 120_000 });
    output = stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`lego failed: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
  // lego names the files after the first domain, a wildcard's `*` written as `_`.
  const file = join(path, 'certificates', `${options.domains[0]!.replace('*', '_')}.crt`);
  return { certificate: new X509Certificate(await readFile(file)), output };
}

/** The DNS names a certificate is for (its subject alternative names). */
export function namesOf(certificate: X509Certificate): string[] {
  return (certificate.subjectAltName ?? '')
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4))
    .sort();
}

/**
 * A hook for lego's `exec` provider (`EXEC_PATH`): lego calls it with `present|cleanup <fqdn>
 * <value>`, and it puts or removes the TXT record through the portal's DNS records API with a
 * signed-in person's session. The ACME protocols of issue 30 (acme-dns, httpreq) take its place
 * with a token; this proves the rest of the chain (the portal's DNS, pebble, lego) meanwhile.
 */
export async function dnsRecordsHook(pebble: Pebble, portal: { origin: string; token: string; domainId: string; domainName: string }): Promise<Record<string, string>> {
  const script = join(pebble.folder, 'dns-records-hook.mjs');
  await writeFile(
    script,
    `const [action, fqdn, value] = process.argv.slice(2);
const portal = ${JSON.stringify(portal)};
const name = fqdn.replace(/\\.$/, '').slice(0, -(portal.domainName.length + 1));
const records = \`\${portal.origin}/api/domains/\${portal.domainId}/dns-records\`;
const headers = { authorization: \`Bearer \${portal.token}\`, 'content-type': 'application/json', accept: 'application/json' };
const answer = async (response) => {
  if (!response.ok) throw new Error(\`\${response.status} \${await response.text()}\`);
  return response.status === 204 ? undefined : response.json();
};
if (action === 'present') {
  await answer(await fetch(records, { method: 'POST', headers, body: JSON.stringify({ type: 'TXT', name, value, ttl: 60 }) }));
} else if (action === 'cleanup') {
  const { data } = await answer(await fetch(records, { headers }));
  for (const record of data.records.filter((entry) => entry.type === 'TXT' && entry.name === name && entry.value === value))
    await answer(await fetch(\`\${records}/\${record.id}\`, { method: 'DELETE', headers }));
}
`,
  );
  const wrapper = join(pebble.folder, 'dns-records-hook.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, { mode: 0o755 });
  // lego's exec provider solves one challenge at a time, by default a minute apart.
  return { EXEC_PATH: wrapper, EXEC_SEQUENCE_INTERVAL: '1', EXEC_POLLING_INTERVAL: '1', EXEC_PROPAGATION_TIMEOUT: '60' };
}
