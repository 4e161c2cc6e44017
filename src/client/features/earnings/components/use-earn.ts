import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { earnFileUrl, earnQueryOptions } from '../api/earnings';
import { useWithdrawals } from '../api/withdrawals';

/**
 * The earnings page's data: the figures and movements one page at a time (the cursors walked back
 * to, the previous page kept on screen while the next loads), the export links and the
 * withdrawal history.
 */
export function useEarn({ uuid, lang }: { uuid: string; lang: 'th' | 'en' }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const earn = useQuery({ ...earnQueryOptions(uuid, cursors.at(-1) ?? null), placeholderData: keepPreviousData });
  const nextCursor = earn.data?.nextCursor ?? null;
  const monthFormat = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const history = useWithdrawals(uuid);
  return {
    earn,
    history,
    pages: {
      shown: cursors.length > 0 || nextCursor !== null,
      hasNewer: cursors.length > 0,
      hasOlder: nextCursor !== null,
      newer: () => setCursors((current) => current.slice(0, -1)),
      older: () => {
        if (nextCursor) setCursors((current) => [...current, nextCursor]);
      },
    },
    fileUrl: (format: 'csv' | 'pdf') => earnFileUrl(uuid, format, lang),
    /** The heading of a month's movements ("2026-03" → "March 2026" / "มีนาคม 2569"). */
    monthLabel: (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`)),
  };
}
