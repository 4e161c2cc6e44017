import { redirect } from '@tanstack/react-router';
import { isSettled } from '#machines/screens/auth-session';
import type { SessionUser } from '#common/contracts/auth';
import { sideOfRole, type Locale, type Role } from '#common/enums';
import { waitForAuth, type AuthActor, type AuthSnapshot } from './auth';
import { safeRedirectPath } from './navigation';

/**
 * Role checks, the last of the guards (SPEC §2 "Route behaviour": page validation,
 * language redirect, route-rule redirects, role checks). A guard waits until the auth
 * actor has left checking/signingIn/signingOut (STYLE §6), then redirects.
 */

interface GuardInput {
  context: { auth: AuthActor };
  location: { href: string };
  params: { lang: Locale };
}

export function settledAuth(auth: AuthActor): Promise<AuthSnapshot> {
  return waitForAuth(auth, isSettled);
}

export function signedInUser(snapshot: AuthSnapshot, role: Role): SessionUser | null {
  const user = snapshot.context.user;
  return snapshot.matches('signedIn') && user && sideOfRole(user.role) === sideOfRole(role) ? user : null;
}

export function influencerSignInHref(lang: Locale, redirectPath?: string): string {
  const query = redirectPath ? `?redirect=${encodeURIComponent(redirectPath)}` : '';
  return `/${lang}/Influencer/preLogin/goto:login${query}`;
}

export function marketerSignInHref(lang: Locale, redirectPath?: string): string {
  const query = redirectPath ? `&redirect=${encodeURIComponent(redirectPath)}` : '';
  return `/${lang}/Marketer?login=1${query}`;
}

export function dashboardHref(lang: Locale, role: Role): string {
  if (role === 'influencer') return `/${lang}/Influencer/dashboard`;
  if (role === 'marketer') return `/${lang}/Marketer/dashboard`;
  return `/${lang}/Admin`;
}

/** Influencer-auth pages: anyone else goes to the influencer sign-in, then back here. */
export async function requireInfluencer({ context, location, params }: GuardInput): Promise<{ user: SessionUser }> {
  const user = signedInUser(await settledAuth(context.auth), 'influencer');
  if (!user) throw redirect({ href: influencerSignInHref(params.lang, location.href), replace: true });
  return { user };
}

/** Marketer-auth pages: anyone else goes to the marketer landing with its sign-in card open. */
export async function requireMarketer({ context, location, params }: GuardInput): Promise<{ user: SessionUser }> {
  const user = signedInUser(await settledAuth(context.auth), 'marketer');
  if (!user) throw redirect({ href: marketerSignInHref(params.lang, location.href), replace: true });
  return { user };
}

export function adminSignInHref(lang: Locale, redirectPath?: string): string {
  const query = redirectPath ? `?redirect=${encodeURIComponent(redirectPath)}` : '';
  return `/${lang}/Admin${query}`;
}

/** Back-office pages: anyone else goes to /{lang}/Admin, which signs staff in, then back here. */
export async function requireAdmin({ context, location, params }: GuardInput): Promise<{ user: SessionUser }> {
  const user = signedInUser(await settledAuth(context.auth), 'admin');
  if (!user) throw redirect({ href: adminSignInHref(params.lang, location.href), replace: true });
  return { user };
}

/**
 * On a sign-in page: once the user is signed in with `role`, continue to the `redirect`
 * search value when it is a same-origin path, else to the role's dashboard.
 */
export async function leaveSignInWhenSignedIn(auth: AuthActor, role: Role, lang: Locale, redirectValue: unknown): Promise<void> {
  const user = signedInUser(await settledAuth(auth), role);
  if (user) throw redirect({ href: safeRedirectPath(redirectValue) ?? dashboardHref(lang, role), replace: true });
}
