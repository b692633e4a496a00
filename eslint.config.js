// @ts-check
import tseslint from 'typescript-eslint';
import nodePlugin from 'eslint-plugin-n';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'api/drizzle/**', 'testing/e2e/artifacts/**', 'bench/results/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Each workspace imports only what its own package.json declares (hoisting would hide a missing
    // one); the root's devDependencies (vitest, drizzle-kit) count for every workspace.
    plugins: { n: nodePlugin },
    rules: { 'n/no-extraneous-import': 'error' },
  },
  {
    // bench/ is not a package: it drives the workspaces it measures, with the servers they use.
    files: ['bench/**'],
    rules: {
      'n/no-extraneous-import': [
        'error',
        {
          allowModules: [
            '@fanhub/api',
            '@fanhub/shared',
            '@fanhub/testing',
            '@fanhub/workers',
            'express',
            'chrome-launcher',
            'drizzle-orm',
            'web-push',
            'p-limit',
          ],
        },
      ],
    },
  },
);
