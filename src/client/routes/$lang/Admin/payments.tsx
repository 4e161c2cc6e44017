import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
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
  return user?.role === 'admin' ? <StaffPaymentsScreen lang={lang} /> : <AdminSignInScreen lang={lang} />;
}
