import { useState } from 'react';
import type { PublicCampaign } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { useArticles } from '../api/get-articles';
import { useCaseStudies } from '../api/get-case-studies';
import { useHomePackages } from '../api/get-packages';
import { usePartners } from '../api/get-partners';
import { usePublicCampaigns } from '../api/get-public-campaigns';

/**
 * The home page's sections, each a query with its items (the queries run in the order the server
 * rendered them, so hydration finds the same cache): partners, packages, the public board's
 * campaigns (glossary, decision 050: the board lists campaigns) with the one opened, the latest
 * five articles and case studies.
 */
export function useHomeSections(lang: Locale) {
  const partners = usePartners(8);
  const packages = useHomePackages(lang);
  const campaigns = usePublicCampaigns({ page: 1, perPage: 6 });
  const articles = useArticles({ locale: lang, page: 1, perPage: 5 });
  const cases = useCaseStudies({ locale: lang, page: 1, perPage: 6 });
  const [openCampaign, setOpenCampaign] = useState<PublicCampaign | null>(null);
  return {
    partners: { ...partners, data: partners.data },
    packages: { ...packages, data: packages.data?.data },
    campaigns: { ...campaigns, data: campaigns.data?.data },
    articles: { ...articles, data: articles.data?.data.slice(0, 5) },
    cases: { ...cases, data: cases.data?.data },
    openCampaign,
    open: (campaign: PublicCampaign) => setOpenCampaign(campaign),
    close: () => setOpenCampaign(null),
  };
}
