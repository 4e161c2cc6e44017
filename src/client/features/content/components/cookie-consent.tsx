import { useEffect, useState } from 'react';
import { Affix, Button, Group, Paper, Text, Transition } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { acceptCookies, readCookieValue, recordTrackingParams } from '../hooks/tracking-cookies';
import type { PixelIds } from '../hooks/tracking-pixels';
import { AnchorLink } from '#client/app/ui/links';

/**
 * The pixels' loader is fetched when they start (decision 094): a visitor who has not accepted
 * (every first visit) never needs it. Imported first, then called: a call chained on the import
 * would run inside Vite's chunk-loading helper, where its error counts as a failed chunk (decision 012).
 */
async function startPixels(pixels: PixelIds): Promise<void> {
  const { loadTrackingPixels } = await import('../hooks/tracking-pixels');
  loadTrackingPixels(pixels);
}

/**
 * The cookie-consent banner (accept-cookies key) and the referral/UTM recorder: on every
 * page load, ?ref= and utm_* go into their cookies so sign-up can read them later. The
 * marketing pixels load only once the visitor has accepted (issue 32), never before.
 */
export function CookieConsent({ lang, cookies, pixels }: { lang: Locale; cookies: { acceptCookies: string; referral: string; utm: string }; pixels: PixelIds }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    recordTrackingParams(new URLSearchParams(window.location.search), cookies);
    const accepted = readCookieValue(cookies.acceptCookies) === 'true';
    setVisible(!accepted);
    if (accepted) void startPixels(pixels);
  }, [cookies, pixels]);
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Transition mounted={visible} transition="slide-up">
        {(styles) => (
          <Paper style={{ ...styles, maxWidth: 760, margin: '0 auto' }} shadow="lg" radius="lg" p="md" withBorder role="region" aria-label={m.content_cookie_title()} data-testid="cookie-consent">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" style={{ flex: '1 1 320px' }}>
                {m.content_cookie_text()}{' '}
                <AnchorLink to="/$lang/privacy" params={{ lang }} size="sm">
                  {m.content_cookie_policy()}
                </AnchorLink>
              </Text>
              <Button
                onClick={() => {
                  acceptCookies(cookies.acceptCookies);
                  setVisible(false);
                  void startPixels(pixels);
                }}
              >
                {m.content_cookie_accept()}
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
