import { createFileRoute, redirect } from '@tanstack/react-router';
import { appConfigQueryOptions } from '#client/app/app-config';
import { resolveLanguage } from '#client/app/language';

/** SPEC §2: the bare root goes to the stored language, else the visitor's country's. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    const config = await context.queryClient.ensureQueryData(appConfigQueryOptions());
    const lang = await resolveLanguage(config);
    throw redirect({ href: `/${lang}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  },
});
