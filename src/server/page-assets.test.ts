import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, routeFilesFrom, routeSegments, screenRenderer } from './page-assets';

describe('routeSegments', () => {
  it('reads the route path of a component chunk, without pathless layouts or index', () => {
    expect(routeSegments('src/client/routes/$lang/index.tsx?tsr-split=component---loader')).toEqual([]);
    expect(routeSegments('src/client/routes/$lang/articles/detail/$slug.tsx?tsr-split=component---loader')).toEqual(['articles', 'detail', '$slug']);
    expect(routeSegments('src/client/routes/$lang/Influencer/_signedIn/dashboard.tsx?tsr-split=component')).toEqual(['Influencer', 'dashboard']);
    expect(routeSegments('src/client/routes/$lang/articles/detail/$slug.tsx?tsr-split=errorComponent---notFoundComponent')).toBeNull();
    expect(routeSegments('src/client/features/content/components/job-card.tsx')).toBeNull();
  });
});

describe('matchRoute', () => {
  const routes = [[], ['articles'], ['articles', 'detail', '$slug'], ['Marketer', 'package', 'detail', '$slug'], ['Marketer', 'package'], ['$']].map((segments) => ({ segments, key: segments.join('/') }));
  it('literal segments beat parameters; anything else is the splat', () => {
    expect(matchRoute(routes, [])?.key).toBe('');
    expect(matchRoute(routes, ['articles', 'detail', 'x'])?.key).toBe('articles/detail/$slug');
    expect(matchRoute(routes, ['Marketer', 'package'])?.key).toBe('Marketer/package');
    expect(matchRoute(routes, ['nowhere', 'at', 'all'])?.key).toBe('$');
  });
});

describe('routeFilesFrom', () => {
  it('lists the route chunk and its static imports once, never the entry, and their stylesheets', () => {
    const files = routeFilesFrom({
      'index.html': { file: 'assets/index.js', isEntry: true },
      _shared: { file: 'assets/shared.js', imports: ['index.html', '_deep'], css: ['assets/shared.css'] },
      _deep: { file: 'assets/deep.js', imports: ['_shared'] },
      'src/client/routes/$lang/faq.tsx?tsr-split=component---loader': { file: 'assets/faq.js', imports: ['index.html', '_shared', '_deep'] },
    });
    expect(files(['faq'])).toEqual({ scripts: ['/assets/faq.js', '/assets/shared.js', '/assets/deep.js'], styles: ['/assets/shared.css'] });
    expect(files(['unknown'])).toEqual({ scripts: [], styles: [] });
    expect(routeFilesFrom(null)(['faq'])).toEqual({ scripts: [], styles: [] });
  });
});

describe('screenRenderer', () => {
  const input = { url: '/en/articles', locale: 'en' as const, queries: { mutations: [], queries: [] }, routeRules: null };
  const moduleWith = (source: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'kolify-ssr-')), 'ssr.mjs');
    writeFileSync(file, source);
    return file;
  };

  it('returns the markup of the built module', async () => {
    const log = { error: vi.fn() };
    const render = screenRenderer(moduleWith('export const render = async ({ url }) => `<main>${url}</main>`;'), log);
    await expect(render(input)).resolves.toBe('<main>/en/articles</main>');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('without a build, or when the render throws, the page goes out without markup (logged)', async () => {
    const log = { error: vi.fn() };
    await expect(screenRenderer('/nowhere/ssr.js', log)(input)).resolves.toBeNull();
    await expect(screenRenderer(moduleWith('export const render = async () => { throw new Error("boom"); };'), log)(input)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ url: '/en/articles' });
  });
});
