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
