import { isStaffRole } from '#common/enums';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '#client/app/head';
import { useSessionUser } from '#client/app/use-auth';
import { AdminSignInScreen } from '#client/features/auth/components/admin-sign-in-screen';
import { ReviewQueueScreen } from '#client/features/channels/components/review-queue';

/** /{lang}/Admin/channels: the staff review queue of manual channels. */
export const Route = createFileRoute('/$lang/Admin/channels')({
  staticData: { private: true },
  head: ({ match }) => pageHead(match, 'admin', { noindex: true }),
  component: AdminChannelsRoute,
});

function AdminChannelsRoute() {
  const { lang } = Route.useRouteContext();
  const user = useSessionUser();
  return user && isStaffRole(user.role) ? <ReviewQueueScreen lang={lang} /> : <AdminSignInScreen lang={lang} />;
}
