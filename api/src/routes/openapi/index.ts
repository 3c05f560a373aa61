import { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import { renderDocsPage } from './docs-page.js';
import type { RouteDoc } from './route-doc.js';

export const openapiDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document (a plain document, not the envelope)',
    tag: 'Reference',
    public: true,
    reply: 'json',
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'An HTML reference generated from the same document',
    tag: 'Reference',
    public: true,
    reply: 'html',
  },
];

/**
 * `GET /openapi.json` and `GET /docs`, built once on first request from every mounted module's RouteDoc list
 * (`routes` is read then, so a list filled after this is created is complete by the time it is served).
 */
export function openapiRoutes(routes: RouteDoc[], version: string) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const current = () => (document ??= buildOpenApiDocument(routes, version));
  return new Hono()
    .get('/openapi.json', (c) => c.json(current()))
    .get('/docs', (c) => c.html((page ??= renderDocsPage(current()))));
}
