// ESLint flat config: typescript-eslint's recommended rules everywhere, the two hook rules and
// jsx-a11y's recommended rules for the SPA, and eslint-config-prettier last so that no rule here
// decides layout (Prettier does: `npm run format:check`). The import boundaries (shared/ stands
// alone, features talk through their public index, no cycles, use cases import no adapter) are
// dependency-cruiser's: `.dependency-cruiser.cjs`, run by `npm run lint` after this.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated, vendored and run-time output (see .gitignore and .prettierignore).
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist/**',
      'cdk.out/**',
      '.cache/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'localstack/.volume/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark a deliberately unused parameter or a destructured field left out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our components hand `autoFocus` down to a DOM element, and the rule checks it there.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Tool configs at the root (this file, .dependency-cruiser.cjs).
    files: ['*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The silent sign-in page: a classic browser script, no module, no bundler.
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
);
