import { resolver } from 'hono-openapi';
import { problemSchema } from '#common/contracts/problem';

/** OpenAPI response content of an error answer (application/problem+json). */
export const problem = { 'application/problem+json': { schema: resolver(problemSchema) } };

/** OpenAPI response content of a JSON answer described by `schema`. */
export const json = (schema: Parameters<typeof resolver>[0]) => ({ 'application/json': { schema: resolver(schema) } });
