// IBM Plex Sans Thai for both scripts; unicode-range makes the browser fetch only the
// subsets a page uses (Thai, Latin).
import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/500.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@fontsource/ibm-plex-sans-thai/700.css';
import '#client/app/first-screen-styles.css';
import '#client/app/theme.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { isSettled } from '#machines/screens/auth-session';
import { isLocale } from '#common/enums';
import { setLocale } from '#common/paraglide/runtime.js';
import { setTokenCookieName, setUnauthorizedHandler } from '#client/api/client';
import { readCookie } from '#client/api/cookies';
import { appConfigQueryOptions } from '#client/app/app-config';
import { setDeploymentCountry } from '#common/countries';
import { createAuthActor, fetchStatus, type AuthSnapshot } from '#client/app/auth';
import { fetchLatestBuild, installStaleChunkReload, watchForNewBuild } from '#client/app/build-updates';
import { hydrateFirstScreen, readFirstScreen } from '#client/app/first-screen';
import { Providers } from '#client/app/providers';
import { loadRouteRules, provideRouteRules } from '#client/app/route-rules';
import { createAppRouter } from '#client/app/router';
import { firstScreenStylesCarried, loadAllStyles } from '#client/app/styles-on-demand';
import { AuthUnreachable } from '#client/app/screens/auth-unreachable';
import { ErrorScreen } from '#client/app/screens/error-screen';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const container: HTMLElement = rootElement;

const rootOptions = {
  // SPEC §8: an error during mount is logged (and the error screen shows).
  onCaughtError: (error: unknown, info: ErrorInfo) => console.error('[app] error while rendering', error, info.componentStack),
  onUncaughtError: (error: unknown, info: ErrorInfo) => console.error('[app] uncaught error', error, info.componentStack),
  // A hydration mismatch: React renders that part on the client instead; logged to be fixed.
  onRecoverableError: (error: unknown, info: ErrorInfo) => console.error('[app] recoverable error', error, info.componentStack),
};
/** Client rendering; it replaces whatever #root holds (the boot spinner, or markup not hydrated). */
const clientRoot = (): Root => createRoot(container, rootOptions);

/**
 * Marks the document once React has mounted or adopted the page (`<html data-app-started>`):
 * from then on its buttons answer. A server-rendered page is readable long before that
 * (decision 029); the e2e fixture waits for the mark after each page load.
 */
function Started() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-started', '');
  }, []);
  return null;
}

/** Auth changes that matter to guards: settling into a state, or another user. */
const authKey = (snapshot: AuthSnapshot) => (isSettled(snapshot) ? `${String(snapshot.value)}:${snapshot.context.uuid}` : null);

/** Ends the current task: the browser may paint or handle input before the next step (decision 029). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  // Not in the task that evaluated the modules: each long task delays the page's answer to input.
  await nextTask();
  installStaleChunkReload();
  // The rest of Mantine's styles: a screen rendered on the client waits for them; a server-rendered
  // page has what its first screen shows already (decision 029) and fetches them only for another
  // screen (decision 084).
  if (!container.hasAttribute('data-server-rendered')) void loadAllStyles();
  // From here on the routes own the <title> and the page's tags (HeadContent, SeoSync): drop the
  // ones index.html came with (the boot title, or what the server wrote for crawlers) so there is
  // one of each, and so hydration (decision 028) cannot adopt tags that are not React's.
  for (const tag of document.head.querySelectorAll('title, [data-ssr-head]')) tag.remove();
  // Messages shown before the router decides (a failed start) use the path's language.
  const firstSegment = window.location.pathname.split('/')[1];
  setLocale(isLocale(firstSegment) ? firstSegment : 'th', { reload: false });

  const queryClient = new QueryClient({
    // The API client already retries per SPEC §7; Query must not multiply that.
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

  // The page carries the public configuration, the route rules and the first screen's data
  // (issue 17): nothing below waits for a round trip on a public page.
  const firstScreen = readFirstScreen();
  hydrateFirstScreen(queryClient, firstScreen);
  if (firstScreen?.routeRules) provideRouteRules(firstScreen.routeRules);

  // Login status, and (when the page did not carry them) config and route rules, load in
  // parallel. The status never holds up a public page: it renders as a visitor and settles.
  const status = fetchStatus();
  status.catch(() => {}); // handled by the auth actor
  void loadRouteRules();
  let config;
  try {
    config = await queryClient.fetchQuery(appConfigQueryOptions());
  } catch (error) {
    console.error('[app] could not load the configuration', error);
    clientRoot().render(
      <Providers queryClient={queryClient}>
        <ErrorScreen />
        <Started />
      </Providers>,
    );
    return;
  }
  // Issue 30: the deployment's country, once, for every amount, date and phone on every screen.
  setDeploymentCountry(config.country);
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
  await nextTask();
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

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <AuthUnreachable auth={auth} />
      </Providers>
      <Started />
    </StrictMode>
  );
  // A public page the server rendered (decision 028), seen by a visitor: the server rendered it
  // as one. Once the route is loaded (its data is in the cache, its chunk preloaded) the first
  // render is the server's, and React takes the markup over. A likely member's header differs
  // from a visitor's, so their page renders on the client as before.
  if (container.hasAttribute('data-server-rendered') && readCookie(config.cookies.loginFlag) !== 'true') {
    firstScreenStylesCarried(router.state.location.pathname);
    await nextTask();
    await router.load();
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is adopted (decision 029).
    startTransition(() => {
      hydrateRoot(container, app, rootOptions);
    });
  } else {
    await loadAllStyles();
    clientRoot().render(app);
  }
}

void start();
