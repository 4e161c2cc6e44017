import { Button, Stack } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { HeaderNavLink } from '../ui/links';
import type { MenuTo } from './menus';
import { visitorLinks } from './visitor-links';

/** The side menu of a visitor: the public pages and the sign-in button. */
export function VisitorMenu({ lang, onSignIn }: { lang: Locale; onSignIn: () => void }) {
  return (
    <Stack component="nav" aria-label={m.nav_main()} p="sm" gap={2}>
      {visitorLinks.map((link) => (
        <HeaderNavLink key={link.key} to={link.to as MenuTo} params={{ lang } as never} justify="flex-start" fullWidth size="md">
          {link.label()}
        </HeaderNavLink>
      ))}
      <Button mt="md" variant="gradient" onClick={onSignIn}>
        {m.header_sign_in()}
      </Button>
    </Stack>
  );
}
