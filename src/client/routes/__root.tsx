import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '#client/app/router-context';
import { ErrorScreen } from '#client/app/screens/error-screen';
import { GlobalLoading } from '#client/app/screens/global-loading';
import { StandaloneNotFoundScreen } from '#client/app/screens/not-found-screen';
import { stylesBeforeRoute } from '#client/app/styles-on-demand';

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <GlobalLoading />
    </>
  );
}

/**
 * SPEC §8: fatal or unhandled errors show the error screen (the "error layout"). They are
 * logged by the React root's onCaughtError (main.tsx), with their component stack.
 */
function RootError() {
  return <ErrorScreen />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Another screen than the server-rendered first one renders with all of Mantine's styles (decision 084).
  beforeLoad: ({ location }) => stylesBeforeRoute(location.pathname),
  head: () => ({ meta: [{ title: 'Kolify' }] }),
  component: RootLayout,
  errorComponent: RootError,
  // Paths outside any language (/fr/x) have no shell to show a 404 in.
  notFoundComponent: StandaloneNotFoundScreen,
});
