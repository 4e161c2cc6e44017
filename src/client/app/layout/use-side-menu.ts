import { useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { menuFor, menuHref, type MenuEntry } from './menus';

function isUnder(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Whether `pathname` is one of the entry's other pages (alsoActiveUnder). */
export function isAlsoUnder(entry: MenuEntry, pathname: string, lang: Locale): boolean {
  return (entry.alsoActiveUnder ?? []).some((path) => isUnder(pathname, path.replace('$lang', lang)));
}

/** The signed-in menu of the user's role, its label, and the page it is on. */
export function useSideMenu(user: SessionUser) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const label = user.role === 'influencer' ? m.menu_label_influencer() : user.role === 'marketer' ? m.menu_label_marketer() : m.menu_label_admin();
  return { pathname, entries: menuFor(user), label };
}

/** A group's open state: open on the dashboard group and under a page of its own. */
export function useGroupOpened(entry: MenuEntry, pathname: string, lang: Locale) {
  const active = (entry.children ?? []).some((child) => (child.to && isUnder(pathname, menuHref(child.to, lang))) || isAlsoUnder(child, pathname, lang));
  const [opened, setOpened] = useState(active || entry.key === 'dashboard');
  // The menu follows where you are: arriving under a group (by a link elsewhere) opens it.
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  return [opened, setOpened] as const;
}
