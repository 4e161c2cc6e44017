import { useState } from 'react';
import { useJobMarket } from '../api/job-market';

export type MarketFilter = 'all' | 'match' | 'other';

/**
 * The job market's state: which campaigns (all, those my channels match, the others) and the keyset
 * page; the cursors of the pages seen so far are kept, so "back" needs no offset.
 */
export function useJobMarketScreen() {
  const [filter, setFilter] = useState<MarketFilter>('all');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const isMatch = filter === 'all' ? undefined : filter === 'match';
  const market = useJobMarket(isMatch, cursors.at(-1));
  const choose = (value: string) => {
    setFilter(value as MarketFilter);
    setCursors([undefined]);
  };
  const hasPrevious = cursors.length > 1;
  const previous = () => setCursors((current) => current.slice(0, -1));
  const next = () => {
    const after = market.data?.next;
    if (after) setCursors((current) => [...current, after]);
  };
  return { filter, choose, market, hasPrevious, previous, next };
}
