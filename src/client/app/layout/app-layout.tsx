import { lazy, Suspense, type ReactNode } from 'react';
import { AppShell, Box } from '@mantine/core';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useAppLayout } from './use-app-layout';
import { VisitorMenu } from './visitor-menu';
import classes from './app-layout.module.css';

// The drawers (and Mantine's scroll lock and focus trap) load when first opened.
const LoginDrawer = lazy(() => import('./login-drawer').then((module) => ({ default: module.LoginDrawer })));
const ProfileDrawer = lazy(() => import('./profile-drawer').then((module) => ({ default: module.ProfileDrawer })));
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

const headerHeight = 64;

/** The app shell of every /{lang} page: header, side menu, drawers and the public footer (state in useAppLayout). */
export function AppLayout({ lang, children }: { lang: Locale; children: ReactNode }) {
  const { user, settled, isPrivate, navOpened, nav, navCollapsed, navbarRef, closeNavOnEscape, login, profile, signInFromMenu, signOut } = useAppLayout(lang);

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
          <VisitorMenu lang={lang} onSignIn={signInFromMenu} />
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg={isPrivate ? 'gray.0' : undefined} style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Box style={{ flex: 1 }}>{children}</Box>
        {isPrivate ? null : <AppFooter lang={lang} />}
      </AppShell.Main>
      <Suspense fallback={null}>
        {login.mounted ? <LoginDrawer opened={login.opened} onClose={login.close} lang={lang} /> : null}
        {user && profile.mounted ? <ProfileDrawer opened={profile.opened} onClose={profile.close} onSignOut={signOut} lang={lang} user={user} /> : null}
      </Suspense>
    </AppShell>
  );
}
