import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { selfSignedCertificate } from '#infra/local/registry-simulator/certificate.ts';
import { freePort } from '#infra/local/free-port.ts';

/**
 * Real ACME in the API tests (issue 30): Debian's `pebble`, Let's Encrypt's ACME test server,
 * validating DNS-01 through the portal's local authoritative DNS server, and Debian's `lego`, an
 * ACME client people use, asking it for a certificate. `.ci/run` installs both packages.
 */

const run = promisify(execFile);

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
 * An acme-dns client for lego's `exec` provider (`EXEC_PATH`). Debian's lego is built without
 * its `acme-dns` provider (Debian's `drop_providers.patch` drops the providers whose Go libraries
 * it does not package, goacmedns among them), so lego calls this hook with `present|cleanup
 * <fqdn> <value>`, and the hook sends what goacmedns (lego's, cert-manager's acme-dns client)
 * sends: `POST <api base>/update` with `X-Api-User`, `X-Api-Key` and `{subdomain, txt}`, reading
 * the account from an `ACME_DNS_STORAGE_PATH` file of the same shape (keyed by the domain). acme-dns has no
 * cleanup: the values stay until newer ones replace them.
 */
export async function acmeDnsHook(pebble: Pebble, client: { apiBase: string; storagePath: string }): Promise<Record<string, string>> {
  const script = join(pebble.folder, 'acme-dns-hook.mjs');
  await writeFile(
    script,
    `import { readFileSync } from 'node:fs';
const [action, fqdn, value] = process.argv.slice(2);
if (action !== 'present') process.exit(0);
const accounts = JSON.parse(readFileSync(${JSON.stringify(client.storagePath)}, 'utf8'));
const domain = fqdn.replace(/\\.$/, '').replace(/^_acme-challenge\\./, '');
const account = accounts[domain];
if (!account) throw new Error(\`no acme-dns account for \${domain}\`);
const response = await fetch(${JSON.stringify(`${client.apiBase}/update`)}, {
  method: 'POST',
  headers: { 'X-Api-User': account.username, 'X-Api-Key': account.password, 'Content-Type': 'application/json' },
  body: JSON.stringify({ subdomain: account.subdomain, txt: value }),
});
if (response.status !== 200) throw new Error(\`\${response.status} \${await response.text()}\`);
`,
  );
  const wrapper = join(pebble.folder, 'acme-dns-hook.sh');
  await writeFile(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${script}" "$@"\n`, { mode: 0o755 });
  // lego's exec provider solves one challenge at a time, by default a minute apart.
  return { EXEC_PATH: wrapper, EXEC_SEQUENCE_INTERVAL: '1', EXEC_POLLING_INTERVAL: '1', EXEC_PROPAGATION_TIMEOUT: '60' };
}
