import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '#common/enums';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { StaffAuditScreen } from '#client/features/admin/components/staff-audit-screen';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin/audit: the audit log of staff actions (issue 15). */
export const Route = createFileRoute('/$lang/Admin/audit')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminAuditRoute,
});

function AdminAuditRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <StaffAuditScreen lang={lang} /> : <AdminSignInScreen lang={lang} />;
}
