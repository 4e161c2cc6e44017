import fc from 'fast-check';
import type { JsonSchema, Operation } from './harness';

/** Values of the declared type, from the JSON schema the server publishes (its valibot contracts). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => fromSchema(item, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  switch (schema.type) {
    case 'string':
      return stringFrom(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)) });
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromSchema(value, depth + 1)]));
      const record = fc.record(entries, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fromSchema(schema.additionalProperties, depth + 1), { maxKeys: 3 });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 40;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= max);
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      // Only the schema's own maxLength bounds a pattern: the default cap could be shorter than
      // anything the pattern matches, and the filter would then never let a value through.
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= Math.max(schema.maxLength ?? Infinity, 1) && text.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, Math.min(max, 40)), unit: 'grapheme' });
}

/** encodeURIComponent that sends a lone surrogate as the invalid UTF-8 bytes a hostile client would. */
export function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

/** Strings that have broken servers before: NUL, lone surrogates, right-to-left marks, huge ones. */
export const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0041\u0042',
  '\u200b',
  '\ufeff',
  'ก้้้้้้้้้้้้',
  '😀👩‍👩‍👧‍👦',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  ' ',
  '',
  '\r\n\r\nX: y',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(400),
  'ก'.repeat(5_000),
  'A'.repeat(100_000),
];

export const nastyNumbers = [-1, 0, -0, 0.5, -(2 ** 53), 2 ** 53 + 2, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 5e-324];

/** Any JSON value of a type other than the expected one (and a few shapes that fool parsers). */
export const wrongValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': '' }, 'x'),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...nastyStrings),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting.
  fc.nat({ max: 3 }).map((n) => JSON.parse('['.repeat(200 * (n + 1)) + ']'.repeat(200 * (n + 1))) as unknown),
);

/** Path parameter values that are not what the route expects. Raw: some are deliberately bad percent-encoding. */
export const oddPathValues = [
  '0',
  '-1',
  '99999999999999999999999',
  '1e309',
  'null',
  'undefined',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc',
  encodeURIComponent('ก'.repeat(300)),
  encodeURIComponent('😀'),
  'x'.repeat(3_000),
  encodeURIComponent("' OR 1=1 --"),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%20',
  'a.b',
  '__proto__',
  'constructor',
];

export type PathValue = { kind: 'schema'; value: string } | { kind: 'raw'; value: string } | { kind: 'own' } | { kind: 'other' } | { kind: 'pool'; index: number };

export type Mutation =
  | 'valid'
  | 'wrong_type'
  | 'missing_field'
  | 'extra_field'
  | 'nasty_string'
  | 'nasty_number'
  | 'bad_json'
  | 'content_type'
  | 'not_an_object'
  | 'no_body'
  | 'odd_path'
  | 'odd_query'
  | 'huge_query';

export interface FuzzRequest {
  mutation: Mutation;
  pathValues: Record<string, PathValue>;
  query: [string, string][];
  /** Raw text appended to the query string (already encoded, possibly badly). */
  rawQuery?: string;
  /** The body as sent (text), and its content type; none for no body. */
  body?: string;
  contentType?: string;
}

/**
 * Texts the server's body reader refuses (every one: the fuzz holds a 2xx answer to them as a failure).
 * Not a leading byte-order mark: the reader decodes UTF-8 as the Fetch standard does, which drops it,
 * and RFC 8259 §8.1 lets a parser ignore it — `\ufeff{}` is `{}`.
 */
const badJsonTexts = ['{', '{"a":', '[1,]', "{'a':1}", '\u0000', 'nul', '{"a":1}garbage', '"unterminated', ' ', '{"a":01}', '{"a":"\\x41"}'];

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  return [prefix];
}

function setAt(root: unknown, path: (string | number)[], replace: (old: unknown) => unknown, remove = false): unknown {
  if (path.length === 0) return remove ? undefined : replace(root);
  const copy: unknown = Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Record<string, unknown>) };
  const [head, ...rest] = path;
  const container = copy as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete container[head!];
    return copy;
  }
  container[head!] = setAt(container[head!], rest, replace, remove);
  return copy;
}

/** One request for one operation: a valid one from the schema, or one mutation of it. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const sendsBody = operation.method !== 'GET';

  const pathValue = (schema: JsonSchema | undefined): fc.Arbitrary<PathValue> =>
    fc.oneof(
      // Mostly ids that exist (the caller's own, or one read from a list), so mutations reach the code behind the lookup.
      { weight: 2, arbitrary: fromSchema(schema ?? { type: 'string' }).map((value): PathValue => ({ kind: 'schema', value: encodeLoose(String(value)) })) },
      { weight: 6, arbitrary: fc.constant<PathValue>({ kind: 'own' }) },
      { weight: 1, arbitrary: fc.constant<PathValue>({ kind: 'other' }) },
      { weight: 4, arbitrary: fc.nat().map((index): PathValue => ({ kind: 'pool', index })) },
    );
  const validPath = fc.record(Object.fromEntries(pathParams.map((parameter) => [parameter.name, pathValue(parameter.schema)])));
  const validQuery = fc
    .tuple(...queryParams.map((parameter) => ((pair: fc.Arbitrary<[string, string]>) => (parameter.required ? pair : fc.option(pair, { nil: undefined, freq: 2 })))(fromSchema(parameter.schema ?? { type: 'string' }).map((value) => [parameter.name, String(value)] as [string, string]))))
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
  const validBody = operation.body ? fromSchema(operation.body) : fc.constant(undefined);

  const base = fc.record({ pathValues: validPath, query: validQuery, value: validBody });
  const mutations: Mutation[] = ['valid', 'valid', 'valid', 'odd_query', 'huge_query'];
  if (pathParams.length > 0) mutations.push('odd_path', 'odd_path');
  if (sendsBody) mutations.push('wrong_type', 'missing_field', 'extra_field', 'nasty_string', 'nasty_string', 'nasty_string', 'nasty_number', 'bad_json', 'content_type', 'not_an_object', 'not_an_object', 'no_body');
  else mutations.push('nasty_string', 'odd_query');

  return fc
    .record({
      base,
      mutation: fc.constantFrom(...mutations),
      pick: fc.nat(),
      wrong: wrongValue,
      // NUL is weighted up: PostgreSQL refuses it in text, so one that slips past a contract is a 500.
      nasty: fc.oneof({ weight: 1, arbitrary: fc.constantFrom('\u0000', 'a\u0000b') }, { weight: 1, arbitrary: fc.constantFrom(...nastyStrings) }),
      number: fc.constantFrom(...nastyNumbers),
      odd: fc.constantFrom(...oddPathValues),
      badJson: fc.constantFrom(...badJsonTexts),
      contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml', ''),
      extraKey: fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'id', 'userId', 'x'.repeat(300), ''),
      // Arrays first: valibot's object schema took `[]` for a body whose fields are all optional.
      notObject: fc.constantFrom('[]', '[]', '[{}]', 'null', '1', '"x"', 'true'),
      hugeQueryKb: fc.constantFrom(8, 20, 100),
    })
    .map(({ base, mutation, pick, wrong, nasty, number, odd, badJson, contentType, extraKey, notObject, hugeQueryKb }): FuzzRequest => {
      const request: FuzzRequest = { mutation, pathValues: base.pathValues, query: base.query };
      let value = base.value;
      const jsonBody = () => (value === undefined ? (sendsBody ? '{}' : undefined) : JSON.stringify(value));
      const candidates = paths(value);
      const target = candidates[pick % candidates.length] ?? [];
      switch (mutation) {
        case 'wrong_type':
          value = setAt(value, target, () => wrong);
          break;
        case 'missing_field':
          if (target.length > 0) value = setAt(value, target, (old) => old, true);
          else value = {};
          break;
        case 'extra_field': {
          const holder = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
          // JSON.parse makes "__proto__" an own property, as a hostile client would send it.
          // A replacer function: a string replacement would read $' or $& inside the value as patterns.
          value = JSON.parse(JSON.stringify(holder).replace(/^\{/, () => `{${JSON.stringify(extraKey)}:${JSON.stringify(wrong)}${Object.keys(holder).length > 0 ? ',' : ''}`)) as unknown;
          break;
        }
        case 'nasty_string': {
          const strings = candidates.filter((path) => typeof path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value) === 'string');
          if (strings.length > 0) value = setAt(value, strings[pick % strings.length]!, () => nasty);
          else if (base.query.length > 0) request.query = base.query.map(([key], index) => [key, index === pick % base.query.length ? nasty : base.query[index]![1]]);
          else if (queryParams.length > 0) request.query = [[queryParams[pick % queryParams.length]!.name, nasty]];
          else value = setAt(value, target, () => nasty);
          break;
        }
        case 'nasty_number':
          value = setAt(value, target, () => number);
          break;
        case 'odd_path': {
          const name = pathParams[pick % pathParams.length]!.name;
          request.pathValues = { ...base.pathValues, [name]: { kind: 'raw', value: odd } };
          break;
        }
        case 'odd_query': {
          const name = queryParams.length > 0 && pick % 2 === 0 ? queryParams[pick % queryParams.length]!.name : 'unexpected';
          // Repeated keys, NUL, bad percent-encoding, unicode.
          request.rawQuery = [`${name}=${encodeLoose(nasty.slice(0, 2_000))}`, `${name}=%00`, `${name}=%zz`, `${name}[]=1`, `${name}=${odd}`][pick % 5];
          break;
        }
        case 'huge_query':
          request.rawQuery = `q=${'a'.repeat(hugeQueryKb * 1024)}`;
          break;
      }
      if (!sendsBody) return request;
      switch (mutation) {
        case 'bad_json':
          return { ...request, body: badJson, contentType: 'application/json' };
        case 'content_type':
          return { ...request, body: jsonBody(), contentType };
        case 'not_an_object':
          return { ...request, body: notObject, contentType: 'application/json' };
        case 'no_body':
          return request;
        default:
          return { ...request, body: jsonBody(), contentType: 'application/json' };
      }
    });
}
