import { useNavigate } from '@tanstack/react-router';
import type { PackageOffer } from '#common/contracts/content';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { postTypeLabel, tierLabel } from '#client/components/package-label';
import { useOffers } from '../api/get-packages';

/** The package list: one page of the published offers, and moving to another page through the URL (page 1 stays out of it). */
export function usePackagesScreen({ lang, page }: { lang: Locale; page: number }) {
  const navigate = useNavigate();
  return {
    offers: useOffers(lang, page),
    showPage: (next: number) => void navigate({ to: '/$lang/Marketer/package', params: { lang }, search: next > 1 ? { page: next } : {} }),
  };
}

/** A package's four facts (label, value): how many creators, post type, tier, validity. */
export const packageFacts = (offer: PackageOffer): [string, string][] => [
  [m.content_package_fact_creators(), String(offer.influencerCount)],
  [m.content_package_fact_post_type(), postTypeLabel(offer.postType)],
  [m.content_package_fact_tier(), tierLabel(offer.tier)],
  [m.content_package_fact_validity(), m.content_package_days({ days: String(offer.validityDays) })],
];
