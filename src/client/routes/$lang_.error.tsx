import { createFileRoute } from '@tanstack/react-router';
import { isLocale } from '#common/enums';
import { setLocale } from '#common/paraglide/runtime.js';
import { pageHead } from '#client/app/head';
import { ErrorScreen } from '#client/app/screens/error-screen';

/** SPEC §2: the error page; "no layout given", so it stands alone like the error layout. */
export const Route = createFileRoute('/$lang_/error')({
  beforeLoad: ({ params, preload }) => {
    if (!preload && isLocale(params.lang)) {
      setLocale(params.lang, { reload: false });
      document.documentElement.lang = params.lang;
    }
  },
  head: ({ match }) => pageHead(match, 'error', { noindex: true }),
  component: ErrorScreen,
});
