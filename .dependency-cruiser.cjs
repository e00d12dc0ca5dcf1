/**
 * The project's shape, checked by `npm run lint` (part of `npm test`): realms import only what
 * their realm may, and areas never import each other (README, "Areas"). Composition places
 * (src/app, workers/contract.ts and worker-api.ts, server/app.ts) may join several areas.
 */
const AREAS = require('./scripts/lib/areas.cjs');
const AREA = `(${AREAS.join('|')})`;
/** Where an area lives in each realm; the captured group is the area's name. */
const AREA_ROOTS = ['src/features', 'src/domain', 'workers', 'server', 'locales/en', 'locales/id'];

const crossArea = AREA_ROOTS.map((root) => ({
  name: `no-cross-area:${root}`,
  comment: `An area of ${root}/ imports another area: move what both need to a shared module (src/ui, src/state, src/domain, the worker's or the server's services).`,
  severity: 'error',
  from: { path: `^${root}/${AREA}[/.]` },
  to: { path: `^${root}/${AREA}[/.]`, pathNot: `^${root}/$1[/.]` },
}));

/** The contract of an area (src/domain/contract/<area>.ts or <area>/…) is that area's too. */
const crossAreaContract = {
  name: 'no-cross-area:src/domain/contract',
  comment:
    "An area's contract imports another area's contract: shared shapes belong in src/domain/contract/{envelope,http,storage,account}.",
  severity: 'error',
  from: { path: `^src/domain/contract/${AREA}[-/.]`, pathNot: '^src/domain/contract/account' },
  to: { path: `^src/domain/contract/${AREA}[-/.]`, pathNot: ['^src/domain/contract/$1[-/.]', '^src/domain/contract/account'] },
};

module.exports = {
  forbidden: [
    ...crossArea,
    crossAreaContract,
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
