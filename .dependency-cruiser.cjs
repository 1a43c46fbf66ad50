// Import rules, checked by dependency-cruiser in `npm run lint` (after ESLint). Paths are relative to
// the repository root. Type-only imports count: a use case may not name an adapter's type either.

/**
 * Composition roots: the files whose job is to make the adapters from a configuration and hand
 * them to the use cases. Only they (besides the adapters themselves) may import from
 * functions/adapters/.
 */
const compositionRoots = [
  // Each entry's `createHandler(config, local)`: it composes the adapters its routes, job or consumer runs on.
  '^functions/.+/handler[.]ts$',
  // A context's wiring modules the entries import: `wiring.ts`, or `<part>-wiring.ts` where one
  // part must stay out of the other entries' bundles (orders' fulfilment).
  '^functions/[^/]+/wiring[.]ts$',
  '^functions/[^/]+/[a-z]+-wiring[.]ts$',
];

/** A handler's routes kept in files of their own beside it (`routes.ts`, `credential-routes.ts`, `create-user-route.ts`): part of the entry. */
const httpRoutes = ['^functions/.+/routes[.]ts$', '^functions/.+-routes?[.]ts$'];

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
        pathNot: ['^functions/adapters/', ...compositionRoots],
      },
      to: { path: '^functions/adapters/' },
    },
    {
      name: 'web-imports-no-server',
      severity: 'error',
      comment:
        'The SPA talks to the functions over HTTP only: web/ imports nothing of functions/, infra/ or tests/ (the contract and texts are in shared/; the activity sentences read the logged events of events/).',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|tests)/' },
    },
    {
      name: 'functions-import-no-infra',
      severity: 'error',
      comment:
        'Lambda code runs without the CDK app, the local runtime, the SPA or the tests: functions/ imports nothing of infra/, web/ or tests/ (the local runtime hands its stand-ins in).',
      from: { path: '^functions/', pathNot: '[.]test[.]ts$' },
      to: { path: '^(infra|web|tests)/' },
    },
    {
      name: 'adapters-import-no-context-rules',
      severity: 'error',
      comment:
        "An adapter implements a context's port and stores its records: from a context it imports types only (ports, records), never a rule or a value; the use case computes what the adapter stores and hands it over.",
      from: { path: '^functions/adapters/', pathNot: '[.]test[.]ts$' },
      to: { path: '^functions/[^/]+/', pathNot: ['^functions/(adapters|ports|store|events|http|mail)/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'use-cases-import-no-entries',
      severity: 'error',
      comment:
        "A Lambda's entry (`handler.ts`, `lambda.ts`) is the outermost layer: only its own `lambda.ts`, the local runtime and the tests import a handler, and nothing imports a `lambda.ts`.",
      from: { path: '^functions/', pathNot: ['^functions/.+/lambda[.]ts$', '[.]test[.]ts$'] },
      to: { path: '^functions/.+/(handler|lambda)[.]ts$' },
    },
    {
      name: 'use-cases-import-no-http-pipeline',
      severity: 'error',
      comment:
        "Use cases know nothing of HTTP: only the entries (`handler.ts`), the composition roots and the adapters import the HTTP pipeline (functions/http/); a use case's errors are the context's own (DomainError), mapped by the pipeline.",
      from: { path: '^functions/', pathNot: ['^functions/(http|adapters)/', ...compositionRoots, ...httpRoutes, '[.]test[.]ts$'] },
      to: { path: '^functions/http/' },
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
