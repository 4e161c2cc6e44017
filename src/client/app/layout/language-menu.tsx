import { SegmentedControl } from '@mantine/core';
import { useLocation, useRouter } from '@tanstack/react-router';
import { isLocale, type Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useAppConfig } from '../app-config';
import { pathAfterLanguage } from '../head';
import { storeLanguage } from '../language';

/**
 * The language switch: TH | EN. Switching keeps the page (/th/faq ↔ /en/faq) and stores
 * the choice. Two languages need no popover (and no popover library in the first load).
 */
export function LanguageMenu({ lang }: { lang: Locale }) {
  const router = useRouter();
  const location = useLocation();
  const config = useAppConfig();

  const switchTo = (next: string) => {
    if (!isLocale(next) || next === lang) return;
    storeLanguage(config, next);
    const hash = location.hash ? `#${location.hash}` : '';
    void router.navigate({ href: `/${next}${pathAfterLanguage(location.pathname)}${location.searchStr}${hash}` });
  };

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      value={lang}
      onChange={switchTo}
      aria-label={m.language_change()}
      data-testid="language-menu"
      withItemsBorders={false}
      styles={{ label: { paddingInline: 10, fontWeight: 600 } }}
      data={[
        {
          value: 'th',
          label: (
            <span lang="th" title={m.language_th()}>
              TH
            </span>
          ),
        },
        {
          value: 'en',
          label: (
            <span lang="en" title={m.language_en()}>
              EN
            </span>
          ),
        },
      ]}
    />
  );
}
