import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from './router-context';

/** `history`: the browser's by default; the server's render (ssr.tsx) passes a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query; the router needs no cache of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // SPEC §2 keeps the colon in /Influencer/preLogin/goto:login.
    pathParamsAllowedCharacters: [':'],
    defaultPendingMs: 300,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Signed-in areas: no public footer, `noindex`. */
    private?: boolean;
  }
}
