import type { Context } from 'hono';
import type { IdempotentAnswer } from '../ledger/idempotency';
import { ProblemError } from './problem';

/**
 * The HTTP side of idempotent money operations (the ledger's `idempotent()` keeps the keys and the
 * answers): reading the Idempotency-Key header and answering a replay. Here, not in ledger/, so
 * the ledger never imports Hono (issue 29, decision 050).
 */
const keyPattern = /^[\x21-\x7e]{8,255}$/;

/** The request's Idempotency-Key header: required on every money-moving POST (400 without it). */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key') ?? '';
  if (!keyPattern.test(key)) {
    throw new ProblemError(400, 'validation', {
      detail: 'Send an Idempotency-Key header (8–255 visible characters, e.g. a UUID).',
      errors: [{ path: 'Idempotency-Key', message: key ? 'invalid' : 'required' }],
    });
  }
  return key;
}

/** Answers an idempotent result, marking replays the way Stripe does. */
export function answerIdempotent<T>(c: Context, answer: IdempotentAnswer<T>) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status as 200);
}
