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
