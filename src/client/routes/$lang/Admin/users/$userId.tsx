import { createFileRoute, notFound } from '@tanstack/react-router';
import { isStaffRole } from '#common/enums';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { StaffUserScreen } from '#client/features/admin/components/staff-user-screen';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin/users/{id}: one member whole, with the status actions (issue 15). */
export const Route = createFileRoute('/$lang/Admin/users/$userId')({
  staticData: { private: true },
  beforeLoad: ({ params }) => {
    if (!/^[0-9a-f-]{36}$/i.test(params.userId)) throw notFound();
  },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminUserRoute,
});

function AdminUserRoute() {
  const { lang } = Route.useRouteContext();
  const { userId } = Route.useParams();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <StaffUserScreen key={userId} lang={lang} userId={userId} /> : <AdminSignInScreen lang={lang} />;
}
