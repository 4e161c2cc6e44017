import { isStaffRole } from '#common/enums';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminsOnlyScreen } from '#client/features/admin/components/staff-parts';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';
import { BankReviewQueueScreen } from '#client/features/earnings/components/bank-review-queue';

/** /{lang}/Admin/bankAccounts: the staff review queue of influencers' bank accounts (issue 13). */
export const Route = createFileRoute('/$lang/Admin/bankAccounts')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminBankAccountsRoute,
});

function AdminBankAccountsRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  if (!user || !isStaffRole(user.role)) return <AdminSignInScreen lang={lang} />;
  // Money: admins only (issue 15); the server refuses support as well.
  return user.role === 'admin' ? <BankReviewQueueScreen lang={lang} /> : <AdminsOnlyScreen lang={lang} />;
}
