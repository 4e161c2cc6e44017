import { StrictMode } from 'react';
// The edge build: react-dom's Node build keeps each render in an AsyncLocalStorage, and on Node 20
// the first run() turns on a promise hook for the life of the process, so every promise of every
// later request (a cached page, a JSON read) paid for it. The edge build renders the same markup
// and uses a request store only where AsyncLocalStorage is a global (not Node); it serves the
// resource hints (preload/preinit) a component calls outside rendering, which none here does
// (issue 31, decision 078).
import { prerender } from 'react-dom/static.edge';
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { authMachine } from '#machines/screens/auth.machine';
import type { Locale } from '#common/enums';
import { setLocale } from '#common/paraglide/runtime.js';
import { Providers } from '#client/app/providers';
import { provideRouteRules } from '#client/app/route-rules';
import { createAppRouter } from '#client/app/router';

/**
 * The server's render of a public page's first screen (issue 17 "First paint", decision 028),
 * built by `npm run build` into dist/.ssr/ and loaded by the page handler (seo-html.ts). The
 * tree is main.tsx's, rendered as a visitor from the same dehydrated queries the page carries,
 * so the client's first render (hydrateRoot) produces the same markup.
 */

export interface RenderInput {
  /** Path and search, e.g. /en/articles?page=2. */
  url: string;
  locale: Locale;
  queries: DehydratedState;
  routeRules: unknown;
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * The HTML for inside #root, or null when the route redirects or is not found (the client
 * handles those). One render at a time: the locale is a global of Paraglide's runtime, and a
 * render waits for lazy components (the side menu), so two could otherwise interleave.
 */
export function render(input: RenderInput): Promise<string | null> {
  const next = previous.then(() => renderOne(input));
  // The next render never waits longer than a render may take: one that hangs (a screen that
  // suspends on something the server never has) must not hold up every page after it.
  previous = Promise.race([next, new Promise((resolve) => setTimeout(resolve, renderBudgetMs))]).catch(() => {});
  return next;
}

/** What one render may take; past it, it is aborted (the page handler stops waiting at 2 s). */
const renderBudgetMs = 1_500;

async function renderOne({ url, locale, queries, routeRules }: RenderInput): Promise<string | null> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  hydrate(queryClient, queries);
  provideRouteRules(routeRules);
  // A visitor whose status call has not answered: the client's first render (no login flag)
  // is the same. Never started, so no call goes out.
  const auth = createActor(authMachine, { input: { loginFlag: false } });
  const router = createAppRouter({ auth, queryClient }, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // A redirect leaves no matches; a 404 or an error leaves a match in that state.
  const { matches } = router.state;
  if (matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;
  // The client renders Suspense boundaries and no inline scripts (the CSP forbids them): the
  // server's tree must be the same, so it renders as the client router once the data is loaded.
  // (Its cache of built links exists on the client only.)
  Object.assign(router, { isServer: false, staticLocations: new WeakMap() });
  setLocale(locale, { reload: false });
  try {
    // prerender, unlike renderToString, waits for lazy components: their markup is there too.
    const { prelude } = await prerender(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
      { signal: AbortSignal.timeout(renderBudgetMs) },
    );
    // The route's <title>, meta and links come first: the server wrote them into <head> already.
    return (await new Response(prelude).text()).replace(/^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/, '');
  } finally {
    queryClient.clear();
  }
}
