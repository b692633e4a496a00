// @ts-check
import tseslint from 'typescript-eslint';
import nodePlugin from 'eslint-plugin-n';
import boundaries from 'eslint-plugin-boundaries';

// Area boundaries (issue 30 §3), checked by eslint-plugin-boundaries. An area (api/src/modules/*, a
// job folder of workers/src, web/src/features/*) has one public face, its index.ts: from outside the
// area, import only that file. layerArrows lists every import allowed between elements; anything else
// fails `npm run lint`. docs/architecture.md draws the same picture.
const boundaryElements = [
  { type: 'shared', pattern: 'shared/src' },
  // api: the layers below the areas, the areas, then the root (config.ts and context.ts, and the
  // files that compose the app: app.ts, server.ts, endpoints.ts, main.ts, bin/)
  ...['identity', 'http', 'realtime', 'events', 'db', 'runtime', 'integrations'].map((type) => ({ type, pattern: `api/src/${type}` })),
  { type: 'api-area', pattern: 'api/src/modules/*', capture: ['area'] },
  { type: 'api-root', pattern: 'api/src' },
  // workers: bin/ and the files at the root compose (registry, runtime); every other folder is a job area
  { type: 'workers-root', pattern: 'workers/src/bin' },
  { type: 'workers-area', pattern: 'workers/src/*', capture: ['area'] },
  { type: 'workers-root', pattern: 'workers/src' },
  // web: features are areas; api/, components/, lib/, stores/ are what every feature builds on
  { type: 'web-area', pattern: 'web/src/features/*', capture: ['area'] },
  { type: 'web-shared', pattern: 'web/src/{api,components,lib,stores,styles,test}' },
  { type: 'web-root', pattern: 'web/src' },
  // testing/ and bench/ drive the whole system from outside
  { type: 'harness', pattern: '{testing,bench}' },
].map((element) => ({ ...element, partialMatch: false }));

/** The settings and the container's type (api/src/config.ts, context.ts) sit below every api layer. */
const apiBase = { type: 'api-root', fileInternalPath: ['config.ts', 'config-*.ts', 'context.ts'] };
/** What a job may use of the workers' root: its settings and the context a handler gets. */
const workersBase = { type: 'workers-root', fileInternalPath: ['config.ts', 'job-context.ts'] };

/** Who may import whom, besides itself. An area listed here is reached through its face only. */
const layerArrows = {
  shared: [],
  runtime: ['shared', apiBase],
  db: ['shared', 'runtime', apiBase],
  events: ['shared', 'db', 'runtime', apiBase],
  identity: ['shared', 'db', 'events', 'runtime', apiBase],
  http: ['shared', 'db', 'events', 'identity', 'runtime', apiBase],
  integrations: ['shared', 'db', 'runtime', apiBase],
  realtime: ['shared', 'db', 'events', 'http', 'identity', 'runtime', apiBase],
  'api-area': ['shared', 'db', 'events', 'http', 'identity', 'integrations', 'runtime', apiBase, 'api-area'],
  'api-root': ['shared', 'db', 'events', 'http', 'identity', 'integrations', 'realtime', 'runtime', 'api-area'],
  'workers-area': ['shared', 'db', 'events', 'integrations', 'runtime', apiBase, 'api-area', workersBase, 'workers-area'],
  'workers-root': ['shared', 'db', 'events', 'integrations', 'runtime', 'api-root', 'api-area', 'workers-root', 'workers-area'],
  'web-shared': ['shared', 'web-shared'],
  'web-area': ['shared', 'web-shared', 'web-area'],
  'web-root': ['shared', 'web-shared', 'web-area'],
  harness: ['shared', 'db', 'events', 'identity', 'integrations', 'runtime', 'api-root', 'api-area', 'workers-root', 'workers-area', 'web-root', 'harness'],
};
/** A test may also use any layer and its package's root (to start the whole app); areas still through their faces. */
const testArrows = [
  ...['shared', 'identity', 'http', 'realtime', 'events', 'db', 'runtime', 'integrations', 'api-root', 'api-area'],
  ...['workers-root', 'workers-area', 'web-shared', 'web-root', 'web-area', 'harness'],
];

const areaTypes = ['api-area', 'workers-area', 'web-area'];
const elementSelector = (target) => (typeof target === 'string' ? { type: target } : target);
/** The element types whose arrows reach `areaType`: the ones a wrong import of that area's internal file is told to use its face. */
const reaching = (areaType) => Object.keys(layerArrows).filter((from) => layerArrows[from].includes(areaType));

const boundariesBlock = {
  files: ['{shared,api,workers,web,testing,bench}/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': boundaryElements,
    'boundaries/files': [{ category: 'test', pattern: '**/*.{test,e2e}.{ts,tsx}' }],
    'boundaries/root-path': import.meta.dirname,
    // resolves the workspaces' package subpaths (@fanhub/api/giveaways) to the files they export
    'import/resolver': { typescript: { project: 'tsconfig.json' } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: '{{from.element.type}} may not import {{to.element.type}} ({{dependency.source}}): the allowed arrows are layerArrows in eslint.config.js',
        policies: [
          ...Object.entries(layerArrows).map(([from, targets]) => ({
            from: { element: { type: from } },
            allow: { to: { element: targets.map(elementSelector) } },
          })),
          { from: { file: { categories: 'test' } }, allow: { to: { element: testArrows.map(elementSelector) } } },
          // from outside an area, its face only
          ...areaTypes.map((type) => ({
            from: [{ element: { type: reaching(type) } }, { file: { categories: 'test' } }],
            disallow: { to: { element: { type, fileInternalPath: '!index.{ts,tsx}' } } },
            message: '{{dependency.source}} is inside another area: import its face, {{to.element.path}}/index.ts, and export what you need from there',
          })),
        ],
      },
    ],
  },
};

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
  {
    files: ['api/src/integrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app-error.ts', '**/http/**'],
              message: 'Integrations throw upstream errors (upstream-error.ts); the area that calls them maps them to answers',
            },
          ],
        },
      ],
    },
  },
  boundariesBlock,
);
