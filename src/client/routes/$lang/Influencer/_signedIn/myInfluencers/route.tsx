import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * SPEC §6: only talent managers have "my influencers". Its own page explains that to anyone
 * else; the pages under it send them to the dashboard.
 */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers')({
  beforeLoad: ({ context, location }) => {
    const atIndex = /\/myInfluencers\/?$/.test(location.pathname);
    if (!context.user.isTalentManager && !atIndex) throw redirect({ to: '/$lang/Influencer/dashboard', params: { lang: context.lang }, replace: true });
  },
});
