import { lazy, Suspense } from 'react';
import { Box, Burger, Button, Group, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { firstLetter } from '#common/first-letter';
import { m } from '#common/paraglide/messages.js';
import { HeaderNavLink } from '../ui/links';
import { Logo } from '../ui/logo';
import { LanguageMenu } from './language-menu';
import type { MenuTo } from './menus';
import { visitorLinks } from './visitor-links';

// Mantine's Avatar only for members: it loads with the signed-in header; until then a circle of the
// avatar's size (38 px, radius xl) holds its place, inside the same button (decision 071).
const AccountAvatar = lazy(() => import('./account-avatar').then((module) => ({ default: module.AccountAvatar })));
const avatarPlaceholder = <Box w={38} h={38} style={{ borderRadius: '50%', background: 'linear-gradient(135deg, var(--mantine-color-kolify-6), var(--mantine-color-blush-5))' }} />;

interface AppHeaderProps {
  lang: Locale;
  user: SessionUser | null;
  settled: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenLogin: () => void;
  onOpenProfile: () => void;
}

export function AppHeader({ lang, user, settled, navOpened, onToggleNav, onOpenLogin, onOpenProfile }: AppHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'sm', md: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? m.header_close_menu() : m.header_open_menu()}
          aria-expanded={navOpened}
          data-testid="burger"
        />
        <Link to="/$lang" params={{ lang }} aria-label={m.nav_home()} style={{ textDecoration: 'none', display: 'inline-flex' }}>
          <Logo />
        </Link>
      </Group>
      {!user ? (
        <Group component="nav" gap={2} visibleFrom="md" wrap="nowrap" aria-label={m.nav_main()}>
          {visitorLinks.map((link) => (
            <HeaderNavLink key={link.key} to={link.to as MenuTo} params={{ lang } as never}>
              {link.label()}
            </HeaderNavLink>
          ))}
        </Group>
      ) : null}
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu lang={lang} />
        {user ? (
          <UnstyledButton onClick={onOpenProfile} aria-label={m.header_account()} data-testid="profile-button" style={{ borderRadius: '50%' }}>
            <Suspense fallback={avatarPlaceholder}>
              <AccountAvatar letter={firstLetter(user.displayName) || firstLetter(user.email)} />
            </Suspense>
          </UnstyledButton>
        ) : (
          <Button onClick={onOpenLogin} variant="gradient" loading={!settled} data-testid="header-sign-in" px={{ base: 'sm', xs: 'md' }}>
            {m.header_sign_in()}
          </Button>
        )}
      </Group>
    </Group>
  );
}
