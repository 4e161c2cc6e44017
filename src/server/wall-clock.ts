/**
 * The wall clock, by name (decision 037). Business time — postings, history, deadlines, the
 * market's "still open", every row's own time — is `deps.now()`, the one clock tests move.
 * This one is only for real elapsed time shared with someone outside the app's clock: a
 * browser's cookie lifetime and session, a code someone reads from an SMS, an OAuth state, a
 * provider's token or signature timestamp, a rate limit's window, an in-process cache's TTL.
 * Moving the test clock forty days must not sign the test's users out or expire the cache.
 */
export const wallNow = (): Date => new Date();
