import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { ContactScreen } from '#client/features/content/components/contact-form';

export const Route = createFileRoute('/$lang/partnership')({
  head: ({ match }) => pageHead(match, 'partnership'),
  component: RouteComponent,
});

function RouteComponent() {
  const { lang } = Route.useRouteContext();
  return <ContactScreen lang={lang} kind="partnership" />;
}
