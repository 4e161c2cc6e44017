import { useState } from 'react';
import { paymentMethodsOf } from '#common/countries';
import { formatMoney } from '#common/money';
import { useBuyPackage, usePackageBalance, usePackageOffers } from '../api/packages';

/**
 * Buying a package: the offers as select options, the chosen one, and the purchase the checkout
 * runs (paid with the country's first method, like a top-up); no body until an offer is chosen.
 */
export function usePackageCheckout({ uuid, lang, initialSlug }: { uuid: string; lang: 'th' | 'en'; initialSlug: string }) {
  const offers = usePackageOffers(lang);
  const [slug, setSlug] = useState(initialSlug);
  const buy = useBuyPackage(uuid);
  return {
    slug,
    setSlug,
    options: (offers.data?.data ?? []).map((offer) => ({ value: offer.slug, label: `${offer.name} · ${formatMoney(offer.priceMinor)}` })),
    buy,
    body: slug ? { slug, method: paymentMethodsOf()[0]! } : null,
  };
}

/** The marketer's packages with what is left of each. */
export const usePackageBalanceScreen = ({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) => ({ packages: usePackageBalance(uuid, lang) });
