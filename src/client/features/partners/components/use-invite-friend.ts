import { useEffect, useState } from 'react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useReferrals } from '../api/referrals';

/**
 * The invite page's data: my code, the sign-up link carrying it (?ref=), the LINE share address,
 * the friends who joined (all pages loaded so far) and whether rewards are worth a column (paid
 * per friend now, or any paid before).
 */
export function useInviteFriend({ userId, lang }: { userId: string; lang: Locale }) {
  const referrals = useReferrals(userId);
  const first = referrals.data?.pages[0];
  const link = first ? `${window.location.origin}/${lang}/Influencer/signup?ref=${encodeURIComponent(first.code)}` : '';
  return {
    referrals,
    first,
    link,
    lineShareUrl: first ? `https://line.me/R/share?text=${encodeURIComponent(m.invite_line_text({ code: first.code, link }))}` : '',
    friends: referrals.data?.pages.flatMap((page) => page.items) ?? [],
    rewarding: first ? first.rewardPerFriendMinor > 0 || first.rewardEarnedMinor > 0 : false,
    showMore: () => void referrals.fetchNextPage(),
  };
}

/** The link drawn as an SVG QR code (qrcode, as the money feature's PromptPay code), loaded only when asked. */
export function useQrCode(value: string) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then((QRCode) => QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).then((drawn) => {
      if (alive) setSvg(drawn);
    });
    return () => {
      alive = false;
    };
  }, [value]);
  return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
}
