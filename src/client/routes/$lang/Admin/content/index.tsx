import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireAdmin } from '#client/app/guards';
import { pageHead } from '#client/app/head';
import { ContentAdminScreen } from '#client/features/content-admin/components/content-admin-screen';

const tabs = ['articles', 'cases', 'faq', 'seo', 'pages', 'packages', 'partners', 'downloads', 'messages'] as const;

/** /{lang}/Admin/content: the content back office (staff only: anyone else signs in at /{lang}/Admin first). */
export const Route = createFileRoute('/$lang/Admin/content/')({
  staticData: { private: true },
  beforeLoad: ({ context, location }) => requireAdmin({ context, location, params: { lang: context.lang } }),
  validateSearch: v.object({ tab: v.optional(v.fallback(v.picklist(tabs), 'articles')) }),
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: ContentAdminRoute,
});

function ContentAdminRoute() {
  const { lang } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  return <ContentAdminScreen lang={lang} tab={tab ?? 'articles'} />;
}
