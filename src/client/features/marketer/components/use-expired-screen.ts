import { useAppConfig } from '#client/app/app-config';
import { useExpiredCredits } from '../api/get-expired-credits';
import { useMarketerDashboard } from '../api/get-marketer-dashboard';

/**
 * The expired-credit page: the lots that expired with their total, the credit held and what
 * expires soon (from the dashboard), and the configured days (issue 32) the rules quote.
 */
export function useExpiredScreen(uuid: string) {
  const dashboard = useMarketerDashboard();
  const expired = useExpiredCredits(uuid);
  const { creditValidDays, creditAlertDays } = useAppConfig();
  const lots = expired.data?.data ?? [];
  return {
    dashboard,
    expired,
    isPending: dashboard.isPending || expired.isPending,
    lots,
    totalExpired: lots.reduce((sum, lot) => sum + lot.expiredAmount, 0),
    creditHeld: dashboard.data?.credit.balance ?? 0,
    expiringSoon: dashboard.data?.credit.expiringSoon ?? 0,
    creditValidDays,
    creditAlertDays,
  };
}
