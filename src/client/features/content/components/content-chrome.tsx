import type { Locale } from '#common/enums';
import { useAppConfig } from '#client/app/app-config';
import { CookieConsent } from './cookie-consent';
import { SeoSync } from './seo-sync';

/** Site-wide pieces of issue 3 mounted once in the language layout: SEO refetch and the cookie banner. */
export function ContentChrome({ lang }: { lang: Locale }) {
  const config = useAppConfig();
  return (
    <>
      <SeoSync lang={lang} />
      <CookieConsent lang={lang} cookies={config.cookies} pixels={config.trackingPixels} />
    </>
  );
}
