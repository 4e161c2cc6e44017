import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC §6: only talent managers have "my influencers". */
export const Route = createFileRoute('/$lang/Influencer/_signedIn/myInfluencers')({
  beforeLoad: ({ context }) => {
    if (!context.user.isTalentManager) throw redirect({ to: '/$lang/Influencer/dashboard', params: { lang: context.lang }, replace: true });
  },
});
