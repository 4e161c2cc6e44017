import * as v from 'valibot';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { ProblemError } from './problem';

/**
 * Text PostgreSQL refuses: a NUL character (in text), or half of a surrogate pair, which JSON
 * can spell (`"\ud800"`) but no Unicode text holds (in json). Neither may get past the contract.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const textProblem = (text: string) => (text.includes('\u0000') ? 'nul_character' : loneSurrogate.test(text) ? 'invalid_unicode' : null);

/** Where such text hides in a request value (keys included). One rule for every string of every target. */
export function badTextPaths(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; message: string }[] {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => badTextPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const message = textProblem(key);
      return message ? [{ path: [...path, key], message }] : badTextPaths(item, [...path, key]);
    });
  }
  return [];
}

const objectTypes = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * The contract with two house rules in front, the same schema otherwise (OpenAPI reads it
 * unchanged): no NUL or lone surrogate anywhere, and an object schema takes an object (valibot's object accepts
 * an array, so `[]` passed for a body whose fields are all optional).
 */
function houseRules<Schema extends StandardSchemaV1 & { type?: string }>(schema: Schema): Schema {
  const wantsObject = objectTypes.has(schema.type ?? '');
  return new Proxy(schema, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== '~standard') return value;
      const standard = value as StandardSchemaV1['~standard'];
      return {
        ...standard,
        validate: (input: unknown) => {
          if (wantsObject && Array.isArray(input)) return { issues: [{ message: 'object_expected' }] };
          const found = badTextPaths(input);
          if (found.length === 0) return standard.validate(input);
          return { issues: found.map(({ path, message }) => ({ message, path: path.map((key) => ({ key })) })) };
        },
      };
    },
  });
}

/**
 * Validates one part of the request with a shared valibot contract (STYLE §8); bad
 * input answers 400 problem+json listing every bad field. JSON bodies must say so.
 */
export function validate<Schema extends v.GenericSchema & StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  return validator(target, houseRules(schema), (result) => {
    if (!result.success) {
      const errors = result.error.map((issue) => ({
        path: issue.path?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.') || target,
        message: issue.message,
      }));
      throw new ProblemError(400, 'validation', { errors });
    }
  });
}

/**
 * The NUL rule for the address, before any route: query values name their key, a path segment
 * is "path" (routes that read a parameter without a contract are covered too).
 */
export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (/%00/.test(url)) {
    const { pathname, searchParams } = new URL(url);
    const errors: { path: string; message: string }[] = [];
    if (/%00/.test(pathname)) errors.push({ path: 'path', message: 'nul_character' });
    for (const [key, value] of searchParams) if (`${key}${value}`.includes('\u0000')) errors.push({ path: `query.${key.replaceAll('\u0000', '')}`, message: 'nul_character' });
    if (errors.length > 0) throw new ProblemError(400, 'validation', { errors });
  }
  await next();
};

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

/** Deeper than any contract goes (the deepest is a few levels); far below what overflows a recursive walk. */
export const MAX_JSON_DEPTH = 64;

/** How deep brackets nest in JSON text, counted without parsing (strings skipped); stops once past `limit`. */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth -= 1;
  }
  return false;
}

/**
 * JSON nested thousands deep overflows the stack of every recursive walk after the parser (the
 * house rules, valibot, hono-openapi): issue 26 found a 500 on anonymous endpoints. Every JSON body
 * of every route is measured first, before any route or validator sees it.
 */
export const rejectDeepJson: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    // Hono caches the body, so routes and validators read the same text again.
    const text = await c.req.text();
    if (jsonDepthExceeds(text)) throw new ProblemError(400, 'bad_request', { detail: `The JSON nests deeper than ${MAX_JSON_DEPTH} levels.` });
  }
  await next();
};
