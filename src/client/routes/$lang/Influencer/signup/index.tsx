import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { useAppConfig } from '#client/app/app-config';
import { getSignupConfigQueryOptions } from '#client/features/influencer/api/signup';
import { SignupWizard } from '#client/features/influencer/components/signup-wizard';
import { Container } from '@mantine/core';

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined);

export const Route = createFileRoute('/$lang/Influencer/signup/')({
  // ?ref= referral code; ?social= ticket after "Continue with …"; ?socialError= when that failed.
  validateSearch: v.object({ ref: text, social: text, socialError: text }),
  loader: ({ context }) => context.queryClient.ensureQueryData(getSignupConfigQueryOptions()),
  head: ({ match }) => pageHead(match, 'influencerSignup'),
  component: SignupRoute,
});

function SignupRoute() {
  const { lang } = Route.useRouteContext();
  const search = Route.useSearch();
  const config = Route.useLoaderData();
  const cookies = useAppConfig().cookies;
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <SignupWizard lang={lang} config={config} cookieNames={{ signupStep: cookies.signupStep, referral: cookies.referral }} referralCode={search.ref} socialTicket={search.social} socialError={search.socialError} />
    </Container>
  );
}
