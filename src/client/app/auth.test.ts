import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, StatusResponse } from '#common/contracts/auth';
import type { AppConfigResponse } from '#common/contracts/config';

// The browser's edge: cookies in a map, the API answering sign-in and sign-out.
const cookies = new Map<string, string>();
const calls: string[] = [];
/** What the next status calls answer (a status, or a thrown error), in order. */
const statusAnswers: (() => unknown)[] = [];
vi.mock('#client/api/cookies', () => ({
  readCookie: (name: string) => cookies.get(name) ?? null,
  writeCookie: (name: string, value: string) => void cookies.set(name, value),
  deleteCookie: (name: string) => void cookies.delete(name),
}));
vi.mock('#client/api/client', () => ({
  api: async (path: string) => {
    calls.push(path);
    if (path === '/sv_authauth/signout') return { ok: true };
    if (path.startsWith('/sv_authauth/signin')) return { scope: 'influencer_logged_in', uuid: 'influencer-1', user: member };
    if (path === '/sv_authauth/status' && statusAnswers.length > 0) return statusAnswers.shift()!();
    throw new Error(`unexpected call ${path}`);
  },
}));
const { authReady, createAuthActor, waitForAuth } = await import('./auth');
const { isSettled, checkStatusWithRetries } = await import('#machines/screens/auth-session');

const member: SessionUser = { uuid: 'influencer-1', role: 'influencer', email: 'i@kolify.test', displayName: 'I', status: 'active', isTalentManager: false, marketerType: null, locale: 'th' };
const config = { cookies: { token: 't', scope: 'scope', uuid: 'uuid', loginFlag: 'flag', language: 'l', acceptCookies: 'a', signupStep: 's', referral: 'r', utm: 'u' } } as AppConfigResponse;
const signedInStatus: StatusResponse = { token: null, scope: 'influencer_logged_in', uuid: 'influencer-1', user: member };

beforeEach(() => {
  cookies.clear();
  calls.length = 0;
  statusAnswers.length = 0;
});

describe('the auth actor of the first load (decision 059)', () => {
  it('settles a visitor as signed out and clears the session cookies, as the machine does', async () => {
    cookies.set('uuid', 'stale');
    const auth = createAuthActor(config, Promise.resolve({ ...signedInStatus, scope: 'open', user: null }));
    expect(auth.getSnapshot().matches('checking')).toBe(true);
    auth.start();
    const settled = await waitForAuth(auth, isSettled);
    expect(settled.value).toBe('signedOut');
    expect(settled.context).toMatchObject({ scope: 'open', uuid: '', user: null, loginFlag: false });
    expect(Object.fromEntries(cookies)).toEqual({ flag: 'false', scope: 'open' });
  });

  it('trusts a signed-in status only with the stored flag', async () => {
    const noFlag = createAuthActor(config, Promise.resolve(signedInStatus));
    noFlag.start();
    expect((await waitForAuth(noFlag, isSettled)).value).toBe('signedOut');
    cookies.set('flag', 'true');
    const flagged = createAuthActor(config, Promise.resolve(signedInStatus));
    flagged.start();
    expect((await waitForAuth(flagged, isSettled)).context).toMatchObject({ scope: 'influencer_logged_in', uuid: 'influencer-1', user: member });
  });

  it('a failed status call is signed out', async () => {
    const auth = createAuthActor(config, Promise.reject(new Error('offline')));
    auth.start();
    expect((await waitForAuth(auth, isSettled)).value).toBe('signedOut');
  });

  it('the first event loads the machine, which carries on from the settled state', async () => {
    cookies.set('flag', 'true');
    const auth = createAuthActor(config, Promise.resolve(signedInStatus));
    const seen: string[] = [];
    auth.subscribe((snapshot) => seen.push(String(snapshot.value)));
    auth.start();
    await waitForAuth(auth, isSettled);
    auth.send({ type: 'auth.signOut' });
    const out = await waitForAuth(auth, (snapshot) => snapshot.matches('signedOut'));
    expect(out.context).toMatchObject({ scope: 'open', uuid: '', user: null, loginFlag: false });
    expect(seen).toEqual(expect.arrayContaining(['signedIn', 'signingOut', 'signedOut']));
    expect(calls).toEqual(['/sv_authauth/signout']);
    // From now on events go straight to the machine.
    auth.send({ type: 'auth.signIn', credentials: { role: 'influencer', email: 'i@kolify.test', password: 'x' } });
    expect(auth.getSnapshot().value).toBe('signingIn');
    expect((await waitForAuth(auth, isSettled)).value).toBe('signedIn');
    expect(cookies.get('flag')).toBe('true');
  });

  it('authReady lets a flow that sends and then waits see the answer, not the state before', async () => {
    const auth = createAuthActor(config, Promise.resolve({ ...signedInStatus, scope: 'open', user: null }));
    auth.start();
    await authReady(auth);
    auth.send({ type: 'auth.signIn', credentials: { role: 'influencer', email: 'i@kolify.test', password: 'x' } });
    expect(auth.getSnapshot().value).toBe('signingIn');
    expect((await waitForAuth(auth, isSettled)).context.user).toEqual(member);
  });

  it('drops events while the status is checked, as the machine does', async () => {
    let answer: (status: StatusResponse) => void = () => {};
    const auth = createAuthActor(config, new Promise((resolve) => (answer = resolve)));
    auth.start();
    auth.send({ type: 'auth.signOut' });
    answer({ ...signedInStatus, scope: 'open', user: null });
    expect((await waitForAuth(auth, isSettled)).value).toBe('signedOut');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});

describe('a status check without an answer (decision 076)', () => {
  const networkError = () => Object.assign(new TypeError('fetch failed'), { status: undefined });
  const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status, statusCode: status });

  it('keeps a member\'s cookies, waits unsettled as `unreachable`, and signs them in when the retry answers', async () => {
    cookies.set('flag', 'true');
    cookies.set('scope', 'influencer_logged_in');
    cookies.set('uuid', 'influencer-1');
    const stored = Object.fromEntries(cookies);
    const auth = createAuthActor(config, Promise.reject(httpError(503)));
    auth.start();
    const stuck = await waitForAuth(auth, (snapshot) => snapshot.matches('unreachable'));
    expect(isSettled(stuck)).toBe(false);
    expect(stuck.context).toMatchObject({ scope: 'open', uuid: '', user: null, loginFlag: true });
    expect(Object.fromEntries(cookies)).toEqual(stored);
    // The retry (the notice's button) asks again through the machine.
    statusAnswers.push(() => signedInStatus);
    auth.send({ type: 'auth.refresh' });
    const back = await waitForAuth(auth, isSettled);
    expect(back.value).toBe('signedIn');
    expect(back.context).toMatchObject({ scope: 'influencer_logged_in', uuid: 'influencer-1', user: member });
    expect(Object.fromEntries(cookies)).toEqual(stored);
  });

  it('a definite 401 still signs the member out and clears the session (SPEC §4)', async () => {
    cookies.set('flag', 'true');
    cookies.set('uuid', 'influencer-1');
    const auth = createAuthActor(config, Promise.reject(httpError(401)));
    auth.start();
    expect((await waitForAuth(auth, isSettled)).value).toBe('signedOut');
    expect(Object.fromEntries(cookies)).toEqual({ flag: 'false', scope: 'open' });
  });

  it('the status call is asked again with backoff while no answer comes, then gives up', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    let asked = 0;
    const failing = () => {
      asked++;
      return Promise.reject(networkError());
    };
    await expect(checkStatusWithRetries(failing, [500, 2_000], wait)).rejects.toThrow('fetch failed');
    expect({ asked, waits }).toEqual({ asked: 3, waits: [500, 2_000] });

    asked = 0;
    waits.length = 0;
    const answers = [() => Promise.reject(httpError(502)), () => Promise.resolve(signedInStatus)];
    await expect(checkStatusWithRetries(() => (asked++, answers.shift()!()), [500, 2_000], wait)).resolves.toEqual(signedInStatus);
    expect({ asked, waits }).toEqual({ asked: 2, waits: [500] });
  });

  it('a definite answer is not asked again', async () => {
    let asked = 0;
    await expect(checkStatusWithRetries(() => (asked++, Promise.reject(httpError(401))), [500, 2_000], async () => {})).rejects.toThrow('HTTP 401');
    expect(asked).toBe(1);
  });

  it('the edge\'s status call retries before the start-up settles', async () => {
    vi.useFakeTimers();
    try {
      statusAnswers.push(
        () => {
          throw networkError();
        },
        () => signedInStatus,
      );
      const { fetchStatus } = await import('./auth');
      const answer = fetchStatus();
      await vi.advanceTimersByTimeAsync(500);
      await expect(answer).resolves.toEqual(signedInStatus);
      expect(calls).toEqual(['/sv_authauth/status', '/sv_authauth/status']);
    } finally {
      vi.useRealTimers();
    }
  });
});
