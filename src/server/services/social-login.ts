import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { influencerProfiles, socialLogins, users } from '../db/schema/index';
import type { Config, SocialProviderName } from '../config';
import { DomainError } from '../domain-error';
import { authorizationUrl, exchangeCode, newPkce, randomToken } from '../providers/social';
import { wallNow } from '../wall-clock';

/** Social sign-in in flight (state, PKCE, nonce) and the single-use ticket it hands to the wizard. */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const loginTtlMs = 10 * 60_000;

export const redirectUriOf = (config: Pick<Config, 'publicUrl'>, provider: string) => `${config.publicUrl}/sv_authauth/social/${provider}/callback`;

export function providerConfig(config: Config, name: string) {
  const provider = config.socialProviders.find((p) => p.name === name);
  if (!provider) throw new DomainError('not_found', { detail: `Sign-in with ${name} is not configured.` });
  return provider;
}

export async function startSocialLogin(db: Executor, config: Config, name: SocialProviderName, locale: 'th' | 'en') {
  const provider = providerConfig(config, name);
  const state = randomToken();
  const nonce = randomToken();
  const pkce = newPkce();
  await db.insert(socialLogins).values({ provider: name, stateHash: sha256(state), codeVerifier: pkce.verifier, nonce, locale, expiresAt: new Date(wallNow().getTime() + loginTtlMs) });
  return authorizationUrl(provider, { redirectUri: redirectUriOf(config, name), state, codeChallenge: pkce.challenge, nonce, locale });
}

/** The callback: the state must be ours, unexpired and unused; then the code is exchanged. */
export async function finishSocialLogin(db: Executor, config: Config, name: SocialProviderName, input: { code: string; state: string }) {
  const provider = providerConfig(config, name);
  const [pending] = await db
    .update(socialLogins)
    .set({ usedAt: wallNow() })
    .where(and(eq(socialLogins.stateHash, sha256(input.state)), eq(socialLogins.provider, name), isNull(socialLogins.usedAt), gt(socialLogins.expiresAt, wallNow())))
    .returning();
  if (!pending) throw new DomainError('bad_request', { detail: 'state_invalid' });
  const identity = await exchangeCode(provider, { code: input.code, redirectUri: redirectUriOf(config, name), codeVerifier: pending.codeVerifier, nonce: pending.nonce });

  const [linked] = await db
    .select({ user: users })
    .from(influencerProfiles)
    .innerJoin(users, eq(users.id, influencerProfiles.userId))
    .where(and(eq(influencerProfiles.socialProvider, identity.provider), eq(influencerProfiles.socialSubject, identity.subject)))
    .limit(1);
  if (linked) return { locale: pending.locale, user: linked.user, ticket: null };

  const ticket = randomToken();
  await db
    .update(socialLogins)
    .set({ subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified, name: identity.name, ticketHash: sha256(ticket), expiresAt: new Date(wallNow().getTime() + 30 * 60_000) })
    .where(eq(socialLogins.id, pending.id));
  return { locale: pending.locale, user: null, ticket };
}

async function liveTicket(db: Executor, ticket: string) {
  const [row] = await db
    .select()
    .from(socialLogins)
    .where(and(eq(socialLogins.ticketHash, sha256(ticket)), gt(socialLogins.expiresAt, wallNow())))
    .limit(1);
  if (!row || !row.subject) throw new DomainError('verification_required', { errors: [{ path: 'socialTicket', message: 'social_ticket_invalid' }] });
  return row;
}

/** What the wizard prefills (the e-mail the provider vouched for). Does not spend the ticket. */
export async function peekSocialTicket(db: Executor, ticket: string) {
  const row = await liveTicket(db, ticket);
  return { provider: row.provider, email: row.email, emailVerified: Boolean(row.emailVerified), name: row.name };
}

/** Spends the ticket inside the member-creating transaction. */
export async function consumeSocialTicket(tx: Executor, ticket: string) {
  const row = await liveTicket(tx, ticket);
  const [spent] = await tx.update(socialLogins).set({ ticketHash: null }).where(eq(socialLogins.id, row.id)).returning({ id: socialLogins.id });
  if (!spent) throw new DomainError('verification_required', { errors: [{ path: 'socialTicket', message: 'social_ticket_invalid' }] });
  return { provider: row.provider, subject: row.subject!, email: row.email, emailVerified: Boolean(row.emailVerified) };
}
