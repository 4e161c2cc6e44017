import { m } from '#common/paraglide/messages.js';
import type { MenuEntry } from './menus';

/** The visitor's main navigation (header on desktop, burger menu on mobile). */
export const visitorLinks: MenuEntry[] = [
  { key: 'influencer', label: () => m.nav_influencer(), to: '/$lang/Influencer' },
  { key: 'marketer', label: () => m.nav_marketer(), to: '/$lang/Marketer' },
  { key: 'articles', label: () => m.nav_articles(), to: '/$lang/articles' },
  { key: 'caseStudy', label: () => m.nav_case_studies(), to: '/$lang/caseStudy' },
  { key: 'jobMarket', label: () => m.nav_job_market(), to: '/$lang/jobMarketBoard' },
  { key: 'faq', label: () => m.nav_faq(), to: '/$lang/faq' },
];
