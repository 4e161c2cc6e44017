import type { DehydratedState } from '@tanstack/react-query';
import { interestCategories, socialChannelTypes, type Locale } from '#common/enums';
import { firstScreenElementId, jsonForScriptTag, queryKeys, type FaqAudience } from '#common/query-keys';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { DomainError } from '../domain-error';
import { publicAppConfig } from './app-config';
import { getPost, listCategories, listPosts } from './content/articles';
import { listFaq } from './content/faq';
import { listPublicCampaigns } from './content/public-campaigns';
import { findPackage, listPackages } from './content/packages';
import { getSeo, getStaticPage } from './content/pages';
import { listPartners } from './content/partners';

/**
 * What the first screen of a page needs, written into the served HTML (issue 17 "First
 * paint"): the public configuration and the route's public queries, as TanStack Query's
 * dehydrated cache, plus the build's route rules. The client hydrates it before its first
 * render, so a public page paints without waiting for a round trip.
 *
 * One way: each entry is what the API route of that query answers, computed by the same
 * service, under the client's own query key (src/common/query-keys.ts); the client's query
 * functions unwrap `{ data }` envelopes the same way. Nothing user-specific goes in here: the
 * rendered page is cached and shared (seo-html.ts).
 */

export interface FirstScreen {
  queries: DehydratedState;
  routeRules: unknown;
}

type Entry = readonly [queryKey: readonly unknown[], produce: () => Promise<unknown>];

const pageOf = (value: string | null) => {
  // TanStack Router reads search values as JSON (`?page=2` is the number 2); the routes accept 1–1000.
  const page = value === null ? 1 : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : null;
};
const categoryOf = (value: string | null) => {
  if (value === null) return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : null;
};
const pickOf = <T extends string>(allowed: readonly T[], value: string | null) => {
  if (value === null) return undefined;
  // A string search value arrives JSON-quoted when the router wrote it, bare when a person did.
  const bare = value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  return (allowed as readonly string[]).includes(bare) ? (bare as T) : null;
};

/** The route's public queries with their keys, for a path after the language and its search. */
export function routeQueries(db: Executor, locale: Locale, restParts: string[], search: URLSearchParams, now: Date): Entry[] {
  const [first = '', second, third, fourth] = restParts;
  const section = first || 'home';
  // SeoSync (content-chrome) reads the section's entry on every page but the details.
  const seo: Entry = [queryKeys.seo(section, locale), () => getSeo(db, section, locale)];
  const list = (kind: 'article' | 'case_study'): Entry[] => {
    const page = pageOf(search.get('page'));
    const category = categoryOf(search.get('category'));
    if (page === null || category === null) return [];
    const params = { locale, category: category !== undefined ? [category] : undefined, page };
    const query = { page, category: params.category };
    // The list screen reads both lists and its tabs (articles-screen.tsx).
    return [
      [queryKeys.categories(kind === 'article' ? 'blog' : 'casesstudy'), () => listCategories(db, kind === 'article' ? 'blog' : 'casestudy')],
      [queryKeys.blogs(params), () => listPosts(db, 'article', locale, query)],
      [queryKeys.caseStudies(params), () => listPosts(db, 'case_study', locale, query)],
      seo,
    ];
  };

  if (restParts.length === 0) {
    return [
      [queryKeys.partners(8), () => listPartners(db, 8)],
      [queryKeys.homePackages(locale), () => listPackages(db, locale, 'publish', { page: 1, perPage: 6 })],
      [queryKeys.publicCampaigns({ page: 1, perPage: 6 }), () => listPublicCampaigns(db, { page: 1, perPage: 6 }, now)],
      [queryKeys.blogs({ locale, page: 1, perPage: 5 }), () => listPosts(db, 'article', locale, { page: 1, perPage: 5 })],
      [queryKeys.caseStudies({ locale, page: 1, perPage: 6 }), () => listPosts(db, 'case_study', locale, { page: 1, perPage: 6 })],
      seo,
    ];
  }
  if ((first === 'articles' || first === 'caseStudy') && restParts.length === 1) return list(first === 'articles' ? 'article' : 'case_study');
  if (first === 'articles' && second === 'detail' && third && restParts.length === 3) return [[queryKeys.blog(locale, third), () => getPost(db, 'article', locale, third)]];
  if (first === 'caseStudy' && second === 'detail' && third && restParts.length === 3) return [[queryKeys.caseStudy(locale, third), () => getPost(db, 'case_study', locale, third)]];
  if (first === 'jobMarketBoard' && restParts.length === 1) {
    const page = pageOf(search.get('page'));
    const channel = pickOf(socialChannelTypes, search.get('channel'));
    const category = pickOf(interestCategories, search.get('category'));
    if (page === null || channel === null || category === null) return [seo];
    const query = { page, channel, category };
    return [[queryKeys.publicCampaigns(query), () => listPublicCampaigns(db, query, now)], [queryKeys.categories('casesstudy'), () => listCategories(db, 'casestudy')], seo];
  }
  if (first === 'Marketer' && second === 'package' && restParts.length === 2) {
    const page = pageOf(search.get('page'));
    return page === null ? [seo] : [[queryKeys.offers(locale, page), () => listPackages(db, locale, 'publish', { limit: 6, page })], seo];
  }
  if (first === 'Marketer' && second === 'package' && third === 'detail' && fourth && restParts.length === 4) return [[queryKeys.package(locale, fourth), () => findPackage(db, locale, fourth)]];
  if (first === 'faq' && restParts.length === 1) {
    const audience = pickOf<FaqAudience>(['influencer', 'marketer'], search.get('for')) ?? 'influencer';
    return [[queryKeys.faq(locale, audience), () => listFaq(db, audience, locale, undefined, now)], seo];
  }
  if ((first === 'about' || first === 'privacy' || first === 'termsOfUse') && restParts.length === 1) return [[queryKeys.staticPage(first, locale), () => getStaticPage(db, first, locale)], seo];
  return /^[A-Za-z][\w-]{0,60}$/.test(section) ? [seo] : [];
}

/**
 * The pages whose first screen the server also renders to HTML (decision 028): public pages
 * that carry their data above, the same for every visitor. Signed-in screens stay client-rendered.
 */
export function isServerRenderedPage(restParts: string[]): boolean {
  return /^(|articles|caseStudy|(articles|caseStudy)\/detail\/[^/]+|jobMarketBoard|faq|about|privacy|termsOfUse|Influencer|Marketer|Marketer\/package|Marketer\/package\/detail\/[^/]+)$/.test(restParts.join('/'));
}

/**
 * The dehydrated cache for a page. A query whose read fails as not found (an unknown slug) is
 * left out: the client asks for it and shows its 404 screen as before.
 */
export async function firstScreenFor(db: Executor, config: Config, locale: Locale, restParts: string[], search: URLSearchParams, routeRules: unknown, now: Date): Promise<FirstScreen> {
  // Loaded with the first page, not at start (a fifth of a second of CPU; issue 28's start-up).
  const { dehydrate, QueryClient } = await import('@tanstack/react-query');
  const client = new QueryClient();
  const entries: Entry[] = [[queryKeys.appConfig(), () => publicAppConfig(db, config, now)], ...routeQueries(db, locale, restParts, search, now)];
  for (const [queryKey, produce] of entries) {
    try {
      // The JSON round trip gives the data exactly the shape the API's JSON answer has (dates as strings).
      client.setQueryData(queryKey, JSON.parse(JSON.stringify(await produce())));
    } catch (error) {
      if (!(error instanceof DomainError && error.type !== 'internal')) throw error;
    }
  }
  const queries = dehydrate(client);
  client.clear();
  return { queries, routeRules };
}

/** The script tag carrying the first screen: JSON, never run, escaped for HTML. */
export function firstScreenTag(screen: FirstScreen): string {
  return `<script type="application/json" id="${firstScreenElementId}">${jsonForScriptTag(screen)}</script>`;
}
