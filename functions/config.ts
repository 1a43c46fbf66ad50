import * as z from 'zod';
import { sellerSchema } from '#shared/schemas/settings.ts';

/**
 * The functions' configuration, read from the environment and validated once at cold start.
 * It picks the adapters: nothing in business code asks "are we in a test?".
 */
const configSchema = z
  .object({
    STAGE: z.enum(['local', 'production']).default('production'),
    TABLE_NAME: z.string().min(1),
    AWS_REGION: z.string().min(1).default('eu-north-1'),
    /** Set only for DynamoDB Local; AWS uses the regional endpoint. */
    DYNAMODB_ENDPOINT: z.url().optional(),
    /** `eventbridge` in AWS; `local` hands events to the in-process bus of the local runtime. */
    EVENT_TRANSPORT: z.enum(['eventbridge', 'local']).default('eventbridge'),
    EVENT_BUS_NAME: z.string().min(1).default('okisnavn'),
    /** Lets the seeded demo users' development tokens sign in. Refused in production. */
    ALLOW_DEVELOPMENT_TOKENS: z.stringbool().default(false),
    /** The portal's own origin: the only place links in e-mails and SMS point to. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** `ses` in AWS; `local` writes every message to the outbox shown at /dev/mail. */
    MAIL_TRANSPORT: z.enum(['ses', 'local']).default('ses'),
    /** The one sender address (its domain is the fixed sender domain). */
    MAIL_FROM: z.email().default('no-reply@okisnavn.fo'),
    /** `sns` in AWS; `local` writes SMS to the same outbox. */
    SMS_TRANSPORT: z.enum(['sns', 'local']).default('sns'),
    /** The national e-ID provider (OIDC). Without it, e-ID sign-in is off. */
    OIDC_ISSUER: z.url().optional(),
    /** The provider's client the SPA signs in with; provider JWTs must be for it (aud or azp). */
    OIDC_CLIENT_ID: z.string().min(1).default('app'),
    /** The registry's EPP server (RFC 5734: TLS, 4-byte length prefix); locally the simulator. */
    EPP_HOST: z.string().min(1).optional(),
    EPP_PORT: z.coerce.number().int().min(1).max(65535).default(700),
    EPP_USERNAME: z.string().min(1).optional(),
    EPP_PASSWORD: z.string().min(1).optional(),
    /** PEM of the CA to trust for the EPP server (the simulator's self-signed certificate locally). */
    EPP_CA_CERT: z.string().optional(),
    /** In AWS: the Secrets Manager secret `{username, password}` of the registrar's EPP account. */
    EPP_CREDENTIALS_SECRET_ARN: z.string().min(1).optional(),
    /** Every EPP command gives up after this long. */
    EPP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Stripe's API; locally the payment simulator's (`<portal>/dev/pay/api`), which speaks the same subset. */
    PAYMENTS_API_BASE: z.url().default('https://api.stripe.com'),
    /** Every call to the payment provider gives up after this long (its answer then unclear: the webhook or the next run settles it). */
    PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Fixed API key and webhook signing secret (local runtime, tests). */
    PAYMENTS_API_KEY: z.string().min(1).optional(),
    PAYMENTS_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * The registry's webhook signing secret (docs/registry-webhooks.md), fixed (local runtime,
     * tests: the simulator signs with the same value); in AWS the Secrets Manager secret
     * `REGISTRY_WEBHOOK_SECRET_ARN` (`{"secret","previousSecret"?}`, the previous one during a rotation).
     */
    REGISTRY_WEBHOOK_SECRET: z.string().min(32).optional(),
    /**
     * The origin secret CloudFront sends in `x-origin-verify` (the API answers only requests that
     * came through the portal's edge): fixed locally, where the gateway plays CloudFront; in AWS
     * the Secrets Manager secret `ORIGIN_VERIFY_SECRET_ARN` (`{"current","previous"?}`).
     */
    ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
    ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
    REGISTRY_WEBHOOK_SECRET_ARN: z.string().min(1).optional(),
    /**
     * The portal's registrar id at the registry (as its webhooks name registrars): tells a
     * transfer away from a transfer in. Defaults to the EPP user name.
     */
    REGISTRAR_ID: z.string().min(1).optional(),
    /** The product's name servers: every new domain starts on them (comma-separated host names). */
    PRODUCT_NAME_SERVERS: z
      .string()
      .default('ns1.okisnavn.fo,ns2.okisnavn.fo')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * Webhooks (docs/decisions/webhooks.md): let `http://localhost` and `http://127.0.0.1` endpoints
     * in, and their deliveries reach the loopback address. Only `npm start`'s local runtime, for the
     * tests' receiver; off by default and refused in production.
     */
    WEBHOOKS_ALLOW_LOCALHOST: z.stringbool().default(false),
    /**
     * Passwords' scrypt cost (functions/auth/password.ts): `production` (N=2^17) everywhere but the
     * API and browser tests' runtimes, which set `test` (N=2^10) so that their sign-ups and sign-ins
     * do not spend the CI's CPU on hashing. Refused in production.
     */
    PASSWORD_HASHING: z.enum(['production', 'test']).default('production'),
    /** Custom name servers are asked for the domain's SOA on this UDP port before they are saved (locally: the local DNS server's). */
    NAME_SERVER_PROBE_PORT: z.coerce.number().int().min(1).max(65535).default(53),
    /** How long one probe waits for an answer. */
    NAME_SERVER_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(2_000),
    /** Resolve name-server host names with these DNS servers (`ip` or `ip:port`, comma-separated) instead of the system's resolver. */
    NAME_SERVER_PROBE_RESOLVER: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((server) => server.trim())
          .filter(Boolean),
      ),
    /**
     * The health checks ask these name servers at these addresses instead of resolving their host
     * names (`host=ip:port`, comma-separated): the local runtime's product servers on its two local DNS servers.
     */
    DNS_HEALTH_SERVER_ADDRESSES: z
      .string()
      .optional()
      .transform((value) => {
        const addresses: Record<string, string[]> = {};
        for (const entry of (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [host, address] = entry.split('=');
          if (host && address) (addresses[host.toLowerCase()] ??= []).push(address);
        }
        return addresses;
      }),
    /** In AWS: the Secrets Manager secret `{apiKey, webhookSecret}` of the Stripe account. */
    PAYMENTS_SECRET_ARN: z.string().min(1).optional(),
    /** `route53` in AWS; `local` keeps the zones in the table, served by the local DNS server. */
    DNS_HOST: z.enum(['route53', 'local']).default('route53'),
    /** The SOA's responsible mailbox, in DNS form (hostmaster.okisnavn.fo = hostmaster@okisnavn.fo). */
    DNS_HOSTMASTER: z.string().min(1).default('hostmaster.okisnavn.fo'),
    /** Route 53's reusable delegation set: every hosted zone gets the product's name servers. */
    ROUTE53_DELEGATION_SET_ID: z.string().min(1).optional(),
    /** The KMS key (ECC_NIST_P256, us-east-1) Route 53 signs zones with when DNSSEC is turned on. */
    ROUTE53_DNSSEC_KMS_KEY_ARN: z.string().min(1).optional(),
    /**
     * The zones account's role (`arn:aws:iam::<zones account>:role/okisnavn-<stage>-dns-zones`):
     * customer zones live there and Route 53 is reached by assuming it. Unset: this account's Route 53.
     */
    ROUTE53_ROLE_ARN: z.string().min(1).optional(),
    /** Set only for a stand-in of Route 53 (the bench's, the tests'); AWS uses route53.amazonaws.com. */
    ROUTE53_ENDPOINT: z.url().optional(),
    /** Set only for a stand-in of STS (the tests'); AWS uses the region's sts.<region>.amazonaws.com. */
    STS_ENDPOINT: z.url().optional(),
    /** `cloudfront-kvs` in AWS; `local` keeps the redirects in the table for the local redirect server. */
    FORWARDING_STORE: z.enum(['cloudfront-kvs', 'local']).default('cloudfront-kvs'),
    /** The CloudFront KeyValueStore the forwarding function reads. */
    FORWARDING_KVS_ARN: z.string().min(1).optional(),
    /** Where forwarded names point: the forwarding distribution's host name (Route 53 alias) or, locally, an IPv4 address. */
    FORWARDING_TARGET: z.string().min(1).default('127.0.0.1'),
    /** `s3` in AWS (the receipts' bucket `RECEIPT_BUCKET`); `local` keeps issued receipts' PDFs in the local runtime's folder. */
    RECEIPT_STORE: z.enum(['s3', 'local']).default('s3'),
    RECEIPT_BUCKET: z.string().min(1).optional(),
    /**
     * The company on every receipt, as JSON `{"name","address_lines":[…],"country_code","vat_number"}`
     * (CDK builds it from its context): the seed saves it in the settings. Unset: the saved one stays.
     */
    SELLER: z
      .string()
      .min(1)
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'SELLER must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(sellerSchema)
      .optional(),
  })
  .superRefine((config, context) => {
    if (config.STAGE !== 'production') return;
    if (config.ALLOW_DEVELOPMENT_TOKENS) {
      context.addIssue({ code: 'custom', path: ['ALLOW_DEVELOPMENT_TOKENS'], message: 'development tokens are refused in production' });
    }
    if (config.MAIL_TRANSPORT === 'local' || config.SMS_TRANSPORT === 'local') {
      context.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'the local outbox exists only in the local runtime' });
    }
    if (config.DNS_HOST === 'local' || config.FORWARDING_STORE === 'local') {
      context.addIssue({ code: 'custom', path: ['DNS_HOST'], message: 'the local DNS host and forwarding store exist only in the local runtime' });
    }
    if (config.RECEIPT_STORE === 'local') {
      context.addIssue({ code: 'custom', path: ['RECEIPT_STORE'], message: 'the local receipt folder exists only in the local runtime' });
    }
    if (config.WEBHOOKS_ALLOW_LOCALHOST) {
      context.addIssue({ code: 'custom', path: ['WEBHOOKS_ALLOW_LOCALHOST'], message: 'webhooks to localhost exist only in the local runtime' });
    }
    if (config.PASSWORD_HASHING !== 'production') {
      context.addIssue({ code: 'custom', path: ['PASSWORD_HASHING'], message: 'the test runtimes’ password hashing cost is refused in production' });
    }
    if (config.EVENT_TRANSPORT === 'local') {
      context.addIssue({ code: 'custom', path: ['EVENT_TRANSPORT'], message: 'the local event bus exists only in the local runtime' });
    }
  });

export type Config = z.infer<typeof configSchema>;

export function parseConfig(environment: Record<string, string | undefined>): Config {
  // Parsed once per cold start: zod's compiled fast path (a `new Function` per object schema) would cost more than it saves (≈ 8 → 4 ms).
  const result = configSchema.safeParse(environment, { jitless: true });
  if (!result.success) {
    // Fail fast at cold start with every problem named, rather than at the first request.
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
