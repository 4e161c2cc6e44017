import { formatDate } from '#common/dates';
import { formatMoney } from '#common/money';
import { m } from '#common/paraglide/messages.js';
import { useCreditTotal, useExpiryAlert } from '../api/credits';

/** Credit is shown to the satang on the balance and in the expiry banner. */
export const formatCredit = (minor: number) => formatMoney(minor, { decimals: 2 });

/** The marketer's credit: available, reserved and the lots in the order they are spent. */
export const useCreditBalance = (uuid: string) => ({ credit: useCreditTotal(uuid) });

/**
 * The banner 30 days before credit or a package expires: null when nothing expires soon, else the
 * credit line (null when no credit expires) and one line per package.
 */
export function useExpiryBanner(lang: 'th' | 'en') {
  const alert = useExpiryAlert(lang);
  if (!alert.data?.alert) return null;
  const { credit, packages } = alert.data;
  return {
    creditLine: credit.amount > 0 ? m.money_banner_credit({ amount: formatCredit(credit.amount), date: credit.firstExpiresAt ? formatDate(credit.firstExpiresAt, lang) : '' }) : null,
    packageLines: packages.map((bought) => ({ id: bought.id, text: m.money_banner_package({ name: bought.name, slots: String(bought.slotsRemaining), date: formatDate(bought.expiresAt, lang) }) })),
  };
}
