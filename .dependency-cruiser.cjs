/**
 * The project's shape, checked by `npm run lint` (part of `npm test`): realms import only what
 * their realm may; no area imports another area in any realm; shared code imports no area; no import
 * cycles. Composition places (COMPOSITION below) may join several areas. There is no list of known
 * exceptions: any import that breaks a rule fails the lint. tests/unit/boundaries.test.ts runs these
 * rules on small trees that break them, and on the real tree.
 */
const AREAS = require('./scripts/lib/areas.cjs');
const AREA = `(${AREAS.join('|')})`;
/**
 * Where an area lives in each realm: src/features/<area>/, src/domain/<area>/, an area's contract
 * (src/domain/contract/<area>.ts, <area>-<part>.ts or <area>/), workers/<area>/, server/<area>/ and its
 * message catalogues. `$1` in a rule's `to` is the importing file's area.
 */
const REALM_ROOTS = '(?:src/features/|src/domain/(?:contract/)?|workers/|server/|locales/(?:en|id)/)';
const areaFile = (area) => `^${REALM_ROOTS}${area}(?:/|\\.|-)`;
/**
 * The places that join areas: the app's router and entry points, the worker's surface and its
 * composition root, the server's app and entry point. Every other module outside an area is shared.
 */
const COMPOSITION = [
  '^src/app/',
  '^src/(main|prerender)\\.tsx$',
  '^workers/(contract|worker-api|data\\.worker)\\.ts$',
  '^server/(app|main)\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-cross-area',
      comment:
        'An area imports another area, in any realm (a page of one area, the contract of another, a server module of a third): move what both need to the shared lending place (src/domain/lending, src/domain/contract/lending.ts, server/lending, src/ui/lending) or another shared module.',
      severity: 'error',
      from: { path: areaFile(AREA) },
      to: { path: areaFile(AREA), pathNot: areaFile('$1') },
    },
    {
      name: 'shared-imports-no-area',
      comment:
        "Shared code (src/ui, src/state, src/data, src/domain outside the area folders, the worker's and the server's services) imports no area: only the composition places (src/app, src/main.tsx, src/prerender.tsx, workers/contract.ts, worker-api.ts, data.worker.ts, server/app.ts, server/main.ts) join areas.",
      severity: 'error',
      from: { path: '^(src|workers|server|sw)/', pathNot: [areaFile(AREA), ...COMPOSITION] },
      to: { path: areaFile(AREA) },
    },
    {
      name: 'realm:domain-is-pure',
      comment: 'src/domain runs anywhere: it imports only itself, temporal-polyfill and valibot.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/(temporal-polyfill|valibot)/'] },
    },
    {
      name: 'realm:main-thread',
      comment: 'The main thread reaches the worker through the bridge (src/data/bridge.ts) and knows its surface as types only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/' },
      to: { path: '^(workers|server|sw)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'realm:main-thread-types',
      comment: "The worker's surface is declared in its contract files; the main thread imports no other worker module, not even as types.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/' },
      to: { path: '^workers/', pathNot: '(^|/)contract\\.ts$' },
    },
    {
      name: 'bridge:state-modules-only',
      comment:
        "Only an area's state module (src/features/<area>[/<sub-area>]/state.ts) and the shared state (src/state) call the data worker; pages read their atoms and call their actions.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(state|data)/', '^src/features/[^/]+/state\\.ts$', '^src/features/[^/]+/[^/]+/state\\.ts$'] },
      to: { path: '^src/data/bridge\\.ts$' },
    },
    {
      name: 'realm:worker',
      comment: 'The data worker imports the domain and its own code, never pages, the server or the service worker.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^(src/(?!domain/)|server/|sw/)' },
    },
    {
      name: 'realm:service-worker',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^(src/(?!domain/)|server/|workers/)' },
    },
    {
      name: 'realm:server',
      comment: 'The server imports the domain and itself, never UI or worker code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src/(?!domain/)|workers/|sw/)' },
    },
    {
      name: 'no-circular',
      comment:
        'Two modules that import each other, directly or through others, type-only imports included: a shared word goes to a module both import (workers/shared/contract.ts, src/domain/lender/enumerations.ts).',
      severity: 'error',
      from: { path: '^(src|workers|server|sw)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|tests/e2e/screenshots)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
