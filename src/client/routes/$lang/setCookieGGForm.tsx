import { createFileRoute } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { pageHead } from '#client/app/head';
import { appConfigQueryOptions } from '#client/app/app-config';
import { getExternalFormQueryOptions } from '#client/features/content/api/get-external-form';
import { SetCookieGgFormScreen } from '#client/features/content/components/set-cookie-gg-form-screen';

export const Route = createFileRoute('/$lang/setCookieGGForm')({
  loader: async ({ context }) => {
    const [config, form] = await Promise.all([context.queryClient.ensureQueryData(appConfigQueryOptions()), context.queryClient.ensureQueryData(getExternalFormQueryOptions())]);
    return { allowedHosts: config.allowedExternalHosts, cookies: config.cookies, formUrl: form.url };
  },
  head: ({ match }) => pageHead(match, 'setCookieGGForm', { noindex: true }),
  component: RouteComponent,
});

function RouteComponent() {
  const { allowedHosts, cookies, formUrl } = Route.useLoaderData();
  const { lang } = Route.useParams();
  return <SetCookieGgFormScreen lang={lang as Locale} formUrl={formUrl} allowedHosts={allowedHosts} cookies={cookies} />;
}
