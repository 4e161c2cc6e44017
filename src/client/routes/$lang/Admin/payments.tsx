import { isStaffRole } from '#common/enums';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminsOnlyScreen } from '#client/features/admin/components/staff-parts';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';
import { StaffPaymentsScreen } from '#client/features/money/components/staff-payments-screen';

/** /{lang}/Admin/payments: marketers' payments for staff (bank transfers to confirm, refunds). */
export const Route = createFileRoute('/$lang/Admin/payments')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminPaymentsRoute,
});

function AdminPaymentsRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  if (!user || !isStaffRole(user.role)) return <AdminSignInScreen lang={lang} />;
  // Money: admins only (issue 15); the server refuses support as well.
  return user.role === 'admin' ? <StaffPaymentsScreen lang={lang} /> : <AdminsOnlyScreen lang={lang} />;
}
