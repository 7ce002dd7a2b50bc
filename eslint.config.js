import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build-check/**',
      'data/static/**',
      'apps/web/public/**',
      '.shop-data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Detection stays out of business code (ARCHITECTURE.md): modules publish facts on the event bus and ask
    // `shop.vulnerabilities` whether to behave vulnerably; only detectors and the challenge layer talk to the engine.
    files: ['apps/server/src/modules/**/*.ts'],
    // The Prometheus figures read progress (coding accuracy, cheat score) and decide nothing.
    ignores: ['**/*.test.ts', 'apps/server/src/modules/metrics/shop-metrics.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/challenges/**', '!**/challenges/challenge-keys.js'],
              message: 'Modules publish events; detectors in challenges/ judge them.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='engine'][object.name='shop']",
          message: 'Modules never ask the challenge engine: publish an event, or use shop.vulnerabilities.',
        },
      ],
    },
  },
)
