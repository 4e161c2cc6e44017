import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { otpCodes } from '../db/schema/index';
import type { Deps } from '../deps';
import { DomainError } from '../domain-error';
import type { Locale } from '#common/enums';
import type { OtpRequestResponse } from '#common/contracts/otp';
import { readConfig } from './app-config';
import { recordHit, retryAfterSeconds } from './rate-limit';
import { otpMessage } from './message-templates';
import { deliverMessage, recordMessage } from './outbox';
import { wallNow } from '../wall-clock';

/**
 * One-time codes (PRODUCT.md): 6 random digits with a 4-letter reference, valid 5 minutes,
 * 5 wrong tries kill the code, resend after 60 s, at most 5 codes per destination per hour
 * and 10 failed verifications per destination per day. Only an HMAC of each code is kept,
 * and a code only verifies for the purpose it was issued for.
 */
export interface OtpTarget {
  /** What the code is for, e.g. 'influencer_signup'; a code for one purpose never verifies another. */
  purpose: string;
  channel: 'email' | 'sms';
  /** Normalised e-mail (lowercase) or E.164 phone. */
  destination: string;
}

const otpKeys = ['otp.length', 'otp.ttlMs', 'otp.maxTries', 'otp.resendMs', 'otp.maxPerHour', 'otp.maxFailuresPerDay', 'otp.verificationTtlMs'] as const;
const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');
const failureLimit = (max: number) => ({ bucket: 'otp:failures', max, windowMs: 86_400_000 });

export function maskDestination(destination: string): string {
  if (destination.includes('@')) {
    const [name = '', domain = ''] = destination.split('@');
    return `${name.slice(0, 1)}${'*'.repeat(Math.max(2, name.length - 1))}@${domain}`;
  }
  return `${destination.slice(0, 3)}${'x'.repeat(Math.max(0, destination.length - 6))}${destination.slice(-3)}`;
}

function newReference(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: 4 }, () => letters[randomInt(letters.length)]).join('');
}

/**
 * Issues a code and delivers it: the code and its outbox row in one transaction, the send after it.
 * `send: false` issues a code nobody is told (a password reset for an address with no account,
 * services/account-codes.ts): every limit, row and answer is the same, only no message exists.
 * `answerBeforeSend` answers once the code is committed and sends after (a reset, either way).
 */
export async function requestOtp(deps: Pick<Deps, 'db' | 'config' | 'messenger'>, target: OtpTarget & { locale: Locale; userId?: string }, options: { send?: boolean; answerBeforeSend?: boolean } = {}): Promise<OtpRequestResponse> {
  const send = options.send ?? true;
  const { db, config, messenger } = deps;
  const settings = await readConfig(db, otpKeys);
  const now = wallNow();

  const lockedFor = await retryAfterSeconds(db, failureLimit(settings['otp.maxFailuresPerDay']), target.destination, now);
  if (lockedFor > 0) throw new DomainError('rate_limited', { retryAfter: lockedFor, detail: 'Too many wrong codes for this destination today.' });

  const recent = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.destination, target.destination), gt(otpCodes.createdAt, new Date(now.getTime() - 3_600_000))))
    .orderBy(desc(otpCodes.createdAt));
  const lastForPurpose = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.destination, target.destination), eq(otpCodes.purpose, target.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const last = lastForPurpose[0]?.createdAt;
  if (last && now.getTime() - last.getTime() < settings['otp.resendMs']) {
    const wait = Math.ceil((last.getTime() + settings['otp.resendMs'] - now.getTime()) / 1000);
    throw new DomainError('otp_resend_too_soon', { retryAfter: wait, detail: `You can ask for a new code in ${wait} seconds.` });
  }
  if (recent.length >= settings['otp.maxPerHour']) {
    const oldest = recent[recent.length - 1]!.createdAt;
    const wait = Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 1000));
    throw new DomainError('rate_limited', { retryAfter: wait, detail: 'Too many codes for this destination in the last hour.' });
  }

  const length = settings['otp.length'];
  const code = String(randomInt(10 ** length)).padStart(length, '0');
  const reference = newReference();
  const expiresAt = new Date(now.getTime() + settings['otp.ttlMs']);
  const minutes = Math.round(settings['otp.ttlMs'] / 60_000);
  const message = otpMessage({ locale: target.locale, code, reference, purpose: target.purpose, minutes, channel: target.channel });

  // The code and its outbox row commit together; the SMS or e-mail goes out after the commit, with
  // no transaction open (issue 27). A send that fails takes the code back, so the member may ask
  // again at once, and answers an error.
  const { codeId, messageId } = await db.transaction(async (tx) => {
    // A new code replaces any live one for the same purpose and destination.
    await tx
      .update(otpCodes)
      .set({ expiresAt: now })
      .where(and(eq(otpCodes.destination, target.destination), eq(otpCodes.purpose, target.purpose), isNull(otpCodes.verifiedAt), gt(otpCodes.expiresAt, now)));
    const [issued] = await tx
      .insert(otpCodes)
      .values({
        purpose: target.purpose,
        channel: target.channel,
        destination: target.destination,
        codeHash: hmac(config.secret, `${target.purpose}:${target.destination}:${code}`),
        reference,
        userId: target.userId,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: otpCodes.id });
    const recorded = send ? await recordMessage(tx, { channel: target.channel, to: target.destination, subject: message.subject, text: message.text, locale: target.locale }) : null;
    return { codeId: issued!.id, messageId: recorded };
  });
  const deliver = async () => {
    try {
      await deliverMessage({ db, messenger, now: wallNow }, messageId!, { final: true });
    } catch {
      await db.delete(otpCodes).where(eq(otpCodes.id, codeId));
      throw new DomainError('delivery_failed', { detail: 'We could not send the code. Please try again in a moment.' });
    }
  };
  // A reset answers before the send (decision 044): waiting for the provider, or reporting its
  // failure, would tell apart an address with an account from one without. The row keeps the
  // outcome (sent, or failed with its error) and a failed send still takes the code back.
  if (messageId && options.answerBeforeSend) void deliver().catch(() => undefined);
  else if (messageId) await deliver();

  return {
    reference,
    destination: maskDestination(target.destination),
    codeLength: length,
    expiresAt: expiresAt.toISOString(),
    resendAt: new Date(now.getTime() + settings['otp.resendMs']).toISOString(),
  };
}

/** The one answer for a missing, spent or misdirected proof (password reset must not tell which). */
export const verificationRequired = () => new DomainError('verification_required', { detail: 'Verify with a new one-time code first.' });

/**
 * Checks a code. A wrong code is counted (and survives the error); the right one is spent
 * atomically, so two concurrent requests cannot both succeed. Returns a single-use proof.
 */
export async function verifyOtp(db: Database, secret: string, target: Omit<OtpTarget, 'channel'> & { code: string }): Promise<{ verificationToken: string; userId: string | null }> {
  const settings = await readConfig(db, otpKeys);
  const now = wallNow();
  const limit = failureLimit(settings['otp.maxFailuresPerDay']);
  const lockedFor = await retryAfterSeconds(db, limit, target.destination, now);
  if (lockedFor > 0) throw new DomainError('rate_limited', { retryAfter: lockedFor, detail: 'Too many wrong codes for this destination today.' });

  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.destination, target.destination), eq(otpCodes.purpose, target.purpose), isNull(otpCodes.verifiedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt <= now || live.attempts >= settings['otp.maxTries']) {
    throw new DomainError('otp_expired', { detail: 'Request a new code.' });
  }

  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(hmac(secret, `${target.purpose}:${target.destination}:${target.code}`), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const [counted] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, live.id))
      .returning({ attempts: otpCodes.attempts });
    await recordHit(db, limit.bucket, target.destination);
    const triesLeft = Math.max(0, settings['otp.maxTries'] - (counted?.attempts ?? settings['otp.maxTries']));
    throw new DomainError('otp_invalid', { triesLeft, detail: triesLeft > 0 ? `${triesLeft} tries left.` : 'No tries left; request a new code.' });
  }

  const verificationToken = randomBytes(32).toString('base64url');
  const [spent] = await db
    .update(otpCodes)
    .set({ verifiedAt: now, verificationHash: hmac(secret, verificationToken) })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.verifiedAt)))
    .returning({ userId: otpCodes.userId });
  if (!spent) throw new DomainError('otp_expired', { detail: 'This code was already used.' });
  return { verificationToken, userId: spent.userId };
}

/**
 * Spends the proof from verifyOtp in the caller's transaction (e.g. creating the account):
 * it must be for this purpose and destination, unused, and fresh. Throws 400 otherwise.
 */
export async function consumeVerification(tx: Executor, secret: string, target: Omit<OtpTarget, 'channel'> & { verificationToken: string }): Promise<void> {
  const { 'otp.verificationTtlMs': ttl } = await readConfig(tx, ['otp.verificationTtlMs']);
  const [used] = await tx
    .update(otpCodes)
    .set({ verificationUsedAt: wallNow() })
    .where(
      and(
        eq(otpCodes.destination, target.destination),
        eq(otpCodes.purpose, target.purpose),
        eq(otpCodes.verificationHash, hmac(secret, target.verificationToken)),
        isNull(otpCodes.verificationUsedAt),
        gt(otpCodes.verifiedAt, new Date(wallNow().getTime() - ttl)),
      ),
    )
    .returning({ id: otpCodes.id });
  if (!used) throw verificationRequired();
}
