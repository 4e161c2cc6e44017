import { Badge, Box, NavLink, Text, type NavLinkProps } from '@mantine/core';
import { createLink, useLocation, type LinkComponent } from '@tanstack/react-router';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import type { AnchorAttributes } from '../ui/links';
import { menuFor, menuHref, type MenuEntry, type MenuTo } from './menus';

function NavLinkAnchor({ 'data-status': status, active, ...props }: AnchorAttributes<NavLinkProps> & { 'data-status'?: string }) {
  return <NavLink component="a" active={active ?? status === 'active'} {...props} />;
}
const CreatedNavLink = createLink(NavLinkAnchor);
const RouterNavLink: LinkComponent<typeof NavLinkAnchor> = (props) => <CreatedNavLink preload="intent" {...props} />;

interface SideMenuProps {
  user: SessionUser;
  lang: Locale;
}

function isUnder(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function EntryLink({ entry, lang, nested }: { entry: MenuEntry; lang: Locale; nested?: boolean }) {
  const Icon = entry.icon;
  const leftSection = Icon ? <Icon size={20} stroke={1.6} aria-hidden="true" /> : undefined;
  if (entry.disabled || !entry.to) {
    return (
      <NavLink
        component="div"
        label={entry.label()}
        leftSection={leftSection}
        rightSection={
          <Badge size="xs" variant="light" color="gray">
            {m.menu_soon()}
          </Badge>
        }
        disabled
        aria-disabled="true"
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    );
  }
  return (
    <RouterNavLink
      to={entry.to as MenuTo}
      params={{ lang } as never}
      label={entry.label()}
      leftSection={leftSection}
      fw={nested ? 400 : 500}
      variant="light"
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
}

function EntryGroup({ entry, lang, pathname }: { entry: MenuEntry; lang: Locale; pathname: string }) {
  const Icon = entry.icon;
  const children = entry.children ?? [];
  const active = children.some((child) => child.to && isUnder(pathname, menuHref(child.to, lang)));
  return (
    <NavLink
      label={entry.label()}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden="true" /> : undefined}
      defaultOpened={active || entry.key === 'dashboard'}
      childrenOffset={30}
      fw={500}
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    >
      {children.map((child) => (
        <EntryLink key={child.key} entry={child} lang={lang} nested />
      ))}
    </NavLink>
  );
}

/**
 * The signed-in side menu (navbar on desktop, burger drawer below 992 px). Loaded with the
 * first signed-in page: visitors never download the role menus.
 */
export function SideMenu({ user, lang }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const entries = menuFor(user);
  const label = user.role === 'influencer' ? m.menu_label_influencer() : user.role === 'marketer' ? m.menu_label_marketer() : m.menu_label_admin();
  const note = user.role === 'admin' ? m.menu_admin_note() : undefined;
  // A plain scrolling box: Mantine's ScrollArea would bring its positioning library into every page.
  return (
    <Box style={{ flex: 1, overflowY: 'auto' }}>
      <Box component="nav" aria-label={label} p="sm">
        {entries.map((entry) =>
          entry.children ? (
            <EntryGroup key={entry.key} entry={entry} lang={lang} pathname={pathname} />
          ) : (
            <EntryLink key={entry.key} entry={entry} lang={lang} />
          ),
        )}
        {note ? (
          <Text size="xs" c="dimmed" px="sm" pt="md">
            {note}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
