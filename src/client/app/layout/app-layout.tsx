import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AppShell, Box, Button, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useRouter } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { isSettled } from '#machines/screens/auth-session';
import { waitForAuth } from '../auth';
import { useAuthActor, useAuthSelector, useSessionUser } from '../use-auth';
import { HeaderNavLink } from '../ui/links';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import type { MenuTo } from './menus';
import { visitorLinks } from './visitor-links';
import { notify } from '../notify';
import classes from './app-layout.module.css';

// The drawers (and Mantine's scroll lock and focus trap) load when first opened.
const LoginDrawer = lazy(() => import('./login-drawer').then((module) => ({ default: module.LoginDrawer })));
const ProfileDrawer = lazy(() => import('./profile-drawer').then((module) => ({ default: module.ProfileDrawer })));
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** True from the first time `opened` is true: a lazy drawer mounts then and stays for its closing transition. */
function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}

const headerHeight = 64;

/** The page's h1, else the main region: where focus goes after signing in (not the body). */
function focusMainContent() {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? document.getElementById('main'))?.focus();
}

/**
 * Focus the main content, and for a few seconds keep it there while the page settles: when a
 * late navigation or render replaces the focused heading, focus would fall to the body (or stay
 * on the bare main region); it goes to the new heading instead. Focus the user moved is left alone.
 */
function focusMainContentAsItSettles(ms: number) {
  const main = document.getElementById('main');
  focusMainContent();
  if (!main) return;
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === main) focusMainContent();
  });
  observer.observe(main, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), ms);
}

/**
 * After a sign-in (signed out, then signed in, in this layout's life), focus moves to the new
 * page's content once its navigation settles; the sign-in form it came from is gone.
 */
function useFocusAfterSignIn(signedIn: boolean, settled: boolean) {
  const router = useRouter();
  const wasSignedOut = useRef(settled && !signedIn);
  useEffect(() => {
    if (settled && !signedIn) wasSignedOut.current = true;
    if (!signedIn || !wasSignedOut.current) return;
    wasSignedOut.current = false;
    let done = false;
    const focus = () => {
      if (done) return;
      done = true;
      // After the drawer's closing transition hands focus back to its trigger.
      window.setTimeout(() => focusMainContentAsItSettles(5_000), 250);
    };
    const unsubscribe = router.subscribe('onResolved', focus);
    // A sign-in that stays on its page resolves no navigation.
    const fallback = window.setTimeout(focus, 1_500);
    return () => {
      unsubscribe();
      window.clearTimeout(fallback);
    };
  }, [signedIn, settled, router]);
}

function VisitorMenu({ lang, onSignIn }: { lang: Locale; onSignIn: () => void }) {
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

/** The app shell of every /{lang} page: header, side menu, drawers and the public footer. */
export function AppLayout({ lang, children }: { lang: Locale; children: ReactNode }) {
  const auth = useAuthActor();
  const router = useRouter();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  // A visitor (no login flag) is painted as one at once; only a likely member waits for the
  // status call before the header shows the sign-in button or their menu (issue 17).
  const settled = useAuthSelector((snapshot) => isSettled(snapshot) || !snapshot.context.loginFlag);
  const [navOpened, nav] = useDisclosure(false);
  const [loginOpened, login] = useDisclosure(false);
  const [profileOpened, profile] = useDisclosure(false);
  const loginMounted = useOpenedOnce(loginOpened);
  const profileMounted = useOpenedOnce(profileOpened);
  const pathname = useLocation({ select: (location) => location.pathname });
  const isPrivate = useMatches({ select: (matches) => matches.some((match) => match.staticData?.private === true) });
  const isMobile = useMediaQuery('(max-width: 61.99em)');
  // A collapsed navbar sits off-screen: inert keeps its links out of the Tab order.
  const navCollapsed = isMobile ? !navOpened : !user;
  useFocusAfterSignIn(user !== null, settled);

  // The burger menu closes after each navigation.
  useEffect(() => nav.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  // Issue 32: the opened burger menu takes focus, so the next Tab lands on its first link instead of
  // the logo behind the burger. The navbar itself is focused (tabIndex -1), not its first link, so
  // that first link is still reached by the next Tab.
  const navbarRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const navbar = navbarRef.current;
    if (!isMobile || !navOpened || !navbar) return;
    // The signed-in menu loads lazily: focus waits for its first link (a focused empty menu would
    // send the next Tab to the page), and never takes focus from where the user has moved it since.
    const focusWhenReady = () => {
      if (!navbar.querySelector('a[href], button')) return false;
      const active = document.activeElement;
      if (active === document.body || active?.closest('[data-testid="burger"]')) navbar.focus();
      return true;
    };
    const observer = new MutationObserver(() => focusWhenReady() && observer.disconnect());
    // After the render that lifts `inert`: an inert element cannot take focus.
    const frame = requestAnimationFrame(() => {
      if (!focusWhenReady()) observer.observe(navbar, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [isMobile, navOpened]);
  const closeNavOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isMobile || !navOpened) return;
    nav.close();
    document.querySelector<HTMLElement>('[data-testid="burger"]')?.focus();
  };

  const signOut = async () => {
    profile.close();
    nav.close();
    // Leave signed-in pages first, so their guard does not send us to a sign-in page.
    if (isPrivate) await router.navigate({ to: '/$lang', params: { lang } });
    auth.send({ type: 'auth.signOut' });
    await waitForAuth(auth, (snapshot) => snapshot.matches('signedOut'));
    // SPEC §4: sign-out clears the cached user data (the "cookie holder" and role flags).
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    notify({ message: m.notice_signed_out(), color: 'kolify' });
  };

  return (
    <AppShell header={{ height: headerHeight }} navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: !user } }} padding={0}>
      <a href="#main" className={classes.skipLink}>
        {m.skip_to_content()}
      </a>
      <AppShell.Header withBorder style={{ backdropFilter: 'saturate(180%) blur(8px)', background: 'rgba(255,255,255,0.92)' }}>
        <AppHeader
          lang={lang}
          user={user}
          settled={settled}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onOpenLogin={login.open}
          onOpenProfile={profile.open}
        />
      </AppShell.Header>
      <AppShell.Navbar
        ref={navbarRef}
        inert={navCollapsed}
        tabIndex={-1}
        onKeyDown={closeNavOnEscape}
        style={{ outline: 'none' }}
        data-testid="side-navbar"
      >
        {user ? (
          <Suspense fallback={null}>
            <SideMenu user={user} lang={lang} />
          </Suspense>
        ) : (
          <VisitorMenu
            lang={lang}
            onSignIn={() => {
              nav.close();
              login.open();
            }}
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg={isPrivate ? 'gray.0' : undefined} style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Box style={{ flex: 1 }}>{children}</Box>
        {isPrivate ? null : <AppFooter lang={lang} />}
      </AppShell.Main>
      <Suspense fallback={null}>
        {loginMounted ? <LoginDrawer opened={loginOpened} onClose={login.close} lang={lang} /> : null}
        {user && profileMounted ? <ProfileDrawer opened={profileOpened} onClose={profile.close} onSignOut={() => void signOut()} lang={lang} user={user} /> : null}
      </Suspense>
    </AppShell>
  );
}
