// Import cycles and the layers' direction, checked by `npm run lint:deps` (part of `npm run lint`).
// Which area may import which, and only through its face (index.ts), is eslint-plugin-boundaries'
// job (eslint.config.js); this file only forbids cycles and a cross-cutting layer importing an area.
// Tests are left out: nothing imports a test, so it adds no cycle and no layer's dependency.

/** The API's cross-cutting layers: below the areas, they must not know any area. */
const API_LAYERS = '^api/src/(runtime|db|events|identity|http|realtime|integrations)/|^api/src/(context|config[^/]*)[.]ts$';

/** An area (or a layer) as one node: the folders whose imports of each other must not go round. */
const COMPONENTS = '^(api/src/modules/[^/]+|api/src/(runtime|db|events|identity|http|realtime|integrations)|web/src/features/[^/]+|workers/src/[^/]+)$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'An import cycle between files. Break it at the edge that points up: move what both sides need (a type, a small function) ' +
        'into a file below both (a layer, or a file of its own, as workers/src/job-context.ts), or pass it in (a port) instead of importing it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-area-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Areas (api/src/modules/*, web/src/features/*, workers/src/*) or layers import each other, directly or round other areas. ' +
        'Move what both use into a layer below them (api/src/identity for who the user is) or into an area of its own ' +
        '(api/src/modules/alerts), or let the lower one emit an event the other follows.',
      from: { path: COMPONENTS },
      to: { circular: true },
    },
    {
      name: 'layer-imports-area',
      severity: 'error',
      comment:
        'A cross-cutting layer (runtime, db, events, identity, http, realtime, integrations, context.ts, config) imports an area under ' +
        'api/src/modules. Layers sit below the areas: move what the layer needs into the layer (as the session cache went to api/src/identity), ' +
        'or have the composition root (server.ts, app.ts, endpoints.ts) pass it in as a function (as the gateway gets teamIdsOf).',
      from: { path: API_LAYERS },
      to: { path: '^api/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '/dist/', '[.](test|e2e)[.]tsx?$'] },
    // `import type` counts: a cycle of types is still a cycle to read and to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // the workspaces' package subpaths (@fanhub/api/stream) resolve to the files they export
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
