import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';

// Each build gets an id; the SPA polls builds/latest.json and reloads on the next
// navigation when the id changes (SPEC §4, §7 "Environment and build").
const buildId = process.env.KOLIFY_BUILD_ID ?? Date.now().toString(36);

function buildManifest(): Plugin {
  return {
    name: 'kolify-build-manifest',
    apply: 'build',
    generateBundle() {
      const latest = { buildId, builtAt: new Date().toISOString() };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, timestamp: Date.now(), matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }),
      });
    },
  };
}

const apiPrefixes = ['/sv_authauth', '/sv_influ_api', '/sv_package', '/sv_marketer_profile', '/api', '/dev', '/healthz', '/openapi.json', '/sitemap.xml', '/robots.txt', '/MobileApp'];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's loader travels with its component: the API modules and contracts it
        // imports stay out of the first load. One chunk, one request per route.
        defaultBehavior: [['loader', 'component'], ['errorComponent', 'notFoundComponent', 'pendingComponent']],
        // The $lang layout (the app shell) renders on every page: it belongs to the entry.
        splitBehavior: ({ routeId }) => (routeId === '/$lang' ? [] : undefined),
      },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
    }),
    react(),
    paraglideVitePlugin({
      project: './locales/project.inlang',
      outdir: './src/common/paraglide',
      outputStructure: 'message-modules',
      strategy: ['globalVariable', 'baseLocale'],
    }),
    buildManifest(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // No preload lists in the entry: route chunks fetch their own imports (the router preloads
    // a route on intent), and the first load carries no map of every chunk (decision 012).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every page anyway: one chunk, not
        // dozens of small ones that each pay gzip's start-up cost (docs/decisions/012).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/model/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Issue 16: schema-driven fuzz and the authorisation matrix, read from /openapi.json.
          name: 'proof',
          include: ['tests/proof/**/*.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
