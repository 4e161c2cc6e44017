import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine } from '#machines/screens/auth.machine';
import type { SessionUser, StatusResponse } from '#common/contracts/auth';
import { leaveSignInWhenSignedIn, requireAdmin, requireInfluencer, requireMarketer } from './guards';

const user = (role: SessionUser['role'], extra: Partial<SessionUser> = {}): SessionUser => ({
  uuid: `${role}-1`,
  role,
  email: `${role}@kolify.test`,
  displayName: role,
  status: 'active',
  isTalentManager: false,
  marketerType: role === 'marketer' ? 'brand' : null,
  locale: 'th',
  ...extra,
});

/** An auth actor whose status call answers `who` after `delayMs` (signed out when null). */
function authWith(who: SessionUser | null, delayMs = 0) {
  const status: StatusResponse = who
    ? { token: null, scope: `${who.role}_logged_in` as StatusResponse['scope'], uuid: who.uuid, user: who }
    : { token: null, scope: 'open', uuid: '', user: null };
  const machine = authMachine.provide({
    actors: { fetchStatus: fromPromise(() => new Promise<StatusResponse>((resolve) => setTimeout(() => resolve(status), delayMs))) },
  });
  return createActor(machine, { input: { loginFlag: true } }).start();
}

async function redirectOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (isRedirect(error)) return error.options.href;
    throw error;
  }
  return undefined;
}

const at = (href: string) => ({ href });

describe('role guards (SPEC §2, STYLE §6)', () => {
  it('wait for the status check, then let the right role through', async () => {
    const auth = authWith(user('influencer'), 30);
    expect(auth.getSnapshot().matches('checking')).toBe(true);
    await expect(requireInfluencer({ context: { auth }, location: at('/th/Influencer/account'), params: { lang: 'th' } })).resolves.toMatchObject({
      user: { role: 'influencer' },
    });
  });

  it('on a status check without an answer, wait (no sign-in redirect) and let the member through when the retry answers (decision 076)', async () => {
    const member = user('influencer');
    const answers: (() => Promise<StatusResponse>)[] = [
      () => Promise.reject(Object.assign(new Error('Service Unavailable'), { status: 503 })),
      () => Promise.resolve({ token: null, scope: 'influencer_logged_in', uuid: member.uuid, user: member }),
    ];
    const auth = createActor(authMachine.provide({ actors: { fetchStatus: fromPromise(() => answers.shift()!()) } }), { input: { loginFlag: true } }).start();
    let outcome: string | undefined;
    const guarded = requireInfluencer({ context: { auth }, location: at('/th/Influencer/earn/withdraw'), params: { lang: 'th' } }).then(
      () => (outcome = 'through'),
      (error: unknown) => (outcome = isRedirect(error) ? `redirect ${error.options.href}` : 'error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(auth.getSnapshot().value).toBe('unreachable');
    expect(outcome).toBeUndefined();
    auth.send({ type: 'auth.refresh' });
    await guarded;
    expect(outcome).toBe('through');
  });

  it('send a visitor to the influencer sign-in with the page to come back to', async () => {
    const auth = authWith(null);
    const href = await redirectOf(requireInfluencer({ context: { auth }, location: at('/th/Influencer/account?tab=2'), params: { lang: 'th' } }));
    expect(href).toBe('/th/Influencer/preLogin/goto:login?redirect=%2Fth%2FInfluencer%2Faccount%3Ftab%3D2');
  });

  it('refuse a marketer on influencer pages, and an influencer on marketer pages', async () => {
    expect(
      await redirectOf(requireInfluencer({ context: { auth: authWith(user('marketer')) }, location: at('/en/Influencer/dashboard'), params: { lang: 'en' } })),
    ).toBe('/en/Influencer/preLogin/goto:login?redirect=%2Fen%2FInfluencer%2Fdashboard');
    expect(
      await redirectOf(requireMarketer({ context: { auth: authWith(user('influencer')) }, location: at('/en/Marketer/expired'), params: { lang: 'en' } })),
    ).toBe('/en/Marketer?login=1&redirect=%2Fen%2FMarketer%2Fexpired');
  });

  it('send non-staff to the staff sign-in at /{lang}/Admin, then back', async () => {
    expect(await redirectOf(requireAdmin({ context: { auth: authWith(user('marketer')) }, location: at('/th/Admin/users'), params: { lang: 'th' } }))).toBe(
      '/th/Admin?redirect=%2Fth%2FAdmin%2Fusers',
    );
    expect(await redirectOf(requireAdmin({ context: { auth: authWith(null) }, location: at('/en/Admin/content'), params: { lang: 'en' } }))).toBe('/en/Admin?redirect=%2Fen%2FAdmin%2Fcontent');
  });

  it('let staff through to the back office', async () => {
    const passed = await requireAdmin({ context: { auth: authWith(user('admin')) }, location: at('/th/Admin/content'), params: { lang: 'th' } });
    expect(passed.user.role).toBe('admin');
  });

  it('after sign-in, follow a same-origin redirect only', async () => {
    const auth = authWith(user('influencer'));
    expect(await redirectOf(leaveSignInWhenSignedIn(auth, 'influencer', 'th', '/th/Influencer/account'))).toBe('/th/Influencer/account');
    expect(await redirectOf(leaveSignInWhenSignedIn(auth, 'influencer', 'th', 'https://evil.example/'))).toBe('/th/Influencer/dashboard');
    expect(await redirectOf(leaveSignInWhenSignedIn(auth, 'influencer', 'th', '//evil.example'))).toBe('/th/Influencer/dashboard');
    // Signed in as someone else: stay on the sign-in page.
    expect(await redirectOf(leaveSignInWhenSignedIn(auth, 'marketer', 'th', '/th/Marketer/dashboard'))).toBeUndefined();
  });
});
