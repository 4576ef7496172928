import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './scripts/eslint/module-boundaries.mjs';
import workspaceBoundaries from './scripts/eslint/workspace-boundaries.mjs';

/** The workspaces built on the packages: services, the gateway, the page service, the stack and the apps. */
const ABOVE_PACKAGES = [
  'accounts',
  'cart',
  'catalog',
  'content',
  'hire',
  'notify',
  'orders',
  'payments',
  'search',
  'gateway',
  'storefront',
  'stack',
  'web',
  'admin-web',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      // Tools the scripts install, e.g. schemathesis's virtualenv.
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      // Written by `npm run codegen`.
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' } },
    plugins: { workspaces: workspaceBoundaries, modules: moduleBoundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'workspaces/no-cross-workspace-import': 'error',
      'modules/no-module-internals': 'error',
    },
  },
  {
    // Packages are the bottom floor: what they import is other packages, never what is built on them.
    files: ['packages/**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // gitignore-style patterns: a name matches itself and its subpaths.
              group: ABOVE_PACKAGES.map((name) => `@shop/${name}`),
              message:
                'A package may import only other packages: services, the gateway, the stack and the apps are built on them.',
            },
          ],
        },
      ],
    },
  },
);
