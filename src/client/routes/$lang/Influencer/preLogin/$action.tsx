import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { leaveSignInWhenSignedIn } from '#client/app/guards';
import { pageHead } from '#client/app/head';
import { InfluencerSignInScreen } from '#client/features/auth/components/influencer-sign-in-screen';

/** SPEC §2: Influencer/preLogin/goto:login is the influencer sign-in; other actions are 404. */
const signInAction = 'goto:login';

export const Route = createFileRoute('/$lang/Influencer/preLogin/$action')({
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.string()), undefined) }),
  beforeLoad: async ({ params, search, context }) => {
    if (params.action !== signInAction) return;
    // Signed in (now, or after this page's form succeeds): continue to `redirect`.
    await leaveSignInWhenSignedIn(context.auth, 'influencer', context.lang, search.redirect);
  },
  // In the loader, not beforeLoad: a notFound() from beforeLoad goes to the root, outside the layout.
  loader: ({ params }) => {
    if (params.action !== signInAction) throw notFound();
  },
  // Its own 404 boundary: the screen renders inside the language layout (header, footer, switch);
  // $lang's boundary would replace the whole layout.
  notFoundComponent: NotFoundScreen,
  head: ({ match }) => pageHead(match, 'influencerSignIn'),
  component: InfluencerSignInRoute,
});

function InfluencerSignInRoute() {
  const { lang } = Route.useRouteContext();
  const { redirect } = Route.useSearch();
  return <InfluencerSignInScreen lang={lang} redirected={Boolean(redirect)} />;
}
