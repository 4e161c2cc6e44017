import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { MyInfluencersScreen } from '#client/features/influencer/components/my-influencers-screen';

export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers/')({
  head: ({ match }) => pageHead(match, 'influencerMyInfluencers'),
  component: MyInfluencersRoute,
});

function MyInfluencersRoute() {
  const { lang, user } = Route.useRouteContext();
  return <MyInfluencersScreen user={user} lang={lang} />;
}
