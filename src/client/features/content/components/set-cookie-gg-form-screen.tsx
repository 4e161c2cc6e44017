import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { recordTrackingParams } from '../hooks/tracking-cookies';

/**
 * /{lang}/setCookieGGForm: records the referral/UTM cookies, then continues to the configured
 * external form — only when its host is on the allowed list (SPEC §2: external navigation refused
 * unless explicitly allowed; dangerous protocols refused).
 */
export function SetCookieGgFormScreen({ formUrl, allowedHosts, cookies }: { formUrl: string; allowedHosts: string[]; cookies: { referral: string; utm: string } }) {
  const [refused, setRefused] = useState(false);
  let target: URL | null = null;
  try {
    target = new URL(formUrl);
  } catch {
    target = null;
  }
  const allowed = target !== null && target.protocol === 'https:' && allowedHosts.includes(target.hostname);
  useEffect(() => {
    recordTrackingParams(new URLSearchParams(window.location.search), cookies);
    if (allowed && target) window.location.assign(target.toString());
    else setRefused(true);
  }, [allowed, target, cookies]);
  return (
    <Center py={80}>
      {refused ? (
        <Alert color="orange" variant="light" title={m.content_external_refused_title()} maw={520}>
          {m.content_external_refused_text()}
        </Alert>
      ) : (
        <Stack align="center">
          <Loader />
          <Text c="dimmed">{m.content_external_redirecting()}</Text>
          {target ? (
            <Button component="a" href={target.toString()} variant="subtle">
              {m.content_external_continue()}
            </Button>
          ) : null}
        </Stack>
      )}
    </Center>
  );
}
