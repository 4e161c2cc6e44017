import { Box, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, useLocation, type LinkComponent } from '@tanstack/react-router';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import type { AnchorAttributes } from '../ui/links';
import type { MenuEntry } from './menus';
import { isAlsoUnder, useGroupOpened, useSideMenu } from './use-side-menu';

function NavLinkAnchor({ 'data-status': status, active, ...props }: AnchorAttributes<NavLinkProps> & { 'data-status'?: string }) {
  return <NavLink component="a" active={active ?? status === 'active'} {...props} />;
}
const CreatedNavLink = createLink(NavLinkAnchor);
const RouterNavLink: LinkComponent<typeof NavLinkAnchor> = (props) => <CreatedNavLink preload="intent" {...props} />;

interface SideMenuProps {
  user: SessionUser;
  lang: Locale;
}

function EntryLink({ entry, lang, nested }: { entry: MenuEntry; lang: Locale; nested?: boolean }) {
  const { pathname } = useLocation();
  const Icon = entry.icon;
  const leftSection = Icon ? <Icon size={20} stroke={1.6} aria-hidden="true" /> : undefined;
  // Every leaf has its link (menus.test.ts); a disabled 'Soon' entry is not a thing the menu shows.
  if (!entry.to) return null;
  return (
    <RouterNavLink
      to={entry.to}
      params={{ lang } as never}
      // A section's home (/Admin) is not active on the pages under it that have their own entry.
      activeOptions={{ exact: entry.exact === true }}
      {...(isAlsoUnder(entry, pathname, lang) ? { active: true, 'aria-current': 'page' as const } : {})}
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
  const [opened, setOpened] = useGroupOpened(entry, pathname, lang);
  return (
    <NavLink
      // A button, not Mantine's default <a> without href: reachable by Tab, opened by Enter or Space.
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      // Closed, the entries leave the page (and the Tab order) instead of shrinking to height 0.
      keepMounted={false}
      onChange={setOpened}
      label={entry.label()}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden="true" /> : undefined}
      childrenOffset={30}
      fw={500}
      data-testid={`menu-group-${entry.key}`}
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
  const { pathname, entries, label } = useSideMenu(user);
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
      </Box>
    </Box>
  );
}
