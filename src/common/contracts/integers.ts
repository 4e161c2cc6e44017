import * as v from 'valibot';

/** PostgreSQL's `integer` (int4): ids, counts and sort orders live in such columns. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer field of a contract, bounded so nothing past its column reaches the database (issue 26:
 * `categoryId` 2147483648 answered 500). One helper for every such field; `message` names the
 * problem the screens translate.
 */
export const boundedInteger = (message: string, min = 1, max = INT4_MAX) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
