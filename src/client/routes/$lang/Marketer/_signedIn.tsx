import { createFileRoute } from '@tanstack/react-router';
import { requireMarketer } from '#client/app/guards';

/** The marketer-auth pages of SPEC §2: only a signed-in marketer passes. */
export const Route = createFileRoute('/$lang/Marketer/_signedIn')({
  staticData: { private: true },
  beforeLoad: ({ context, location }) => requireMarketer({ context, location, params: { lang: context.lang } }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
});
