import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenElementId } from '#common/query-keys';
import { contentPostTranslations, contentPosts } from '#server/db/schema/index';
import { invalidateSeoHtml } from '#server/services/seo-html';
import { cookieNames } from '#server/config';
import { startTestServer, type TestServer } from './harness';

// Issue 17: the served page carries the first screen's data. Each query in it must be exactly
// what the API answers for that query (one way), under the client's key.

const staticDir = mkdtempSync(join(tmpdir(), 'kolify-static-'));
mkdirSync(join(staticDir, 'assets'), { recursive: true });
mkdirSync(join(staticDir, 'builds', 'meta'), { recursive: true });
mkdirSync(join(staticDir, '.vite'), { recursive: true });
writeFileSync(join(staticDir, 'index.html'), '<!doctype html>\n<html lang="th">\n  <head>\n    <title data-boot>Kolify</title>\n  </head>\n  <body><div id="root"><div id="boot"><span></span></div></div>\n    <script type="module" src="/assets/index-1.js"></script>\n  </body>\n</html>\n');
// A stand-in for the built server render (dist/.ssr/ssr.js): it shows the address it was asked
// for and the page of each list it was given. The real render is checked in first-paint.spec.ts.
mkdirSync(join(staticDir, '.ssr'), { recursive: true });
writeFileSync(join(staticDir, '.ssr', 'package.json'), JSON.stringify({ type: 'module' }));
writeFileSync(
  join(staticDir, '.ssr', 'ssr.js'),
  'export const render = async ({ url, queries }) => `<main data-url="${url}">${queries.queries.filter((q) => typeof q.state.data?.page === "number").map((q) => `${q.queryKey[1]}:${q.state.data.page}`).join(" ")}</main>`;\n',
);
writeFileSync(join(staticDir, 'builds', 'latest.json'), JSON.stringify({ buildId: 'b1' }));
writeFileSync(join(staticDir, 'builds', 'meta', 'b1.json'), JSON.stringify({ matcher: { static: { '/th/old': { redirect: '/th/faq' } }, wildcard: {} } }));
writeFileSync(
  join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    '_public-1.js': { file: 'assets/public-1.js', imports: ['index.html'] },
    'src/client/routes/$lang/index.tsx?tsr-split=component---loader': { file: 'assets/home-1.js', imports: ['index.html', '_public-1.js'] },
    'src/client/routes/$lang/articles/detail/$slug.tsx?tsr-split=component---loader': { file: 'assets/article-1.js', imports: ['index.html', '_public-1.js'], css: ['assets/article-1.css'] },
    'src/client/routes/$lang/articles/detail/$slug.tsx?tsr-split=errorComponent---notFoundComponent---pendingComponent': { file: 'assets/article-404-1.js' },
    'src/client/routes/$lang/$.tsx?tsr-split=component': { file: 'assets/splat-1.js' },
    // Routes without chunks of their own here: the server knows a page by its route (issue 26: any other path answers 404).
    'src/client/routes/$lang/articles/index.tsx?tsr-split=component---loader': { file: 'assets/articles-1.js' },
    'src/client/routes/$lang/caseStudy/index.tsx?tsr-split=component---loader': { file: 'assets/case-studies-1.js' },
    'src/client/routes/$lang/caseStudy/detail/$slug.tsx?tsr-split=component---loader': { file: 'assets/case-study-1.js' },
    'src/client/routes/$lang/jobMarketBoard.tsx?tsr-split=component---loader': { file: 'assets/jobs-1.js' },
    'src/client/routes/$lang/Marketer/package/index.tsx?tsr-split=component---loader': { file: 'assets/packages-1.js' },
    'src/client/routes/$lang/Marketer/package/detail/$slug.tsx?tsr-split=component---loader': { file: 'assets/package-1.js' },
    'src/client/routes/$lang/faq.tsx?tsr-split=component---loader': { file: 'assets/faq-1.js' },
    'src/client/routes/$lang/about.tsx?tsr-split=component---loader': { file: 'assets/about-1.js' },
  }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STATIC_DIR: staticDir, PUBLIC_URL: 'https://kolify.example' });
});
afterAll(async () => server.close());

interface Dehydrated {
  queries: { queries: { queryKey: unknown[]; queryHash: string; state: { data: unknown; status: string } }[] };
  routeRules: unknown;
}

async function page(path: string): Promise<{ html: string; screen: Dehydrated }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = new RegExp(`<script type="application/json" id="${firstScreenElementId}">([\\s\\S]*?)</script>`).exec(html);
  expect(match, `first-screen tag in ${path}`).not.toBeNull();
  return { html, screen: JSON.parse(match![1]!) as Dehydrated };
}

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The API call (and the envelope the client's query function unwraps) behind each key. */
function apiFor(key: unknown[]): { url: string; unwrap?: boolean } {
  const [group, name, ...rest] = key as [string, string, ...unknown[]];
  if (group === 'config') return { url: '/sv_influ_api/open/config' };
  const [a, b] = rest as [never, never];
  switch (name) {
    case 'blogs': {
      const { locale, ...params } = a as { locale: string };
      return { url: `/api/blogs/lang/${locale}${query(params)}` };
    }
    case 'caseStudies': {
      const { locale, ...params } = a as { locale: string };
      return { url: `/api/influencer-success-cases/lang/${locale}${query(params)}` };
    }
    case 'blog':
      return { url: `/api/blogs/lang/${a}/slug/${encodeURIComponent(b)}` };
    case 'caseStudy':
      return { url: `/sv_influ_api/open/${a}/casesstudy/${encodeURIComponent(b)}` };
    case 'categories':
      return { url: `/sv_influ_api/open/config/category/${a}`, unwrap: true };
    case 'partners':
      return { url: `/api/middle-config/channels/display-homepage?limit=${a}`, unwrap: true };
    case 'homePackages':
      return { url: `/api/package/home/list?status=publish&page=1&limit=6&perPage=6&locale=${a}` };
    case 'offers':
      return { url: `/sv_package/offer?status=publish&limit=6&page=${b}&locale=${a}` };
    case 'package':
      return { url: `/sv_package/offer/find/${a}/${encodeURIComponent(b)}` };
    case 'publicCampaigns':
      return { url: `/api/campaigns/public/job${query(a)}` };
    case 'faq':
      return { url: `/sv_influ_api/open/${a}/${b}/faq`, unwrap: true };
    case 'page':
      return { url: `/api/pages/${a}/${b}` };
    case 'seo':
      return { url: `/api/seo/page/${a}/${b}` };
    default:
      throw new Error(`no API known for ${JSON.stringify(key)}`);
  }
}

async function expectSameAsApi(screen: Dehydrated) {
  for (const { queryKey, state } of screen.queries.queries) {
    const { url, unwrap } = apiFor(queryKey);
    const response = await fetch(`${server.url}${url}`);
    expect(response.status, url).toBe(200);
    const body = (await response.json()) as { data?: unknown };
    expect(state.status).toBe('success');
    expect(state.data, url).toEqual(unwrap ? body.data : body);
  }
}

const keysOf = (screen: Dehydrated) => screen.queries.queries.map((entry) => entry.queryKey);

describe('the first screen in the served page', () => {
  it('home carries the config, the route rules and every query of its sections, equal to the API answers', async () => {
    for (const lang of ['th', 'en'] as const) {
      const { screen } = await page(`/${lang}`);
      expect(keysOf(screen)).toEqual([
        ['config', 'app'],
        ['content', 'partners', 8],
        ['content', 'homePackages', lang],
        ['content', 'publicCampaigns', { page: 1, perPage: 6 }],
        ['content', 'blogs', { locale: lang, page: 1, perPage: 5 }],
        ['content', 'caseStudies', { locale: lang, page: 1, perPage: 6 }],
        ['content', 'seo', 'home', lang],
      ]);
      expect(screen.routeRules).toEqual({ matcher: { static: { '/th/old': { redirect: '/th/faq' } }, wildcard: {} } });
      await expectSameAsApi(screen);
    }
  });

  it('lists read their search: page and category for articles, filters for the job board, page for packages', async () => {
    const articles = await page('/en/articles?category=5&page=1');
    expect(keysOf(articles.screen)).toContainEqual(['content', 'blogs', { locale: 'en', category: [5], page: 1 }]);
    await expectSameAsApi(articles.screen);

    const jobs = await page('/th/jobMarketBoard?page=1&channel=TIKTOK');
    expect(keysOf(jobs.screen)).toContainEqual(['content', 'publicCampaigns', { page: 1, channel: 'TIKTOK' }]);
    await expectSameAsApi(jobs.screen);

    const packages = await page('/th/Marketer/package?page=2');
    expect(keysOf(packages.screen)).toContainEqual(['content', 'offers', 'th', 2]);
    await expectSameAsApi(packages.screen);

    for (const path of ['/en/faq?for=marketer', '/th/about', '/en/caseStudy']) await expectSameAsApi((await page(path)).screen);
  });

  it('page 2 of a list is server-rendered from page 2’s data, the same as the API’s page 2 (issue 17)', async () => {
    const cases = [
      { path: '/th/articles?page=2', lists: 'blogs:2 caseStudies:2' },
      { path: '/en/caseStudy?category=5&page=2', lists: 'blogs:2 caseStudies:2' },
      { path: '/th/jobMarketBoard?page=2&channel=TIKTOK', lists: 'publicCampaigns:2' },
      { path: '/en/Marketer/package?page=2', lists: 'offers:2' },
    ];
    for (const { path, lists } of cases) {
      const { html, screen } = await page(path);
      expect(html, path).toContain(`<div id="root" data-server-rendered><main data-url="${path}">${lists}</main></div>`);
      await expectSameAsApi(screen);
    }
    // Page 2 is not page 1: its articles are others.
    const first = await page('/th/articles');
    const second = await page('/th/articles?page=2');
    const titles = (screen: Dehydrated) => (screen.queries.queries.find((entry) => entry.queryKey[1] === 'blogs')?.state.data as { data: { title: string }[] }).data.map((post) => post.title);
    expect(titles(second.screen).length).toBeGreaterThan(0);
    expect(titles(second.screen).filter((title) => titles(first.screen).includes(title))).toEqual([]);
  });

  it('a search value the route would refuse carries no list (the client asks, as before)', async () => {
    const { screen } = await page('/th/articles?page=abc');
    expect(keysOf(screen).filter((key) => key[1] === 'blogs')).toEqual([]);
  });

  it('an unknown slug carries no data for it and stays a 404', async () => {
    const response = await fetch(`${server.url}/en/articles/detail/no-such-article`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(firstScreenElementId);
    expect(html).not.toContain('"blog"');
  });

  it('a title with </script> and <!-- stays inside the JSON and reads back unchanged', async () => {
    const list = (await (await fetch(`${server.url}/api/blogs/lang/en?perPage=1`)).json()) as { data: { slug: string }[] };
    const slug = list.data[0]!.slug;
    const title = 'Break </script><script>window.pwned=1</script><!-- & \u2028 "quotes"';
    await server.database.db.update(contentPostTranslations).set({ title }).where(and(eq(contentPostTranslations.locale, 'en'), eq(contentPostTranslations.slug, slug)));
    invalidateSeoHtml(server.database.db);
    const { html, screen } = await page(`/en/articles/detail/${slug}`);
    const blog = screen.queries.queries.find((entry) => entry.queryKey[1] === 'blog');
    expect((blog?.state.data as { title: string }).title).toBe(title);
    // One script element ends where it should: no value closes it or opens a comment.
    const tag = html.slice(html.indexOf(`id="${firstScreenElementId}"`));
    const body = tag.slice(tag.indexOf('>') + 1, tag.indexOf('</script>'));
    expect(body).not.toMatch(/<|>|&|\u2028/);
    expect(html).not.toContain('<script>window.pwned');
  });

  it('preloads the route chunk and its imports, not the entry, and nothing for the route’s error screen', async () => {
    const { html } = await page('/th');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-1.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    invalidateSeoHtml(server.database.db);
    const list = (await (await fetch(`${server.url}/api/blogs/lang/th?perPage=1`)).json()) as { data: { slug: string }[] };
    const article = await page(`/th/articles/detail/${encodeURIComponent(list.data[0]!.slug)}`);
    expect(article.html).toContain('href="/assets/article-1.js"');
    expect(article.html).toContain('<link rel="stylesheet" href="/assets/article-1.css">');
    expect(article.html).not.toContain('article-404-1.js');
  });

  it('the build’s own files in dot folders (the manifest, the server render) are not served', async () => {
    const manifest = await fetch(`${server.url}/.vite/manifest.json`);
    expect(await manifest.text()).not.toContain('home-1.js');
    expect(manifest.headers.get('content-type')).not.toContain('application/json');
    expect(await (await fetch(`${server.url}/.ssr/ssr.js`)).text()).not.toContain('export const render');
  });
});

describe('addresses no page serves, and posts under the other language (issue 26)', () => {
  it('an unknown path answers 404 with the not-found shell; a known one 200', async () => {
    const missing = await fetch(`${server.url}/en/no-such-page/deeper`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await fetch(`${server.url}/en/faq`)).status).toBe(200);
  });

  it('a language we do not serve goes to the stored one (SPEC §2), the rest kept', async () => {
    const language = cookieNames(server.config).language;
    const redirected = await fetch(`${server.url}/fr/x?y=1`, { headers: { cookie: `${language}=en` }, redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/en/x?y=1');
    const indonesian = await fetch(`${server.url}/id/faq`, { headers: { cookie: `${language}=th` }, redirect: 'manual' });
    expect(indonesian.headers.get('location')).toBe('/th/faq');
  });

  it("an article or case study under the other language's prefix with its own slug moves (301) to its alternate", async () => {
    for (const [kind, path] of [['article', 'articles'], ['case_study', 'caseStudy']] as const) {
      const rows = await server.database.db
        .select({ postId: contentPostTranslations.postId, locale: contentPostTranslations.locale, slug: contentPostTranslations.slug })
        .from(contentPostTranslations)
        .innerJoin(contentPosts, eq(contentPosts.id, contentPostTranslations.postId))
        .where(and(eq(contentPosts.kind, kind), eq(contentPosts.status, 'publish')));
      const byPost = new Map<number, Record<string, string>>();
      for (const row of rows) byPost.set(row.postId, { ...byPost.get(row.postId), [row.locale]: row.slug });
      const candidates = [...byPost.values()].filter((slugs) => slugs.th && slugs.en && slugs.th !== slugs.en);
      let moved = 0;
      // A post in a hidden category is not found in either language; every other one moves.
      for (const slugs of candidates.slice(0, 5)) {
        const answer = await fetch(`${server.url}/en/${path}/detail/${encodeURIComponent(slugs.th!)}`, { redirect: 'manual' });
        if (answer.status === 404) continue;
        expect(answer.status, `${kind} ${slugs.th}`).toBe(301);
        expect(answer.headers.get('location')).toBe(`/en/${path}/detail/${encodeURIComponent(slugs.en!)}`);
        moved += 1;
      }
      expect(moved, kind).toBeGreaterThan(0);
      // Its own slug under its own prefix is the page itself.
      expect((await fetch(`${server.url}/th/${path}/detail/${encodeURIComponent(candidates[0]!.th!)}`, { redirect: 'manual' })).status).not.toBe(301);
    }
  });
});
