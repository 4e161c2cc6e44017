import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Machines are pure (STYLE §3): xstate and src/common only.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@tanstack/*', 'ofetch', 'drizzle-orm*', '#server/*', '#client/*', '../src/server/*', '../src/client/*'] }],
    },
  },
  {
    // The client never imports server code (Drizzle tables stay out of the bundle).
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['#server/*', '**/server/**', 'drizzle-orm*', 'pg', '@electric-sql/*'] }] },
  },
  {
    // Services speak the domain (DomainError), never HTTP; they are called by routes, never the reverse.
    files: ['src/server/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/http/*', '**/routes/*', '#server/http/*', '#server/routes/*'], message: 'Services never import http/ or routes/ (throw DomainError; take Deps from src/server/deps.ts).' }] }] },
  },
  {
    // The HTTP pipeline never reaches into services: routes call services, http/ only frames requests.
    files: ['src/server/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/*', '#server/services/*'], message: 'http/ never imports services (session loading lives in src/server/auth/session.ts).' }] }] },
  },
);
