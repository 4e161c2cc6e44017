import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { HomeScreen } from '#client/features/public/components/home-screen';
import { HomeContentSections } from '#client/features/content/components/home-sections';

export const Route = createFileRoute('/$lang/')({
  head: ({ match }) => pageHead(match, 'home'),
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  return (
    <>
      <HomeScreen lang={lang} />
      <HomeContentSections lang={lang} />
    </>
  );
}
