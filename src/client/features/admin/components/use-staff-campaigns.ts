import { useState } from 'react';
import type { StaffCampaignRow } from '#common/contracts/staff';
import { m } from '#common/paraglide/messages.js';
import { useSetCampaignHidden, useStaffCampaigns } from '../api/campaigns';

/**
 * The staff campaigns screen's data: the search, the campaigns found (every page loaded so far),
 * the campaign being hidden or shown, and the confirmation that does it and says so.
 */
export function useStaffCampaignsScreen() {
  const [q, setQ] = useState('');
  const [acting, setActing] = useState<StaffCampaignRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const campaigns = useStaffCampaigns(q);
  const items = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  const setHidden = useSetCampaignHidden();
  // Hiding when it is shown, showing when it is hidden.
  const hide = acting?.hiddenAt === null;
  const confirm = (reason: string, onError: (failure: unknown) => void) => {
    if (!acting) return;
    const campaign = acting;
    setHidden.mutate(
      { id: campaign.id, hidden: hide, reason },
      {
        onSuccess: () => {
          setDone(hide ? m.staff_campaigns_done_hidden({ name: campaign.name }) : m.staff_campaigns_done_shown({ name: campaign.name }));
          setActing(null);
        },
        onError,
      },
    );
  };
  return { setQ, campaigns, items, acting, setActing, hide, done, setDone, confirm, pending: setHidden.isPending };
}
