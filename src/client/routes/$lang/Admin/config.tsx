import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '#common/enums';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { StaffConfigScreen } from '#client/features/admin/components/staff-config-screen';
import { AdminsOnlyScreen } from '#client/features/admin/components/staff-parts';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin/config: the platform configuration (admins only; issue 15). */
export const Route = createFileRoute('/$lang/Admin/config')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminConfigRoute,
});

function AdminConfigRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  if (!user || !isStaffRole(user.role)) return <AdminSignInScreen lang={lang} />;
  return user.role === 'admin' ? <StaffConfigScreen lang={lang} /> : <AdminsOnlyScreen lang={lang} />;
}
