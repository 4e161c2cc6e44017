import { isStaffRole } from '#common/enums';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { leaveSignInWhenSignedIn } from '#client/app/guards';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminHome } from '#client/features/admin/components/admin-home';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin: staff sign-in while signed out, else the back-office shell; with `redirect`, back to the guarded page once signed in. */
export const Route = createFileRoute('/$lang/Admin/')({
  staticData: { private: true },
  validateSearch: v.object({ redirect: v.fallback(v.optional(v.string()), undefined) }),
  beforeLoad: async ({ search, context }) => {
    if (search.redirect) await leaveSignInWhenSignedIn(context.auth, 'admin', context.lang, search.redirect);
  },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminRoute,
});

function AdminRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <AdminHome user={user} /> : <AdminSignInScreen lang={lang} />;
}
