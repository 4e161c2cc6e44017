import { caseStudyMetricKeys, type CaseStudyMetricKey } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';

const labels: Record<CaseStudyMetricKey, () => string> = {
  reach: () => m.content_metric_reach(),
  engagementRate: () => m.content_metric_engagement(),
  creators: () => m.content_metric_creators(),
  sales: () => m.content_metric_sales(),
  bookings: () => m.content_metric_bookings(),
  signups: () => m.content_metric_signups(),
  preorders: () => m.content_metric_preorders(),
  testDrives: () => m.content_metric_test_drives(),
};

const isMetricKey = (key: string): key is CaseStudyMetricKey => (caseStudyMetricKeys as readonly string[]).includes(key);

/** A case-study figure's label in the reader's language (the public page and the staff editor). */
export const caseStudyMetricLabel = (key: string): string => (isMetricKey(key) ? labels[key]() : key);

/** A case study's figures in the one order staff and visitors see them in. */
export const orderedMetrics = (metrics: Record<string, number>): [string, number][] =>
  Object.entries(metrics).sort(([a], [b]) => (isMetricKey(a) ? caseStudyMetricKeys.indexOf(a) : 99) - (isMetricKey(b) ? caseStudyMetricKeys.indexOf(b) : 99));
