import { Hono, type Env } from 'hono';
import { documented } from './describe.js';
import { buildOpenApiDocument, type OpenApiDocument } from './document.js';
import { renderDocsPage } from './docs-page.js';

/**
 * `GET /openapi.json` and `GET /docs`, generated once on first request from the routes `api` mounts (read then, so
 * routes mounted after this one are in it).
 */
export function openapiRoutes<E extends Env>(api: Hono<E>, version: string) {
  let document: Promise<OpenApiDocument> | undefined;
  let page: string | undefined;
  const current = () =>
    (document ??= buildOpenApiDocument(api, version).catch((error: unknown) => {
      document = undefined; // the next request tries again
      throw error;
    }));
  return new Hono()
    .get(
      '/openapi.json',
      documented({
        summary: 'This OpenAPI 3.1 document (a plain document, not the envelope)',
        tag: 'Reference',
        public: true,
        reply: 'json',
      }),
      async (c) => c.json(await current()),
    )
    .get(
      '/docs',
      documented({
        summary: 'An HTML reference generated from the same document',
        tag: 'Reference',
        public: true,
        reply: 'html',
      }),
      async (c) => c.html((page ??= renderDocsPage(await current()))),
    );
}
