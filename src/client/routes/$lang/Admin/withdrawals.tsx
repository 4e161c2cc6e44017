import { isStaffRole } from '#common/enums';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminsOnlyScreen } from '#client/features/admin/components/staff-parts';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';
import { AdminWithdrawalsScreen } from '#client/features/earnings/components/admin-withdrawals-screen';

/** /{lang}/Admin/withdrawals: the staff's withdrawal queue and payout batches (issue 13). */
export const Route = createFileRoute('/$lang/Admin/withdrawals')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminWithdrawalsRoute,
});

function AdminWithdrawalsRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  if (!user || !isStaffRole(user.role)) return <AdminSignInScreen lang={lang} />;
  // Money: admins only (issue 15); the server refuses support as well.
  return user.role === 'admin' ? <AdminWithdrawalsScreen lang={lang} /> : <AdminsOnlyScreen lang={lang} />;
}
