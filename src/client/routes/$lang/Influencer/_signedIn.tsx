import { createFileRoute } from '@tanstack/react-router';
import { requireInfluencer } from '#client/app/guards';

/** The influencer-auth pages of SPEC §2: only a signed-in influencer passes. */
export const Route = createFileRoute('/$lang/Influencer/_signedIn')({
  staticData: { private: true },
  beforeLoad: ({ context, location }) => requireInfluencer({ context, location, params: { lang: context.lang } }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
});
