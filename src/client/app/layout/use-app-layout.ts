import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useRouter } from '@tanstack/react-router';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { isSettled } from '#machines/screens/auth-session';
import { waitForAuth } from '../auth';
import { useAuthActor, useAuthSelector, useSessionUser } from '../use-auth';
import { notify } from '../notify';

/** True from the first time `opened` is true: a lazy drawer mounts then and stays for its closing transition. */
function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once;
}

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

/**
 * The app shell's state: the session shown, the burger menu and the two drawers (each mounted
 * from its first opening), focus after sign-in and on the opened burger menu, and sign-out.
 */
export function useAppLayout(lang: Locale) {
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

  return {
    user,
    settled,
    isPrivate,
    navOpened,
    nav,
    navCollapsed,
    navbarRef,
    closeNavOnEscape,
    login: { opened: loginOpened, mounted: loginMounted, open: login.open, close: login.close },
    profile: { opened: profileOpened, mounted: profileMounted, open: profile.open, close: profile.close },
    signInFromMenu: () => {
      nav.close();
      login.open();
    },
    signOut: () => void signOut(),
  };
}
