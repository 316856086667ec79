// Import boundaries (docs/decisions/036-import-boundaries.md). `npm run lint` runs this after Biome;
// a forbidden import fails CI. Paths are matched after resolution, so `#server/x`, `../server/x` and
// `../../x` are the same import.

const test = '(\\.test\\.tsx?|[.-]test-support\\.ts|/test-fixtures\\.ts)$';

// What a server feature may import from another feature (decision 036 lists why each one is there).
const serverPublic = [
  '[^/]+/[^/]+\\.schema\\.ts', // tables: a query may join any table
  'loved-ones/(loved-one-access|find-loved-one|find-onboarding-completion)\\.ts', // who is on the team
  'loved-ones/read-dashboard\\.ts', // the signed-in page's first view carries it (decision 049)
  'loved-ones/planner-names\\.ts', // someone else's plans, named for the reader (decision 078)
  'activity/(record-activity|record-task-activity)\\.ts',
  'notifications/(mail-context|task-notices|notification-preferences\\.repository)\\.ts',
  'team/team-people\\.ts',
  'tasks/(add-task-by-hand|assert-assignable|list-team-people)\\.ts',
  'hubs/(render-letter-pdf|find-hub-context)\\.ts',
  'account/(account-data-registry|delete-account|find-deletion-impact)\\.ts',
  'auth/(auth|auth-limits|client-ip|invitation-admission|sign-up-policy|turn-off-two-factor)\\.ts',
  'memorials/(memorial-images|list-memorial-events)\\.ts', // the guest list and followers' news list the gatherings
  'inventory/inventory-items\\.repository\\.ts',
  'wellbeing/crisis-counts\\.ts',
  'onboarding/retitle-generated-tasks\\.ts', // a save on the profile names the person in the checklist's titles (decision 038)
  // auth/ (Better Auth's hooks and sign-up policy) asks these three; the legal pages ask whether the
  // private preview is on (decision 052).
  'operator/disabled-users\\.ts',
  'preview/preview-token\\.ts',
  'analytics/record-auth-events\\.ts',
];

module.exports = {
  forbidden: [
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is pure and runs on both sides: it imports neither the server nor the SPA.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'shared-has-no-io',
      comment:
        'src/shared does no I/O and renders nothing: no server, database or UI library, no Node built-in ' +
        '(tests and the crisis evaluation set, a test-data loader, read files).',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: [test, '^src/shared/wellbeing/crisis-eval/'] },
      to: {
        path: '^(node:|fs$|path$|url$)|(^|node_modules/)(hono|@hono|drizzle-orm|pg|@electric-sql|react|react-dom|react-router|@tanstack|radix-ui|lucide-react|better-auth)(/|$)',
      },
    },
    {
      name: 'web-imports-server-types-only',
      comment:
        'The SPA imports the server only with `import type` (the API client type); no server code ships.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'infra-imports-no-feature',
      comment:
        'infra/ and db/ sit under every feature; they import no feature code (db/ imports the tables).',
      severity: 'error',
      from: { path: '^src/server/(infra|db)/', pathNot: test },
      to: {
        path: '^src/server/',
        pathNot: [
          '^src/server/(infra|db)/',
          '^src/server/(app-env|env)\\.ts$',
          `^src/server/[^/]+/[^/]+\\.schema\\.ts$`,
        ],
      },
    },
    {
      name: 'features-meet-through-public-modules',
      comment:
        'A server feature imports another feature only through the modules decision 036 lists; anything else ' +
        'moves to infra/ (plumbing), src/shared (rules) or the feature that owns it.',
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: [test, '^src/server/(infra|db)/'] },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: ['^src/server/$1/', '^src/server/(infra|db)/', `^src/server/(${serverPublic.join('|')})$`],
      },
    },
    {
      name: 'features-never-import-the-composition-root',
      comment: 'app.ts, api.ts, deps.ts and index.ts assemble the features; a feature never imports them.',
      severity: 'error',
      from: { path: '^src/server/[^/]+/', pathNot: test },
      to: { path: '^src/server/(app|api|deps|index)\\.ts$' },
    },
    {
      name: 'test-support-stays-in-tests',
      comment: 'Test helpers are imported by tests (and other test helpers) only.',
      severity: 'error',
      from: { path: '^src/', pathNot: test },
      to: { path: test },
    },
    {
      name: 'web-features-compose-components-and-api',
      comment:
        "A web feature imports another feature's components/ and api/ only (decision 024); shared pieces " +
        'move to src/web/lib, src/web/components or src/shared.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: test },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/(components|api)/'],
      },
    },
    {
      name: 'web-lower-layers-import-no-feature',
      comment: 'src/web/lib and src/web/components sit under the features and import none of them.',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/', pathNot: test },
      to: { path: '^src/web/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: `import type` is how the SPA reaches the server, and the rule must see it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
