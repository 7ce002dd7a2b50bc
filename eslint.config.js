import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const queryKeyMessage =
  'Take query keys from queryKeys (apps/web/src/lib/query-keys.ts), never a literal array.'

/** Every React Query key comes from the one factory, so invalidations and readers cannot drift apart. */
const literalQueryKeys = [
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: queryKeyMessage },
  { selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression", message: queryKeyMessage },
  {
    selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/] > ArrayExpression:first-child',
    message: queryKeyMessage,
  },
]

const boundaryMessage =
  "A feature uses another feature only through its public entry, features/<name>/index.ts: import '../<name>', " +
  'never a file inside it. Shared helpers belong in lib/ or components/.'

/**
 * The feature-boundary rule for files `depth` folders below `apps/web/src/features/<name>/`: from there,
 * `depth + 1` times `../` followed by a name is another feature, and a path on after it is that feature's internals.
 * Same-feature imports (`./x`, `./scoreboard/x`, `../x` from a sub-folder) and another feature's index stay allowed.
 */
function featureBoundary(depth) {
  const up = '\\.\\./'.repeat(depth + 1)
  // esquery regexes end at the first `/`, so the selector spells slashes as \x2F.
  const dynamicUp = '\\.\\.\\x2F'.repeat(depth + 1)
  return {
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${up}[^./][^/]*/`, message: boundaryMessage },
            { regex: '(^|/)features/[^/]+/', message: boundaryMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...literalQueryKeys,
        {
          selector: `ImportExpression > Literal[value=/^${dynamicUp}[^.\\x2F][^\\x2F]*\\x2F/]`,
          message: boundaryMessage,
        },
      ],
    },
  }
}

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalQueryKeys] },
  },
  // Feature boundaries, for files at the top of a feature and one or two folders below it (tests included: they
  // are part of their feature and may not reach into another one either).
  ...[0, 1, 2].map(featureBoundary),
  {
    // Detection stays out of business code (docs/contributing.md): modules publish facts on the event bus and ask
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
  {
    // The server bundle's stand-ins replace CommonJS libraries and load the real ones with require() when first used.
    files: ['scripts/bundle-shims/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
