import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '#common/enums';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { StaffUsersScreen } from '#client/features/admin/components/staff-users-screen';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin/users: find a member (issue 15). */
export const Route = createFileRoute('/$lang/Admin/users/')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminUsersRoute,
});

function AdminUsersRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <StaffUsersScreen lang={lang} /> : <AdminSignInScreen lang={lang} />;
}
