import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Partner } from '#common/contracts/partners';
import { formatMoney } from '#common/money';
import { endPartnership, usePartners } from '../api/partners';

/** A partner whose account is open (active or allowed); the card shows it green. */
export const isActivePartner = (status: string) => status === 'active' || status === 'allowed';

/** The estimate of a channel as one range: the cheapest post type's low end to the dearest one's high end (THB). */
export function estimateRange(rows: Partner['channels'][number]['estimate']) {
  if (rows.length === 0) return null;
  const low = Math.min(...rows.map((row) => row.low));
  const high = Math.max(...rows.map((row) => row.high));
  return `${formatMoney(low * 100)} – ${formatMoney(high * 100)}`;
}

/**
 * The partner list (all pages loaded so far) and ending one link: the partner being asked about,
 * the request in flight and its failure, shown in the dialog until the member tries again or leaves.
 */
export function usePartnerFriend() {
  const partners = usePartners();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<Partner | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return {
    partners,
    items: partners.data?.pages.flatMap((page) => page.items) ?? [],
    showMore: () => void partners.fetchNextPage(),
    ending,
    askToEnd: (partner: Partner) => setEnding(partner),
    stopAsking: () => setEnding(null),
    busy,
    error,
    confirmEnd: async () => {
      if (!ending) return;
      setBusy(true);
      setError(null);
      try {
        await endPartnership(ending.id);
        setEnding(null);
        await queryClient.invalidateQueries({ queryKey: ['partners'] });
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
  };
}
