// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firstScreenElementId, jsonForScriptTag, queryKeys } from '#common/query-keys';
import { getArticleQueryOptions } from '#client/features/content/api/get-article';
import { getArticlesQueryOptions } from '#client/features/content/api/get-articles';
import { appConfigQueryOptions } from './app-config';
import { hydrateFirstScreen, readFirstScreen } from './first-screen';

const title = 'Tips </script><script>window.pwned = 1</script><!-- & \u2028 "quoted"';

function pageWith(queries: { queryKey: readonly unknown[]; data: unknown }[]) {
  const client = new QueryClient();
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  // The shape dehydrate() gives, written as the server writes it.
  const state = { mutations: [], queries: client.getQueryCache().getAll().map((query) => ({ queryKey: query.queryKey, queryHash: query.queryHash, state: { ...query.state, dataUpdatedAt: 1 } })) };
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${firstScreenElementId}">${jsonForScriptTag({ queries: state, routeRules: null })}</script><p id="after">after</p>`;
}

describe('the first screen written into the page', () => {
  it('a </script> or <!-- in a title cannot end the element: the JSON reads back unchanged and the page goes on', () => {
    pageWith([{ queryKey: queryKeys.blog('en', 'tips'), data: { title } }]);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById('after')?.textContent).toBe('after');
    const screen = readFirstScreen();
    expect(screen?.queries?.queries[0]?.state.data).toEqual({ title });
  });

  it('hydrates under the keys the client’s query options use, fresh as of now', () => {
    pageWith([
      { queryKey: queryKeys.appConfig(), data: { country: 'TH' } },
      { queryKey: queryKeys.blog('th', 'สวัสดี'), data: { title } },
      // undefined members vanish in JSON; the key still matches (TanStack hashes without them).
      { queryKey: queryKeys.blogs({ locale: 'en', category: undefined, page: 1 }), data: { data: [] } },
    ]);
    const client = new QueryClient();
    const before = Date.now();
    hydrateFirstScreen(client, readFirstScreen());
    expect(client.getQueryData(appConfigQueryOptions().queryKey)).toEqual({ country: 'TH' });
    expect(client.getQueryData(getArticleQueryOptions('th', 'สวัสดี').queryKey)).toEqual({ title });
    expect(client.getQueryData(getArticlesQueryOptions({ locale: 'en', page: 1 }).queryKey)).toEqual({ data: [] });
    expect(client.getQueryState(appConfigQueryOptions().queryKey)?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('a page without the element (or with broken JSON) hydrates nothing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstScreen()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${firstScreenElementId}">{broken</script>`;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(readFirstScreen()).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
