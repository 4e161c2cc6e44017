import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AcceptConsentScreen } from '#client/features/influencer/components/accept-consent-screen';

export const Route = createFileRoute('/$lang/Influencer/acceptConsent')({
  // ?code= the talent manager's code (their invitation link).
  validateSearch: v.object({ code: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{4,16}$/))), undefined) }),
  head: ({ match }) => pageHead(match, 'influencerAcceptConsent'),
  component: AcceptConsentRoute,
});

function AcceptConsentRoute() {
  const { lang } = Route.useRouteContext();
  const { code } = Route.useSearch();
  const user = useSessionUser();
  return <AcceptConsentScreen lang={lang} code={code ?? ''} user={user?.role === 'influencer' ? user : null} />;
}
