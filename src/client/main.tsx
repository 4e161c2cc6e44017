// IBM Plex Sans Thai for both scripts; unicode-range makes the browser fetch only the
// subsets a page uses (Thai, Latin).
import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/500.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@fontsource/ibm-plex-sans-thai/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '#client/app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isSettled } from '#machines/auth.machine';
import { isLocale } from '#common/enums';
import { setLocale } from '#common/paraglide/runtime.js';
import { setTokenCookieName, setUnauthorizedHandler } from '#client/api/client';
import { readCookie } from '#client/api/cookies';
import { appConfigQueryOptions } from '#client/app/app-config';
import { createAuthActor, fetchStatus, type AuthSnapshot } from '#client/app/auth';
import { fetchLatestBuild, installStaleChunkReload, watchForNewBuild } from '#client/app/build-updates';
import { Providers } from '#client/app/providers';
import { loadRouteRules } from '#client/app/route-rules';
import { createAppRouter } from '#client/app/router';
import { ErrorScreen } from '#client/app/screens/error-screen';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const root = createRoot(container, {
  // SPEC §8: an error during mount is logged (and the error screen shows).
  onCaughtError: (error, info) => console.error('[app] error while rendering', error, info.componentStack),
  onUncaughtError: (error, info) => console.error('[app] uncaught error', error, info.componentStack),
});

/** Auth changes that matter to guards: settling into a state, or another user. */
const authKey = (snapshot: AuthSnapshot) => (isSettled(snapshot) ? `${String(snapshot.value)}:${snapshot.context.uuid}` : null);

async function start() {
  installStaleChunkReload();
  // From here on the routes own the <title> (HeadContent); drop the one index.html came with
  // (the boot title, or the page's title the server wrote for crawlers) so there is one.
  for (const title of document.head.querySelectorAll('title')) title.remove();
  // Messages shown before the router decides (a failed start) use the path's language.
  const firstSegment = window.location.pathname.split('/')[1];
  setLocale(isLocale(firstSegment) ? firstSegment : 'th', { reload: false });

  const queryClient = new QueryClient({
    // The API client already retries per SPEC §7; Query must not multiply that.
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

  // Config, login status and route rules load in parallel.
  const status = fetchStatus();
  status.catch(() => {}); // handled by the auth actor
  void loadRouteRules();
  let config;
  try {
    config = await queryClient.fetchQuery(appConfigQueryOptions());
  } catch (error) {
    console.error('[app] could not load the configuration', error);
    root.render(
      <Providers queryClient={queryClient}>
        <ErrorScreen />
      </Providers>,
    );
    return;
  }
  const storedLanguage = readCookie(config.cookies.language);
  if (!isLocale(firstSegment) && isLocale(storedLanguage)) setLocale(storedLanguage, { reload: false });
  setTokenCookieName(config.cookies.token);

  // The one auth actor (STYLE §6), in router context; guards re-run when it settles anew.
  const auth = createAuthActor(config, status);
  auth.start();
  // A 401 from any call means the session is gone: the guards then send the user to sign in.
  setUnauthorizedHandler(() => {
    if (auth.getSnapshot().matches('signedIn')) auth.send({ type: 'auth.expired' });
  });
  const router = createAppRouter({ auth, queryClient });
  let lastKey = authKey(auth.getSnapshot());
  auth.subscribe((snapshot) => {
    const key = authKey(snapshot);
    if (key !== null && key !== lastKey) {
      lastKey = key;
      void router.invalidate();
    }
  });

  // SPEC §4: a new build seen by polling turns the next navigation into a page load.
  if (import.meta.env.PROD) {
    let newBuild = false;
    watchForNewBuild({ currentBuildId: __BUILD_ID__, intervalMs: config.buildPollMs, fetchLatest: fetchLatestBuild, onNewBuild: () => (newBuild = true) });
    router.subscribe('onBeforeNavigate', (event) => {
      if (newBuild && event.pathChanged) window.location.assign(event.toLocation.href);
    });
  }

  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
