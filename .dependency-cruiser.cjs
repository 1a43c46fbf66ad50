// Import rules, checked by dependency-cruiser in `npm run lint` (after ESLint). Paths are relative to
// the repository root. Type-only imports count: a use case may not name an adapter's type either.

/**
 * Composition roots: the files whose job is to make the adapters and hand them to the use cases.
 * Only they (besides the adapters themselves and tests) may import from functions/adapters/.
 * The names vary today (issue 12 wants one `compose(config)` per context), so each non-handler one
 * is named here.
 */
const compositionRoots = [
  // The Lambda entries: each wires the adapters its routes, job or consumer runs on.
  '^functions/.+/handler[.]ts$',
  // The domains Lambda's domain-settings routes build their own ports at module scope.
  '^functions/http/domains/domain-settings-routes[.]ts$',
  // Shared wiring modules the entries import.
  '^functions/auth/account-ports[.]ts$',
  '^functions/eid/configured-ports[.]ts$',
  '^functions/orders/order-ports[.]ts$',
  '^functions/orders/fulfilment-ports[.]ts$',
  '^functions/transfers/transfer-adapters[.]ts$',
];

/**
 * TEMPORARY allow-list for `use-cases-import-no-adapter`: the files under functions/ that import
 * from functions/adapters/ today, all of them type-only (record types such as `DomainRecord`,
 * repository types such as `OrderRepository = typeof orderRepository`); the comment names the
 * adapter files each one imports. The types are moving to functions/<context>/model.ts and the
 * repositories' interfaces to the ports: delete a file's line when it is fixed, and this list
 * when it is empty. Add nothing here; exact file paths only.
 */
const knownAdapterImports = [
  'functions/activity/activity-of-event.ts', // dynamodb/activity-repository.ts
  'functions/auth/password-reset.test.ts', // dynamodb/user-repository.ts
  'functions/auth/ports.ts', // dynamodb/access-token-repository.ts, dynamodb/account-repository.ts, dynamodb/credential-repository.ts, dynamodb/user-repository.ts
  'functions/auth/sessions.test.ts', // dynamodb/access-token-repository.ts
  'functions/auth/sessions.ts', // dynamodb/access-token-repository.ts
  'functions/auth/sign-in.test.ts', // dynamodb/user-repository.ts
  'functions/authorizer/resolve-identity.test.ts', // dynamodb/access-token-repository.ts, dynamodb/user-repository.ts
  'functions/authorizer/resolve-identity.ts', // dynamodb/access-token-repository.ts, dynamodb/user-repository.ts
  'functions/dns/dns-ports.ts', // dynamodb/dns-repository.ts, dynamodb/domain-repository.ts
  'functions/dns/dns-records.ts', // dynamodb/dns-repository.ts
  'functions/dns/forwarding.ts', // dynamodb/dns-repository.ts
  'functions/dns/sync-zone.ts', // dynamodb/dns-repository.ts, dynamodb/domain-repository.ts
  'functions/dns/zone-file-transfer.ts', // dynamodb/dns-repository.ts
  'functions/domains/auto-renewal.ts', // dynamodb/domain-repository.ts
  'functions/domains/contact-settings.ts', // dynamodb/domain-repository.ts, dynamodb/domain-settings-repository.ts
  'functions/domains/dnssec-settings.ts', // dynamodb/domain-repository.ts
  'functions/domains/domain-locks.ts', // dynamodb/domain-repository.ts
  'functions/domains/domain-settings-ports.ts', // dynamodb/domain-repository.ts, dynamodb/domain-settings-repository.ts, dynamodb/registry-lease-repository.ts
  'functions/domains/domain-views.test.ts', // dynamodb/domain-repository.ts
  'functions/domains/domain-views.ts', // dynamodb/domain-repository.ts
  'functions/domains/lock-settings.ts', // dynamodb/domain-repository.ts
  'functions/domains/name-server-settings.ts', // dynamodb/domain-repository.ts
  'functions/domains/own-domain.ts', // dynamodb/domain-repository.ts
  'functions/eid/eid-sign-in.test.ts', // dynamodb/user-repository.ts
  'functions/eid/eid-sign-in.ts', // dynamodb/user-repository.ts
  'functions/http/pipeline/identity.ts', // dynamodb/user-repository.ts
  'functions/orders/fulfil-stranded-orders.ts', // dynamodb/order-repository.ts
  'functions/orders/place-order.ts', // dynamodb/order-repository.ts
  'functions/orders/place-renewal.ts', // dynamodb/domain-repository.ts, dynamodb/order-repository.ts
  'functions/orders/reconcile-pending-checkouts.ts', // dynamodb/order-repository.ts
  'functions/orders/record-payment-event.ts', // dynamodb/order-repository.ts
  'functions/orders/refund-unkept-payment.ts', // dynamodb/order-repository.ts
  'functions/orders/register-paid-order.ts', // dynamodb/domain-repository.ts, dynamodb/order-repository.ts
  'functions/orders/renew-paid-order.test.ts', // dynamodb/domain-repository.ts
  'functions/orders/renew-paid-order.ts', // dynamodb/domain-repository.ts, dynamodb/order-repository.ts, dynamodb/registry-lease-repository.ts
  'functions/orders/tell-buyer.ts', // dynamodb/notice-repository.ts, dynamodb/order-repository.ts
  'functions/transfers/sync-transfer.ts', // dynamodb/domain-repository.ts
  'functions/transfers/transfer-ports.ts', // dynamodb/domain-repository.ts, dynamodb/transfer-repository.ts
  'functions/transfers/transfer-use-cases.test.ts', // dynamodb/transfer-repository.ts
  'functions/users/change-language.ts', // dynamodb/user-repository.ts
  'functions/users/current-user.ts', // dynamodb/user-repository.ts
  'functions/users/delete-user.test.ts', // dynamodb/user-repository.ts
  'functions/users/delete-user.ts', // dynamodb/access-token-repository.ts, dynamodb/user-repository.ts
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ is used by the web, the functions and the infra alike, so it imports none of them (nor events/ or tests/).',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|events|tests)/' },
    },
    {
      name: 'feature-through-public-index',
      severity: 'error',
      comment: "A web feature imports another feature only through that feature's public web/src/features/<feature>/index.ts; its other files are private.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index[.]tsx?$'] },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycles (type-only imports included) in the code we ship or run.',
      from: { path: '^(functions|web/src|shared|events|infra)/' },
      to: { circular: true },
    },
    {
      name: 'use-cases-import-no-adapter',
      severity: 'error',
      comment:
        'Code under functions/ other than the adapters, the composition roots and tests imports no adapter, not even a type: use cases depend on ports (interfaces) and are handed the adapters.',
      from: {
        path: '^functions/',
        pathNot: ['^functions/adapters/', ...compositionRoots, ...knownAdapterImports.map((file) => `^${file.replaceAll('.', '[.]')}$`)],
      },
      to: { path: '^functions/adapters/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk[.]out|[.]data|[.]cache|coverage|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
