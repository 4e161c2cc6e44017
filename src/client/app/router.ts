import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
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
