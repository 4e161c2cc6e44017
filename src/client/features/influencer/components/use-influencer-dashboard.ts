import type { InfluencerDashboard } from '#common/contracts/influencer-account';
import { useDashboard } from '../api/account-closing';

/**
 * The first steps this member has not taken yet, as the dashboard's figures say. Until they arrive
 * no step is open (a finished step never flashes) and the intro is the newcomer's.
 */
export function useInfluencerDashboard(uuid: string) {
  const dashboard = useDashboard(uuid);
  const pending = new Set<string>(dashboard.data?.nextSteps ?? []);
  return {
    isStepOpen: (key: string) => pending.has(key),
    isWorking: dashboard.data !== undefined && !pending.has('first_job'),
  };
}

/** The figures' totals: jobs over every status, and whether any month earned (else the chart's empty state). */
export function figureTotals(data: InfluencerDashboard) {
  return { jobsTotal: data.jobs.reduce((sum, row) => sum + row.count, 0), hasEarnings: data.earnings.months.some((month) => month.amount > 0) };
}
