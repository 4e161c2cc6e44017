import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';
import { ContentAdminScreen } from '#client/features/content-admin/components/content-admin-screen';

const tabs = ['articles', 'cases', 'faq', 'seo', 'pages', 'packages', 'partners', 'downloads', 'messages'] as const;

/** /{lang}/Admin/content: the content back office (staff only; signed-out staff sign in here). */
export const Route = createFileRoute('/$lang/Admin/content/')({
  staticData: { private: true },
  validateSearch: v.object({ tab: v.optional(v.fallback(v.picklist(tabs), 'articles')) }),
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: ContentAdminRoute,
});

function ContentAdminRoute() {
  const { lang } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  const user = useSessionUser();
  return user?.role === 'admin' ? <ContentAdminScreen lang={lang} tab={tab ?? 'articles'} /> : <AdminSignInScreen lang={lang} />;
}
