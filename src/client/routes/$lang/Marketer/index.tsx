import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { leaveSignInWhenSignedIn } from '#client/app/guards';
import { pageHead } from '#client/app/head';
import { MarketerSignInCard } from '#client/features/auth/components/marketer-sign-in-card';
import { MarketerLanding } from '#client/features/marketer/components/marketer-landing';

export const Route = createFileRoute('/$lang/Marketer/')({
  validateSearch: v.object({
    login: v.fallback(v.optional(v.literal(1)), undefined),
    redirect: v.fallback(v.optional(v.string()), undefined),
  }),
  beforeLoad: async ({ search, context }) => {
    // With the sign-in card open, a signed-in marketer continues to `redirect`.
    if (search.login) await leaveSignInWhenSignedIn(context.auth, 'marketer', context.lang, search.redirect);
  },
  head: ({ match }) => pageHead(match, 'marketerLanding'),
  component: MarketerLandingRoute,
});

function MarketerLandingRoute() {
  const { lang } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MarketerLanding
      lang={lang}
      onOpenSignIn={() => void navigate({ search: (previous) => ({ ...previous, login: 1 }) })}
      signIn={search.login ? <MarketerSignInCard lang={lang} redirected={Boolean(search.redirect)} onClose={() => void navigate({ search: {} })} /> : null}
    />
  );
}
