import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isLocale, type Locale } from '#common/enums';
import { setLocale } from '#common/paraglide/runtime.js';
import { alternatePath } from '#client/app/alternates';
import { appConfigQueryOptions } from '#client/app/app-config';
import { languageHead } from '#client/app/head';
import { looksLikeLanguageCode, resolveLanguage, storeLanguage } from '#client/app/language';
import { AppLayout } from '#client/app/layout/app-layout';
import { loadRouteRules, ruleRedirect } from '#client/app/route-rules';
import { NotFoundScreen } from '#client/app/screens/not-found-screen';
import { ContentChrome } from '#client/features/content/components/content-chrome';

function applyLocale(lang: Locale) {
  setLocale(lang, { reload: false });
  // Only when it changes: Chromium restyles the whole document whenever <html lang> is set, even to
  // the value it has (the `:lang()` pseudo-class), and this runs on every load and invalidation
  // (decision 090).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/**
 * Every page lives under /th or /en. Guards in SPEC §2 order: page validation (the
 * language segment), language redirect, the build's route-rule redirects; role checks
 * follow in the area layouts.
 */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location, context, preload }) => {
    const config = await context.queryClient.ensureQueryData(appConfigQueryOptions());
    const suffix = `${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
    if (!isLocale(params.lang)) {
      const lowered = params.lang.toLowerCase();
      if (isLocale(lowered)) throw redirect({ href: `/${lowered}${location.pathname.slice(params.lang.length + 1)}${suffix}`, replace: true });
      // /fr/x, /id/x: a language we do not serve goes to the stored one (SPEC §2), the rest kept.
      if (looksLikeLanguageCode(params.lang)) {
        const lang = await resolveLanguage(config);
        throw redirect({ href: `/${lang}${location.pathname.slice(params.lang.length + 1)}${suffix}`, replace: true });
      }
      // /about, /Influencer/dashboard: the first segment is a page; prefix the language.
      const lang = await resolveLanguage(config);
      throw redirect({ href: `/${lang}${location.pathname}${suffix}`, replace: true });
    }
    const target = ruleRedirect(await loadRouteRules(), location.pathname);
    if (target) throw redirect({ href: `${target}${suffix}`, replace: true });
    // The server's render (ssr.tsx) sets the locale itself and has no document or cookies.
    if (!preload && typeof document !== 'undefined') {
      applyLocale(params.lang);
      storeLanguage(config, params.lang);
    }
    return { lang: params.lang };
  },
  head: ({ params, matches }) => {
    if (!isLocale(params.lang)) return {};
    const leaf = matches.at(-1);
    const pathname = leaf?.pathname ?? `/${params.lang}`;
    return languageHead(params.lang, pathname, (lang) => alternatePath(leaf, lang, pathname));
  },
  component: LanguageLayout,
  // The last resort for a child's notFound(): it replaces the layout. Routes that look things up
  // (a slug, an id) have their own boundary, so their 404 keeps the header, footer and switch.
  notFoundComponent: NotFoundScreen,
});

function LanguageLayout() {
  const { lang } = Route.useRouteContext();
  // Keyed by language: a switch re-renders every message in the new locale.
  return (
    <AppLayout key={lang} lang={lang}>
      <Outlet />
      <ContentChrome lang={lang} />
    </AppLayout>
  );
}
