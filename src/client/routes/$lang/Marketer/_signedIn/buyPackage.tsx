import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageHead } from '#client/app/head';
import { BuyPackageScreen } from '#client/features/money/components/package-balance-screen';

export const Route = createFileRoute('/$lang/Marketer/_signedIn/buyPackage')({
  validateSearch: v.object({ slug: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), '')) }),
  head: ({ match }) => pageHead(match, 'marketerBuyPackage'),
  component: RouteComponent,
});

function RouteComponent() {
  const { user, lang } = Route.useRouteContext();
  const { slug } = Route.useSearch();
  return <BuyPackageScreen uuid={user.uuid} lang={lang} slug={slug} />;
}
