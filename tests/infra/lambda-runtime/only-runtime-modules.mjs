// Loaded with `node --import` before a Lambda bundle (tests/infra/lambda-runtime-modules.test.ts):
// lets the bundle import only what the Lambda Node.js runtime provides — Node's builtins and the
// runtime's AWS SDK (the package names in LAMBDA_RUNTIME_PACKAGES, resolved from
// LAMBDA_RUNTIME_NODE_MODULES as the runtime resolves them from its own node_modules). Anything
// else fails the import as it would in Lambda: ERR_MODULE_NOT_FOUND.
import { isBuiltin, registerHooks } from 'node:module';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const provided = new Set(JSON.parse(process.env.LAMBDA_RUNTIME_PACKAGES ?? '[]'));
const runtimeRoot = pathToFileURL(`${process.env.LAMBDA_RUNTIME_NODE_MODULES}/`).href;

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBare = (specifier) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (isBuiltin(specifier) || !isBare(specifier)) return nextResolve(specifier, context);
    if (!provided.has(packageOf(specifier))) {
      const error = new Error(`Cannot find package '${specifier}': the Lambda Node.js runtime does not provide it (imported from ${context.parentURL})`);
      error.code = 'ERR_MODULE_NOT_FOUND';
      throw error;
    }
    // The runtime's SDK packages import each other; a bundle's own import resolves from the runtime's folder.
    const inRuntime = context.parentURL?.startsWith(runtimeRoot);
    return nextResolve(specifier, inRuntime ? context : { ...context, parentURL: runtimeRoot });
  },
});
