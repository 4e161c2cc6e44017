import type { MarketerDashboard } from '#common/contracts/marketer';
import { useMarketerDashboard } from '../api/get-marketer-dashboard';

/** The marketer's dashboard with what the page derives from it. */
export function useDashboardScreen() {
  const dashboard = useMarketerDashboard();
  return {
    dashboard,
    /** The profile steps not done yet. */
    stepsLeft: (data: MarketerDashboard) => data.steps.filter((step) => !step.done),
    /** Nothing spent or bought in any month shown: the chart would be a flat line, so a sentence instead. */
    isSpendEmpty: (data: MarketerDashboard) => data.money.byMonth.every((month) => month.spent === 0 && month.bought === 0),
    /** Unexpired packages with slots to spend (a package campaign's publish takes them, issue 12). */
    hasPackages: (data: MarketerDashboard) => data.money.packages.active > 0,
  };
}
