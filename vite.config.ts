import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import type { Plugin, UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { lateStylesheetPath, withoutLinkedFontFaces } from '#server/services/critical-css';

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

/**
 * The pages a visitor reaches first, whose shared modules travel together (issue 17). Forms
 * with a code or a password (sign-up, recovery, sign-in landings, contact) stay out: their
 * inputs would weigh on every page (decision 012).
 */
const publicRoute = /[\\/]routes[\\/]\$lang[\\/](index|articles[\\/].*|caseStudy[\\/].*|faq|jobMarketBoard|Marketer[\\/]package[\\/].*|Influencer[\\/]index|about|privacy|termsOfUse|Download[\\/].*|\$)\.tsx\?tsr-split=/;
/** Files that only re-export everything (Mantine, Tabler icons, Query, the Paraglide messages). */
const barrel = /(node_modules[\\/].*[\\/](esm[\\/]index\.mjs|tabler-icons-react\.mjs|modern[\\/]index\.js)|paraglide[\\/](messages\.js|messages[\\/]_index\.js))$/;

interface ModuleGraph {
  getModuleInfo: (id: string) => { importers: string[]; code: string | null } | null;
}
const routesMemo = new Map<string, Set<string>>();

/**
 * The routes whose chunk imports a module statically, directly or through other modules.
 * Lazy imports end the walk: a dialog loaded on demand stays on demand. Through a package's
 * barrel, only the modules that name the export count (every screen imports the barrel).
 */
function routesImporting(id: string, graph: ModuleGraph): Set<string> {
  const known = routesMemo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  routesMemo.set(id, routes);
  if (id.includes('?tsr-split=')) {
    routes.add(id);
    return routes;
  }
  const exportName = /([A-Za-z]\w*)\.m?js$/.exec(id)?.[1];
  const named = exportName ? new RegExp(`\\b${exportName}\\b`) : null;
  // Through barrels (they may re-export each other), the modules that use this export by name.
  const usersThrough = (file: string, seen = new Set<string>()): string[] =>
    (graph.getModuleInfo(file)?.importers ?? []).flatMap((user) => {
      if (seen.has(user)) return [];
      seen.add(user);
      if (barrel.test(user)) return usersThrough(user, seen);
      return named?.test(graph.getModuleInfo(user)?.code ?? '') ? [user] : [];
    });
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    const via = barrel.test(importer) ? usersThrough(importer) : [importer];
    for (const next of via) for (const route of routesImporting(next, graph)) routes.add(route);
  }
  return routes;
}

const homeRoute = /[\\/]routes[\\/]\$lang[\\/]index\.tsx\?tsr-split=/;
/** Signed-in and staff screens: no initial-JS budget there. */
const signedInRoute = /[\\/]routes[\\/]\$lang[\\/](Admin|Influencer[\\/]_signedIn|Marketer[\\/]_signedIn)/;
/**
 * Into the shared chunk: what home and another public page use, unless another page with a
 * budget (a sign-up or contact form, a sign-in landing) needs it too, which would then load
 * the whole chunk for one piece.
 */
const sharedWithHome = (routes: Set<string>) => {
  const list = [...routes];
  const visitor = list.filter((route) => publicRoute.test(route));
  return visitor.length >= 2 && visitor.some((route) => homeRoute.test(route)) && list.every((route) => publicRoute.test(route) || signedInRoute.test(route));
};

/**
 * One of Mantine's modules, as imported by the files `importer` matches only, replaced by `code`
 * (a virtual module): the three AppShell replacements below share this shape.
 */
function mantineShim(name: string, importer: RegExp, source: (specifier: string) => boolean, code: string): Plugin {
  const id = `\0kolify:${name}`;
  return {
    name: `kolify-${name}`,
    enforce: 'pre',
    resolveId: (specifier, from) => (source(specifier) && from && importer.test(from) ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
}

const appShellPart = (parts: string) => new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]AppShell[\\\\/]AppShell(${parts})[\\\\/]`);

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll for one constant, the
 * class name its scroll lock offsets (`RemoveScroll.classNames.zeroRight`). For those three
 * files only, the import resolves to that constant from react-remove-scroll-bar: the library
 * itself (~5 KB gzip) then loads with the drawers that lock scrolling, not in the entry.
 */
const appShellRemoveScrollClassNames = () =>
  mantineShim('app-shell-remove-scroll-classnames', appShellPart('Header|Footer|Aside'), (source) => source === 'react-remove-scroll', [
    "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/dist/es2015/constants.js';",
    'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
  ].join('\n'));

/**
 * Mantine's AppShell navbar, aside, header and footer each render an `AppShellResizeHandle`, which
 * renders nothing unless `<AppShell resize={…}>` turns resizing on. Kolify's shell never does, so
 * for those four files the handle resolves to a component that renders nothing, and the handle
 * (pointer and keyboard resizing, ~1.5 KiB gzip) leaves the entry. If a layout ever passes
 * `resize`, remove this plugin (decision 012).
 */
const appShellWithoutResizeHandle = () =>
  mantineShim(
    'app-shell-resize-handle',
    appShellPart('Navbar|Aside|Header|Footer'),
    (source) => source.endsWith('/AppShellResizeHandle/AppShellResizeHandle.mjs'),
    'export const AppShellResizeHandle = () => null;',
  );

/**
 * Mantine's AppShell starts "resizing" (`data-resizing` on its root: transitions off) and ends it
 * 200 ms after mount. On a page the client hydrates, the server's markup carried the attribute and
 * its removal changed `--app-shell-transition-duration`, which every element of the shell inherits:
 * a restyle of the whole page (228 elements on `/th`) during the load, for transitions that nothing
 * runs before the first interaction (decision 090). For AppShell.mjs only, `useResizing` resolves to
 * a copy that starts at rest when the server renders or React hydrates (`useSyncExternalStore`'s
 * server snapshot) and behaves as Mantine's otherwise: a client render still starts resizing, and a
 * window resize still turns transitions off for 200 ms. Kolify never passes `resize`, so the
 * resize-handle state (`resizeKey`) is left out, as in appShellWithoutResizeHandle.
 */
const appShellAtRestWhenHydrated = () =>
  mantineShim('app-shell-use-resizing', /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\.mjs$/, (source) => source === './use-resizing/use-resizing.mjs', [
    "import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';",
    "import { useIsomorphicEffect, useWindowEvent } from '@mantine/hooks';",
    'const subscribe = () => () => {};',
    'export function useResizing({ transitionDuration, disabled }) {',
    '  const adopted = useSyncExternalStore(subscribe, () => false, () => true);',
    '  const [resizing, setResizing] = useState(!adopted);',
    '  const atRestFirst = useRef(!resizing);',
    '  const resizingTimeout = useRef(-1);',
    '  const disabledTimeout = useRef(-1);',
    "  useWindowEvent('resize', () => {",
    '    setResizing(true);',
    '    clearTimeout(resizingTimeout.current);',
    '    resizingTimeout.current = window.setTimeout(() => startTransition(() => setResizing(false)), 200);',
    '  });',
    '  useIsomorphicEffect(() => {',
    '    if (atRestFirst.current) {',
    '      atRestFirst.current = false;',
    '      return;',
    '    }',
    '    setResizing(true);',
    '    clearTimeout(disabledTimeout.current);',
    '    disabledTimeout.current = window.setTimeout(() => startTransition(() => setResizing(false)), transitionDuration || 0);',
    '  }, [disabled, transitionDuration]);',
    '  useEffect(() => () => { clearTimeout(resizingTimeout.current); clearTimeout(disabledTimeout.current); }, []);',
    '  return resizing;',
    '}',
  ].join('\n'));

/**
 * Pieces the forms with a budget (contact, sign-up, recovery, the sign-in landings) use that
 * modules of the public group import too: the contact contracts (re-exported by the content
 * contracts), the account card, the check list's ThemeIcon, sign-up's brand icons. Left alone they follow those modules into the public chunk (a group takes its
 * modules' imports along), and each form then loaded that whole chunk for them. Checked by the
 * initial-JS bench (decision 012): a form loading the public chunk shows there.
 */
const formAndPublicPieces = /[\\/](common[\\/]contracts[\\/]contact\.ts$|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|ThemeIcon)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]IconBrand(Facebook|Line)\.mjs$)/;

/**
 * Decision 087: next to each stylesheet with `@font-face` rules that link their font, the same
 * stylesheet without them (`*.late.css`). A server-rendered page declares those faces in its
 * inline critical CSS and imports the late copy after its markup (seo-html.ts `forFirstPaint`):
 * the faces declared a second time made Chromium lay out every line of text again as it arrived.
 */
function lateStylesheets(): Plugin {
  return {
    name: 'kolify-late-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        const late = withoutLinkedFontFaces(css);
        if (late !== css) this.emitFile({ type: 'asset', fileName: lateStylesheetPath(file.fileName), source: late });
      }
    },
  };
}

const apiPrefixes = ['/sv_authauth', '/sv_influ_api', '/sv_package', '/sv_marketer_profile', '/api', '/dev', '/healthz', '/openapi.json', '/sitemap.xml', '/robots.txt', '/MobileApp'];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * `vite build --ssr src/client/ssr.tsx` (npm run build, after the client build): the server's
 * render of the public pages' first screen (decision 028), one self-contained module in
 * dist/.ssr/ that the page handler imports. Everything is bundled, so React runs its production
 * build and the router's server flag comes from the router itself: ssr.tsx loads the route as
 * the server and renders it as the client does (no inline scripts, the same Suspense boundaries).
 */
const ssrBuild = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: fileURLToPath(new URL('./node_modules/@tanstack/router-core/dist/esm/isServer/development.js', import.meta.url)) }] },
  ssr: { noExternal: true },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? { ...ssrBuild, define: { ...ssrBuild.define, __BUILD_ID__: JSON.stringify(buildId) } } : { define: { __BUILD_ID__: JSON.stringify(buildId) } }),
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
    isSsrBuild ? null : buildManifest(),
    appShellRemoveScrollClassNames(),
    appShellWithoutResizeHandle(),
    appShellAtRestWhenHydrated(),
    isSsrBuild ? null : lateStylesheets(),
  ],
  build: isSsrBuild ? ssrBuild.build : {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Fonts are files, never data URLs (decision 087): a linked face costs a page a few hundred
    // bytes of inline CSS and nothing until a character needs it, so every page declares them all.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    // No preload lists in the entry: route chunks fetch their own imports (the router preloads
    // a route on intent), and the first load carries no map of every chunk (decision 012).
    modulePreload: false,
    // dist/.vite/manifest.json: the server writes <link rel="modulepreload"> for each page's
    // route chunk into the HTML it serves instead (src/server/http/page-assets.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every page anyway: one chunk, not
        // dozens of small ones that each pay gzip's start-up cost (docs/decisions/012).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // Route chunks share dozens of modules of a few hundred bytes (cards, state views,
            // Mantine pieces, icons, message modules), and each set of routes sharing some got a
            // chunk of its own: ~25 requests before the home page could paint. What the home page
            // shares with other public pages is one chunk instead (issue 17): home needs all of it,
            // and the others most of it. The rest splits as before.
            { name: 'form-shared', test: formAndPublicPieces },
            { debugName: 'public', name: (id, ctx) => (sharedWithHome(routesImporting(id, ctx)) ? 'public' : null), minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on CI's 2 cores, one file at a
    // time while the other core idles (the last CI: 687 s wall for 686 s of import + tests). The
    // files are independent (each its own server and in-memory database), so use every core
    // (decision 046). `--maxWorkers=1` on the command line still runs them one by one.
    maxWorkers: availableParallelism(),
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
          // Issue 31 (decision 070): the API files share one module graph per worker instead of a
          // new process and a new import of the whole server each (half the CPU on 14 small files).
          // Each file still starts its own server on its own database; the one module-level cache a
          // server could share with the next (public-cache.ts) is emptied by startTestServer.
          // API_ISOLATE=1 gives each file its own process again (to rule the sharing out).
          isolate: process.env.API_ISOLATE === '1',
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
}));
