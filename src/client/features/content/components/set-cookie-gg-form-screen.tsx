import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { recordTrackingParams } from '../hooks/tracking-cookies';

/**
 * Where the configured form address leads (decision 061): a path of this site (the language
 * added when it has none), or an https address whose host is allowed (SPEC §2: external
 * navigation refused unless explicitly allowed; dangerous protocols refused). Null: refused.
 */
export function formTarget(formUrl: string, allowedHosts: readonly string[], lang: Locale, origin: string): string | null {
  if (formUrl.startsWith('/') && !formUrl.startsWith('//') && !formUrl.includes('\\')) {
    const path = /^\/(th|en)(\/|$|\?)/.test(formUrl) ? formUrl : `/${lang}${formUrl}`;
    const target = new URL(path, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  }
  try {
    const target = new URL(formUrl);
    return target.protocol === 'https:' && allowedHosts.includes(target.hostname) ? target.toString() : null;
  } catch {
    return null;
  }
}

/**
 * /{lang}/setCookieGGForm: records the referral/UTM cookies, then continues to the form address
 * staff configured (by default this site's influencer sign-up, which reads the referral cookie).
 */
export function SetCookieGgFormScreen({ lang, formUrl, allowedHosts, cookies }: { lang: Locale; formUrl: string; allowedHosts: string[]; cookies: { referral: string; utm: string } }) {
  const [refused, setRefused] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    recordTrackingParams(new URLSearchParams(window.location.search), cookies);
    const next = formTarget(formUrl, allowedHosts, lang, window.location.origin);
    setTarget(next);
    // Replace: going back must not land on this page again (it would forward once more).
    if (next) window.location.replace(next);
    else setRefused(true);
  }, [formUrl, allowedHosts, lang, cookies]);
  return (
    <Center py={80}>
      {refused ? (
        <Alert color="orange" variant="light" title={m.content_external_refused_title()} maw={520} data-testid="external-form-refused">
          {m.content_external_refused_text()}
        </Alert>
      ) : (
        <Stack align="center" data-testid="external-form-forwarding">
          <Loader />
          <Text c="dimmed">{m.content_external_redirecting()}</Text>
          {target ? (
            <Button component="a" href={target} variant="subtle">
              {m.content_external_continue()}
            </Button>
          ) : null}
        </Stack>
      )}
    </Center>
  );
}
