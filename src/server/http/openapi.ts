import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import { problemSchema } from '#common/contracts/problem';

type Schema = Parameters<typeof resolver>[0];
type Response = NonNullable<DescribeRouteOptions['responses']>[string];

/** OpenAPI response content of an error answer (application/problem+json). */
export const problem = { 'application/problem+json': { schema: resolver(problemSchema) } };

/** OpenAPI response content of a JSON answer described by `schema`. */
export const json = (schema: Schema) => ({ 'application/json': { schema: resolver(schema) } });

/** Error answers by status, each documented as application/problem+json. */
export const problems = (errors: Record<number, string>): Record<number, Response> =>
  Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, { description, content: problem }]));

export interface DocOptions {
  tags?: string[];
  /** The success status (200 unless given) and its description. */
  status?: number;
  description?: string;
  /** More error answers, on top of the area's usual ones. */
  errors?: Record<number, string>;
  /** Answers that are neither the success nor a problem (e.g. 304). */
  responses?: Record<number, Response>;
}

/**
 * The one OpenAPI helper of the route files: an area names its tag and usual errors once
 * (`const doc = docFor(['Influencer'], { 401: 'Signed out' })`), then each route states only its
 * summary, its success schema and what differs (`doc('Profile', profileSchema, { errors: { 409: … } })`).
 */
export function docFor(tags: string[], errors: Record<number, string>, defaults: Omit<DocOptions, 'tags' | 'errors'> = {}) {
  return (summary: string, schema?: Schema, options: DocOptions = {}) => {
    const { status = 200, description = 'OK', responses = {} } = { ...defaults, ...options, responses: { ...defaults.responses, ...options.responses } };
    return describeRoute({
      tags: options.tags ?? tags,
      summary,
      responses: {
        [status]: { description, ...(schema ? { content: json(schema) } : {}) },
        ...responses,
        ...problems({ ...errors, ...options.errors }),
      },
    });
  };
}
