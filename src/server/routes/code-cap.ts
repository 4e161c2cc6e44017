import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { ProblemError } from '../http/problem';
import { clientIp } from '../http/middleware';
import { readConfig } from '../services/app-config';
import { deleteHits, recordHit, retryAfterSeconds } from '../services/rate-limit';

/**
 * Per-IP cap on asking for one-time codes (e-mail or SMS, any purpose, any destination): the
 * per-destination limits alone let one address send codes to any number of strangers. Every
 * request that passes validation counts, before the route decides anything, so the answer
 * never depends on whether an account exists. Reserve-then-count, like sign-in.
 */
export const capCodesPerIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.var.deps;
  const settings = await readConfig(db, ['otp.maxPerIp', 'otp.ipWindowMs']);
  const limit = { bucket: 'otp:ip', max: settings['otp.maxPerIp'], windowMs: settings['otp.ipWindowMs'] };
  const ip = clientIp(c);
  const hit = await recordHit(db, limit.bucket, ip);
  const wait = await retryAfterSeconds(db, { ...limit, max: limit.max + 1 }, ip);
  if (wait > 0) {
    await deleteHits(db, [hit]);
    throw new ProblemError(429, 'rate_limited', { retryAfter: wait, detail: `Too many codes from this address; try again in ${wait} seconds.` });
  }
  await next();
};
