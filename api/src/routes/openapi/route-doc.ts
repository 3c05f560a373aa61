import type { ZodType } from 'zod';

/**
 * One route as the OpenAPI document describes it. Each route module exports a list of these next to its routes,
 * pointing at the very zod schemas its validators use, so the document cannot drift from what is enforced.
 */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style, under `/api`: `/users/{userId}/categories`. */
  path: string;
  summary: string;
  tag: string;
  body?: ZodType;
  query?: ZodType;
  /** What `data` holds on success, e.g. `{ categories: [...] }`; documented as free-form when omitted. */
  data?: ZodType;
  /** Routes without a bearer token: health, auth, announcements, contact. */
  public?: boolean;
  /** Statuses besides 200 and the common 400/401/403/429/500 this route answers. */
  extraStatuses?: number[];
  /** What a success replies when it is not the envelope: the OpenAPI document itself, or an HTML page. */
  reply?: 'json' | 'html';
}
