// The house plan as rules (docs/ARCHITECTURE.md, docs/adr/0046-house-plan.md), checked by
// `npm run lint` (depcruise) over server/, src/, domain/, workers/ and the code that drives them.
// Type-only imports count: a cycle through a type is still a cycle.
const kernel =
  '^server/(http|db|files|jobs|security|mail|openapi|observability)/|^server/(config|context)[.]ts$';
const root = '^server/(app/|(main|worker)[.]ts$)';
const testFile = '[.](test|spec)[.]tsx?$';
// Helpers that only tests import: test-*.ts(x), testing.tsx and the test database.
const testHelper = '/test-[^/]+[.]tsx?$|/testing[.]tsx$';

// The server's capabilities in levels, lowest first (ADR 0116). A capability uses only those of
// lower levels, so no two capabilities import each other, directly or round a circle; a new one
// takes the lowest level above everything it uses (scripts/dependency-rules.test.ts checks that
// every capability folder is listed).
const capabilityLevels = [
  ['announcements', 'backup', 'companies', 'processes', 'reference-lists', 'system', 'taxonomy', 'vessels'],
  ['dashboards', 'features', 'log-data', 'users', 'vessel-files', 'vessel-groups', 'vessel-settings'],
  ['access-groups', 'auth', 'import', 'notifications', 'vessel-notes', 'voyages'],
  ['emission-reports', 'logger-import', 'vessel-administration', 'voyage-template'],
  ['carbon-pricing', 'emission-compliance', 'noon-reports', 'shapoli'],
  ['cii', 'noon-import', 'performance', 'sync'],
  ['data-quality', 'feature-mapping', 'fouling', 'iso19030'],
  ['demo'],
];
const test = `${testFile}|${testHelper}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle anywhere, type-only imports included: move the shared piece to the lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-isomorphic',
      severity: 'error',
      comment: 'domain/ is pure TypeScript for every tier: it imports none of them.',
      from: { path: '^domain/' },
      to: { path: '^(src|server|workers|tests|bench|scripts)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      comment: 'The PWA and its workers talk to the server over HTTP only.',
      from: { path: '^(src|workers)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|workers)/' },
    },
    {
      name: 'workers-import-only-the-offline-engine',
      severity: 'error',
      comment:
        'Of src/, a worker may import only src/offline/ (the sync engine over the one Dexie database).',
      from: { path: '^workers/' },
      to: { path: '^src/', pathNot: '^src/offline/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'A feature of src/features/ never imports another one; routes compose them.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'kernel-never-imports-a-capability',
      severity: 'error',
      comment:
        'The shared kernel (http, db, jobs, security, mail, openapi, observability, config, context) is used by capabilities and never imports one, nor the composition root.',
      from: { path: kernel },
      to: { path: '^server/', pathNot: kernel },
    },
    {
      name: 'only-the-root-imports-the-root',
      severity: 'error',
      comment: 'server/app/ builds the services and registers the routes; no capability imports it.',
      from: { path: '^server/', pathNot: root },
      to: { path: root },
    },
    {
      name: 'routes-use-the-container',
      severity: 'error',
      comment:
        "A route module reaches another capability's data through the services the container gives it (ADR 0096), never that capability's repository.",
      from: { path: '^server/([^/]+)/.*[.]routes[.]ts$' },
      to: { path: '^server/[^/]+/.*[.]repository[.]ts$', pathNot: '^server/$1/' },
    },
    {
      name: 'capabilities-meet-through-public-modules',
      severity: 'error',
      comment:
        "A capability reaches another one only through that one's public.ts, which names what it offers; its repositories, routes, presenters and the rest stay its own (ADR 0116). The root wires services from anywhere; tests may set up data anywhere.",
      from: { path: '^server/([^/]+)/', pathNot: `${root}|${kernel}|${test}` },
      to: { path: '^server/[^/]+/', pathNot: `^server/$1/|${kernel}|^server/[^/]+/public[.]ts$` },
    },
    ...capabilityLevels.map((level, index) => ({
      name: 'capabilities-form-levels',
      severity: 'error',
      comment: `A capability of level ${index} (${level.join(', ')}) uses only capabilities of lower levels.`,
      from: { path: `^server/(${level.join('|')})/`, pathNot: test },
      to: { path: `^server/(${capabilityLevels.slice(index).flat().join('|')})/`, pathNot: '^server/$1/' },
    })),
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      comment: 'Product code never imports a test, a test helper or a benchmark.',
      from: { path: '^(server|src|domain|workers)/', pathNot: test },
      to: { path: `${testFile}|^(tests|bench)/` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
