import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './scripts/eslint/module-boundaries.mjs';
import workspaceBoundaries from './scripts/eslint/workspace-boundaries.mjs';

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
);
