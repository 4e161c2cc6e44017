// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '#machines/screens/auth.machine';
import type { AppConfigResponse } from '#common/contracts/config';
import type { StatusResponse } from '#common/contracts/auth';
import { routeTree } from '../route-tree.gen';
import { appConfigQueryOptions } from './app-config';

const config: AppConfigResponse = {
  country: 'TH',
  currency: 'THB',
  cookies: {
    token: 't_token',
    scope: 't_scope',
    uuid: 't_uuid',
    loginFlag: 't_flag',
    language: 't_lang',
    acceptCookies: 't_accept',
    signupStep: 't_step',
    referral: 't_ref',
    utm: 't_utm',
  },
  ipInfoUrl: 'https://ipinfo.invalid/json',
  buildPollMs: 300_000,
  otpLength: 6,
  uploadMaxBytes: 4_096_000,
  platformFeeBp: 2_000,
  vatBp: 700,
  topUpMinimumMinor: 1_000_00, trackingPixels: {},
  campaignMinimumPriceMinor: 100_00,
  creditValidDays: 365,
  creditAlertDays: 30,
  allowedExternalHosts: [],
  avialable_country: [],
};

let country: string | null = null;

beforeEach(() => {
  country = null;
  document.cookie = 't_lang=; Max-Age=0; Path=/';
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith(config.ipInfoUrl) && country) return new Response(JSON.stringify({ country }), { headers: { 'content-type': 'application/json' } });
      if (url.startsWith(config.ipInfoUrl)) throw new TypeError('network down');
      // Issue 3: the article loader fetches the article; these two exist.
      if (/\/api\/blogs\/lang\/th\/slug\/(good-slug|%E0%B8%95%E0%B8%B1%E0%B9%89%E0%B8%87)$/.test(url)) return new Response(JSON.stringify({ seo: { title: 't', description: 'd' } }), { headers: { 'content-type': 'application/json' } });
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The route whose notFoundComponent shows, if any. */
function notFoundBoundary(router: Awaited<ReturnType<typeof navigateTo>>): string | undefined {
  const matches = router.state.matches as Array<{ routeId: string; status: string; _notFound?: boolean }>;
  return matches.find((match) => match._notFound || match.status === 'notFound')?.routeId;
}

async function navigateTo(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, config);
  const open: StatusResponse = { token: null, scope: 'open', uuid: '', user: null };
  const auth = createActor(authMachine.provide({ actors: { fetchStatus: fromPromise(async () => open) } }), { input: { loginFlag: false } }).start();
  const router = createRouter({
    routeTree,
    context: { auth, queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    pathParamsAllowedCharacters: [':'],
  });
  await router.load();
  await vi.waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

describe('routing guards (SPEC §2 "Route behaviour")', () => {
  it('/ goes to Thai when the country lookup fails, and logs why', async () => {
    const router = await navigateTo('/');
    expect(router.state.location.pathname).toBe('/th');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch country info, defaulting to Thailand');
    expect(document.cookie).toContain('t_lang=th');
  });

  it('/ goes to English for a visitor outside Thailand', async () => {
    country = 'US';
    const router = await navigateTo('/');
    expect(router.state.location.pathname).toBe('/en');
  });

  it('/ follows the stored language before asking the country', async () => {
    country = 'TH';
    document.cookie = 't_lang=en; Path=/';
    const router = await navigateTo('/?utm_source=line');
    expect(router.state.location.href).toBe('/en?utm_source=line');
  });

  it('a page without a language gets the stored one and keeps the rest', async () => {
    document.cookie = 't_lang=en; Path=/';
    const router = await navigateTo('/caseStudy/detail/abc?x=1');
    expect(router.state.location.href).toBe('/en/caseStudy/detail/abc?x=1');
  });

  it('an upper-case language is lowered', async () => {
    const router = await navigateTo('/EN/faq');
    expect(router.state.location.pathname).toBe('/en/faq');
  });

  it('a language we do not serve goes to the stored one, the rest kept (SPEC §2; issue 26)', async () => {
    document.cookie = 't_lang=en; Path=/';
    expect((await navigateTo('/fr/x?y=1')).state.location.href).toBe('/en/x?y=1');
    expect((await navigateTo('/id/faq')).state.location.pathname).toBe('/en/faq');
  });

  it('influencer pages send a visitor to sign in (after the language guard)', async () => {
    const router = await navigateTo('/Influencer/channelAdd');
    expect(router.state.location.href).toBe('/th/Influencer/preLogin/goto:login?redirect=%2Fth%2FInfluencer%2FchannelAdd');
  });

  it('marketer pages open the marketer sign-in card', async () => {
    const router = await navigateTo('/en/Marketer/credit/buy');
    expect(router.state.location.href).toBe('/en/Marketer?login=1&redirect=%2Fen%2FMarketer%2Fcredit%2Fbuy');
  });

  it('an unknown page is the per-language catch-all', async () => {
    const router = await navigateTo('/th/no-such-page');
    expect(router.state.matches.at(-1)?.routeId).toBe('/$lang/$');
  });

  it('a malformed slug is a 404', async () => {
    const router = await navigateTo('/th/articles/detail/bad%20slug!');
    // The article route's own boundary: shown inside the language layout, with its shell.
    expect(notFoundBoundary(router)).toBe('/$lang/articles/detail/$slug');
    expect(notFoundBoundary(await navigateTo('/th/articles/detail/good-slug'))).toBeUndefined();
    // Thai slugs carry vowel and tone marks.
    expect(notFoundBoundary(await navigateTo(`/th/articles/detail/${encodeURIComponent('ตั้ง')}`))).toBeUndefined();
    // A well-formed slug no article has is the 404 screen too.
    expect(notFoundBoundary(await navigateTo('/th/articles/detail/no-such-article'))).toBe('/$lang/articles/detail/$slug');
  });
});
