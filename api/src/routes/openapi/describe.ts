import { describeRoute, resolver } from 'hono-openapi';
import { z, type ZodType } from 'zod';

/** One route as the OpenAPI document describes it, beyond what Hono and its validators already say. */
export interface RouteDescription {
  summary: string;
  tag: string;
  /** What `data` holds on success, e.g. `{ categories: [...] }`; documented as free-form when omitted. */
  data?: ZodType;
  /** Routes without a bearer token: health, auth, announcements, contact, the reference itself. */
  public?: boolean;
  /** Statuses besides 200 and the common 400/401/403/413/429/500 this route answers. */
  extraStatuses?: number[];
  /** What a success replies when it is not the envelope: the OpenAPI document itself, or an HTML page. */
  reply?: 'json' | 'html';
}

export const REASONS: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  400: 'Validation failed (`data.errors` lists `{path, message}`)',
  401: 'No, invalid or expired access token',
  403: "Another user's userId",
  404: 'Not found, or not yours',
  409: 'Conflict (a name or id already in use)',
  413: 'Request body too large',
  429: 'Too many requests (see Retry-After)',
  500: 'Server error',
  503: 'Database unavailable',
};

export const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

type Responses = NonNullable<Parameters<typeof describeRoute>[0]['responses']>;
type Content = NonNullable<Exclude<Responses[string], { $ref: string }>['content']>;
const json = (schema: Content[string]['schema']): Content => ({ 'application/json': { schema } });

function success(route: RouteDescription): Content {
  if (route.reply === 'html') return { 'text/html': { schema: { type: 'string' } } };
  if (route.reply === 'json') return json({ type: 'object' });
  if (!route.data) return json(ENVELOPE_REF);
  // The envelope around this route's `data`, so the reply's fields are described in full.
  return json(resolver(z.object({ isSuccess: z.literal(true), message: z.string(), data: route.data })));
}

/**
 * The route's entry in the OpenAPI document, as a middleware placed first in its handler chain: the path and
 * method come from where Hono mounts it, parameters and bodies from its validators, the rest from here.
 */
export function documented(route: RouteDescription) {
  const statuses = [200, ...(route.extraStatuses ?? [])];
  return describeRoute({
    summary: route.summary,
    tags: [route.tag],
    ...(route.public ? { security: [] } : {}),
    responses: Object.fromEntries(
      statuses.map((status) => [
        status,
        {
          description: REASONS[status] ?? 'See message',
          content: status < 300 ? success(route) : json(ENVELOPE_REF),
        },
      ]),
    ),
  });
}
