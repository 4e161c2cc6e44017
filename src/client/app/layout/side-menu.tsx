import { Badge, Box, NavLink, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { RouterNavLink } from '../ui/links';
import { menuHref, type MenuEntry, type MenuTo } from './menus';

interface SideMenuProps {
  entries: MenuEntry[];
  lang: Locale;
  label: string;
  note?: string;
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

/** The signed-in side menu (navbar on desktop, burger drawer below 992 px). */
export function SideMenu({ entries, lang, label, note }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
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
