import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// docs/decisions/013-account-core.md: features never import each other; `account` is the one
// shared layer (like app/ui) that role features may import, and it imports no feature itself.
const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedFeatures = ['account'];
// The client never imports server code (Drizzle tables stay out of the bundle).
const clientOnly = { group: ['#server/*', '**/server/**', 'drizzle-orm*', 'pg', '@electric-sql/*'], message: 'The client never imports server code.' };
function featureBoundary(feature) {
  const others = features.filter((other) => other !== feature && (feature === 'account' || !sharedFeatures.includes(other)));
  if (others.length === 0) return [];
  const names = others.join('|');
  return [
    {
      // Both the `#client/features/<other>/…` form and a relative path that climbs into another feature.
      regex: `^(#client/features/|(\\.\\./)+)(${names})(/|$)`,
      message: feature === 'account' ? 'features/account is shared by the roles and imports no feature (decision 013).' : 'Features never import each other; routes compose them (features/account is the shared layer, decision 013).',
    },
  ];
}

// Issue 30 (decision 036): no country spelled by hand.
const countrySyntax = [
  { selector: "Literal[value=/^(TH|ID|CO)$/]", message: "No country literal ('TH' | 'ID' | 'CO'): read deploymentCountry() or the country table (src/common/countries.ts; decision 036)." },
  { selector: "TemplateElement[value.raw=/^(TH|ID|CO)$/]", message: 'No country literal: read deploymentCountry() or the country table (decision 036).' },
];
// Issue 26 (decision 037): one clock. Services, routes and workers read `deps.now()` (the clock
// tests move), or the wall clock by name (`wallNow()`, src/server/wall-clock.ts) for real elapsed
// time shared with a browser or provider. `new Date(value)` stays allowed.
const clockMessage = 'Read the app clock, deps.now() (or wallNow() from src/server/wall-clock.ts for sessions, codes, rate limits, caches): decision 037.';
const clockSyntax = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `No new Date() here. ${clockMessage}` },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: `No Date.now() here. ${clockMessage}` },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/common/paraglide', 'src/client/route-tree.gen.ts', '.tmp', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Issue 30 (decision 036): a country is never spelled by hand; the deployment's comes from the
    // configuration once, and what differs lives in the country table (src/common/countries.ts)
    // and the formatting modules. Tests, the table and the lists of codes are exempt.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/common/countries.ts', 'src/common/money.ts', 'src/common/enums.ts', 'src/common/places.ts', 'src/server/db/migrations/**', '**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'no-restricted-syntax': ['error', ...countrySyntax] },
  },
  {
    // A later block replaces the rule's options for its files, so it repeats the country selectors.
    files: ['src/server/services/**/*.ts', 'src/server/routes/**/*.ts', 'src/server/jobs/**/*.ts'],
    // Every file under services/, routes/ and jobs/ is held to it (decision 037; the last exception, channels.ts, moved in issue 26).
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...countrySyntax, ...clockSyntax] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Machines are pure (STYLE §3): xstate, src/common and each other only.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!xstate(/|$)|#common/|\\./)', message: 'Machines import only xstate, #common/* and other machines (STYLE §3).' }] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientOnly] }] },
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientOnly, ...featureBoundary(feature)] }] },
  })),
  {
    // Routes → services → Drizzle: the HTTP plumbing never reaches into services.
    files: ['src/server/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['#server/services/*', '../services/*', '**/services/*'], message: 'server/http never imports services (STYLE §7).' }] }] },
  },
  {
    // Services speak the domain (DomainError), never HTTP; they are called by routes, never the reverse.
    files: ['src/server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/*', '**/routes/*', '#server/http/*', '#server/routes/*'], message: 'Services never import http/ or routes/ (throw DomainError; take Deps from src/server/deps.ts).' },
            // Decision 056: demo data calls services, never the reverse (and production never seeds).
            { group: ['**/seed/*', '**/seed', '#server/seed/*'], message: 'Services never import the seed and demo data (src/server/seed/; decision 056).' },
          ],
        },
      ],
    },
  },
  {
    // Decision 056: the database layer (schema, client, migrations) knows nothing of the demo data either.
    files: ['src/server/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/seed/*', '**/seed', '#server/seed/*'], message: 'db/ never imports the seed and demo data (src/server/seed/; decision 056).' }] }] },
  },
  {
    // Routes → services → Drizzle (decisions 050, 056): a route never imports the database, except a type; no exemptions.
    files: ['src/server/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/*', '**/db/**', '#server/db/*', '#server/db/**'], allowTypeImports: true, message: 'Routes never import the database: call a service (decision 050).' }] },
      ],
    },
  },
  {
    // One transaction per operation, opened by a service, never in a handler (issue 29; decision 068).
    // A later block replaces the rule's options for its files, so it repeats the selectors above.
    files: ['src/server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...countrySyntax, ...clockSyntax, { selector: "CallExpression[callee.property.name='transaction']", message: 'Routes never open a transaction: a service does (decision 068).' }] },
  },
  {
    // The ledger is domain code: no HTTP framework (the Idempotency-Key header lives in http/idempotency-key.ts).
    files: ['src/server/ledger/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['hono', 'hono/*', 'hono-openapi', '**/http/*', '**/routes/*', '#server/http/*', '#server/routes/*'], message: 'The ledger never imports Hono or the HTTP layer (decision 050).' }] }],
    },
  },
  {
    // The HTTP pipeline never reaches into services: routes call services, http/ only frames requests.
    files: ['src/server/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/*', '#server/services/*'], message: 'http/ never imports services (session loading lives in src/server/auth/session.ts).' }] }] },
  },
);
