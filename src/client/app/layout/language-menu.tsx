import { useRouter } from '@tanstack/react-router';
import { isLocale, locales, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useAppConfig } from '../app-config';
import { alternatePath } from '../alternates';
import { storeLanguage } from '../language';
import { ToggleButtons } from '../ui/toggle-buttons';

/**
 * The language switch: TH | EN. Switching keeps the page (/th/faq ↔ /en/faq), or goes to
 * its translation where the slug differs per language (an article, a case study), and stores
 * the choice. Two languages need no popover: two toggle buttons (aria-pressed).
 */
export function LanguageMenu({ lang }: { lang: Locale }) {
  const router = useRouter();
  const config = useAppConfig();

  const switchTo = (next: string) => {
    if (!isLocale(next) || next === lang) return;
    storeLanguage(config, next);
    // While a navigation loads, the address already shows the page being opened and the matches
    // are still the page before: switching then goes by the address (an article's slug under the
    // other language redirects to its translation), never back to the page before.
    const { location, matches } = router.state;
    const current = matches.at(-1);
    const leaf = current?.pathname === location.pathname ? current : undefined;
    const hash = location.hash ? `#${location.hash}` : '';
    void router.navigate({ href: `/${next}${alternatePath(leaf, next, location.pathname)}${location.searchStr}${hash}` });
  };

  return (
    <ToggleButtons
      value={lang}
      onChange={switchTo}
      label={m.language_change()}
      testId="language-menu"
      options={locales.map((code) => ({ value: code, label: code.toUpperCase(), lang: code, title: code === 'th' ? m.language_th() : m.language_en() }))}
    />
  );
}
