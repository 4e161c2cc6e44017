import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './logger';
import { lateStylesheetPath } from './services/critical-css';
import { stylesheetLink, type PageAssets, type RouteFiles } from './services/seo-html';

/**
 * What the page handler takes from the built SPA, read once at start: index.html, the build's
 * route rules, and Vite's manifest, from which each path learns its route's chunk and that
 * chunk's static imports (issue 17): module preloads on a page the client renders, the loader's
 * list on a server-rendered one (decision 029). Without them the browser only
 * learns of the route chunk once the entry script has run, then of its imports once that chunk
 * has arrived: two round trips more before the first screen.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteChunk {
  /** Route path segments after $lang, pathless layouts (`_signedIn`) left out. */
  segments: string[];
  key: string;
}

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

/** `src/client/routes/$lang/articles/detail/$slug.tsx?tsr-split=component` → articles, detail, $slug. */
export function routeSegments(key: string): string[] | null {
  const match = /^src\/client\/routes\/\$lang\/(.+)\.tsx\?tsr-split=(.+)$/.exec(key);
  // The chunk with the route's component (and loader); not the one of its error/404 screens.
  if (!match || !/(^|-)component(-|$)/.test(match[2]!)) return null;
  const parts = match[1]!.split('/').filter((part) => !part.startsWith('_'));
  if (parts.at(-1) === 'index' || parts.at(-1) === 'route') parts.pop();
  return parts;
}

/** The best route for a path: every segment matches, literal segments beat parameters; the splat last. */
export function matchRoute(routes: RouteChunk[], restParts: string[]): RouteChunk | null {
  let best: { route: RouteChunk; score: number } | null = null;
  for (const route of routes) {
    const { segments } = route;
    let score = 0;
    if (segments.length === 1 && segments[0] === '$') score = 0;
    else if (segments.length !== restParts.length) continue;
    else {
      let matches = true;
      for (const [index, segment] of segments.entries()) {
        if (segment === restParts[index]) score += 2;
        else if (segment.startsWith('$')) score += 1;
        else matches = false;
      }
      if (!matches) continue;
      score += 1;
    }
    if (!best || score > best.score) best = { route, score };
  }
  return best?.route ?? null;
}

const noFiles: RouteFiles = { styles: [], scripts: [] };

/**
 * Whether a route of the build serves the path (the catch-all `$` is the not-found screen): from
 * the same manifest chunks as the route files. Without a manifest every path is taken as known.
 */
export function knownRouteFrom(manifest: Manifest | null): (restParts: string[]) => boolean {
  if (!manifest) return () => true;
  const routes: RouteChunk[] = [];
  for (const key of Object.keys(manifest)) {
    const segments = routeSegments(key);
    if (segments && !(segments.length === 1 && segments[0] === '$')) routes.push({ segments, key });
  }
  // The error screen's route sits beside the language layout (`$lang_.error.tsx`), outside its folder.
  routes.push({ segments: ['error'], key: 'error' });
  return (restParts) => matchRoute(routes, restParts) !== null;
}

export function routeFilesFrom(manifest: Manifest | null): (restParts: string[]) => RouteFiles {
  if (!manifest) return () => noFiles;
  const routes: RouteChunk[] = [];
  for (const key of Object.keys(manifest)) {
    const segments = routeSegments(key);
    if (segments) routes.push({ segments, key });
  }
  const known = new Map<string, RouteFiles>();
  return (restParts) => {
    const route = matchRoute(routes, restParts);
    if (!route) return noFiles;
    let found = known.get(route.key);
    if (found === undefined) {
      // The chunk and everything it imports statically, the entry excepted (index.html loads it).
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || chunk.isEntry || scripts.has(`/${chunk.file}`)) return;
        scripts.add(`/${chunk.file}`);
        for (const css of chunk.css ?? []) styles.add(`/${css}`);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(route.key);
      found = { styles: [...styles], scripts: [...scripts] };
      known.set(route.key, found);
    }
    return found;
  };
}

/** A render slower than this is not waited for: the page goes out without markup. */
const renderTimeoutMs = 2_000;
/**
 * Renders run one at a time (ssr.tsx); with this many already in flight a page goes out without
 * markup at once, rather than queueing behind them (a busy moment must not turn every page into
 * a timed-out wait).
 */
const maxRendersInFlight = 3;

type RenderScreen = PageAssets['renderScreen'];

/**
 * The server render built by `npm run build` (dist/.ssr/ssr.js, src/client/ssr.tsx), imported
 * when the server starts. A failure or a slow render is logged and the page goes out as the SPA
 * shell: a rendering problem never turns into a 5xx.
 */
export function screenRenderer(modulePath: string, log: Pick<Logger, 'error'>): RenderScreen {
  if (!existsSync(modulePath)) return () => Promise.resolve(null);
  const loaded = import(pathToFileURL(modulePath).href) as Promise<{ render: RenderScreen }>;
  loaded.catch((error: unknown) => log.error({ err: error, modulePath }, 'the server render could not be loaded; pages go out without markup'));
  let inFlight = 0;
  return async (input) => {
    if (inFlight >= maxRendersInFlight) return null;
    inFlight += 1;
    let timer: NodeJS.Timeout | undefined;
    try {
      const { render } = await loaded;
      const rendering = render(input);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`rendering took over ${renderTimeoutMs} ms`)), renderTimeoutMs);
      });
      return await Promise.race([rendering, timeout]);
    } catch (error) {
      log.error({ err: error, url: input.url }, 'server render failed; serving the page without markup');
      return null;
    } finally {
      clearTimeout(timer);
      inFlight -= 1;
    }
  };
}

export function loadPageAssets(staticDir: string, log: Pick<Logger, 'error'>): PageAssets | null {
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const latest = readJson(join(staticDir, 'builds', 'latest.json')) as { buildId?: unknown } | null;
  const routeRules = typeof latest?.buildId === 'string' ? readJson(join(staticDir, 'builds', 'meta', `${latest.buildId}.json`)) : null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const stylesheets: Record<string, string> = {};
  const lateStylesheets: Record<string, string> = {};
  for (const [, href] of indexHtml.matchAll(stylesheetLink)) {
    const file = join(staticDir, href!);
    if (existsSync(file)) stylesheets[href!] = readFileSync(file, 'utf8');
    // The copy without its linked font faces, when the build wrote one (decision 087).
    if (existsSync(join(staticDir, lateStylesheetPath(href!)))) lateStylesheets[href!] = lateStylesheetPath(href!);
  }
  return {
    indexHtml,
    stylesheets,
    lateStylesheets,
    routeRules,
    routeFiles: routeFilesFrom(readJson(join(staticDir, '.vite', 'manifest.json')) as Manifest | null),
    knownRoute: knownRouteFrom(readJson(join(staticDir, '.vite', 'manifest.json')) as Manifest | null),
    renderScreen: screenRenderer(join(staticDir, '.ssr', 'ssr.js'), log),
  };
}
