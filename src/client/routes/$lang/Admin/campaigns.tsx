import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '#common/enums';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { StaffCampaignsScreen } from '#client/features/admin/components/staff-campaigns-screen';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';

/** /{lang}/Admin/campaigns: public campaigns, hidden from the board by staff for brand safety (issue 32). */
export const Route = createFileRoute('/$lang/Admin/campaigns')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminCampaignsRoute,
});

function AdminCampaignsRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <StaffCampaignsScreen lang={lang} /> : <AdminSignInScreen lang={lang} />;
}
