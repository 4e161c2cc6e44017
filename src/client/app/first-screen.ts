import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { firstScreenElementId } from '#common/query-keys';

/**
 * The first screen's data the server wrote into the page (src/server/services/first-screen.ts):
 * the public configuration and the route's public queries. Hydrated before the first render,
 * so a public page paints without waiting for its API calls.
 */
interface FirstScreen {
  queries?: DehydratedState;
  routeRules?: unknown;
}

export function readFirstScreen(doc: Document = document): FirstScreen | null {
  const element = doc.getElementById(firstScreenElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreen;
  } catch (error) {
    console.error('[app] the first-screen data could not be read', error);
    return null;
  }
}

/** Hydrates the cache; the data counts as fetched now (the server's clock may differ from ours). */
export function hydrateFirstScreen(queryClient: QueryClient, screen: FirstScreen | null): void {
  if (!screen?.queries) return;
  const now = Date.now();
  const queries = screen.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } }));
  hydrate(queryClient, { ...screen.queries, queries });
}
