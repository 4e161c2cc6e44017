import * as v from 'valibot';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { ProblemError } from './problem';

/**
 * Validates one part of the request with a shared valibot contract (STYLE §8); bad
 * input answers 400 problem+json listing every bad field. JSON bodies must say so.
 */
export function validate<Schema extends v.GenericSchema & StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const errors = result.error.map((issue) => ({
        path: issue.path?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.') || target,
        message: issue.message,
      }));
      throw new ProblemError(400, 'validation', { errors });
    }
  });
}

/** 415 for bodies that are not JSON, 400 for JSON that does not parse (checked before the validator). */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new ProblemError(415, 'unsupported_media_type', { detail: 'Send Content-Type: application/json.' });
  try {
    await c.req.json();
  } catch {
    throw new ProblemError(400, 'bad_request', { detail: 'The body is not valid JSON.' });
  }
  await next();
};
