import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { getAccountQueryOptions, getProfileGeneralQueryOptions } from '#client/features/influencer/api/profile';
import { getSignupConfigQueryOptions } from '#client/features/influencer/api/signup';
import { ProfileForm } from '#client/features/influencer/components/profile-form';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/signUpProfile')({
  loader: async ({ context }) => {
    const [profile, config, account] = await Promise.all([
      context.queryClient.ensureQueryData(getProfileGeneralQueryOptions(context.user.uuid)),
      context.queryClient.ensureQueryData(getSignupConfigQueryOptions()),
      context.queryClient.ensureQueryData(getAccountQueryOptions(context.user.uuid)),
    ]);
    return { profile, config, phoneVerified: account.phoneVerified };
  },
  // The form starts from the loaded profile: fetch it fresh on every visit.
  staleTime: 0,
  head: ({ match }) => pageHead(match, 'influencerSignUpProfile'),
  component: SignUpProfileRoute,
});

function SignUpProfileRoute() {
  const { lang } = Route.useRouteContext();
  const { profile, config, phoneVerified } = Route.useLoaderData();
  return <ProfileForm key={profile.uuid} lang={lang} profile={profile} config={config} phoneVerified={phoneVerified} />;
}
