import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { StyleguideScreen } from '#client/features/content/components/styleguide-screen';

export const Route = createFileRoute('/$lang/styleguide')({
  head: ({ match }) => pageHead(match, 'styleguide'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <StyleguideScreen lang={lang} />;
}
