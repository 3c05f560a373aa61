import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.js';
import type { OpenApiDocument } from './document.js';

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.stop());

const documented = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} /api${path}`),
  );

describe('GET /api/openapi.json', () => {
  it('lists exactly the routes the app mounts under /api', () => {
    const mounted = t.app.routes
      // Middleware and the 404 catch-all are registered as `ALL`; every real route has one method.
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect([...new Set(mounted)].sort()).toEqual(documented().sort());
    expect(mounted.length).toBeGreaterThan(40);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // validate() dereferences in place, so it gets a copy.
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
    // The validator is live: the same document with a broken response is refused.
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, object>> };
    broken.paths['/health']!.get = { responses: { 200: { content: {} } } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/description/);
  });

  it('declares every {param} of a path as a required path parameter (the 3.1 validator does not check this)', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(methods)) {
        const declared = (op.parameters ?? [])
          .filter((p) => p.in === 'path' && p.required)
          .map((p) => p.name);
        expect(declared, path).toEqual(names);
      }
    }
    const ids = Object.values(document.paths).flatMap((m) => Object.values(m).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes bodies and queries with the zod schemas that validate them', () => {
    const create = document.paths['/outcomes']!.post!;
    const body = create.requestBody!.content['application/json'].schema as {
      properties: { outcomeData: { properties: Record<string, unknown>; required: string[] } };
      additionalProperties: boolean;
    };
    expect(body.additionalProperties).toBe(false); // strict: unknown fields are a 400
    expect(Object.keys(body.properties.outcomeData.properties)).toEqual(
      expect.arrayContaining(['id', 'date', 'amount', 'category', 'installments']),
    );
    expect(body.properties.outcomeData.required).toEqual(
      expect.arrayContaining(['date', 'amount', 'category', 'description']),
    );
    const list = document.paths['/outcomes']!.get!;
    expect(list.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:userId',
      'query:month',
      'query:from',
      'query:to',
      'query:limit',
      'query:cursor',
      'query:sort',
      'query:direction',
      'query:category',
      'query:paymentMethod',
      'query:installments',
    ]);
    const remove = document.paths['/users/{userId}/categories/{name}']!.delete!;
    expect(remove.parameters!.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['userId', 'name']);
  });

  it("describes what each reply's `data` holds with the API contract's schemas", () => {
    const dataOf = (path: string, method: string, status = '200') => {
      const schema = document.paths[path]![method]!.responses[status]!.content['application/json']!
        .schema as {
        properties: { data: { properties: Record<string, { properties?: Record<string, unknown> }> } };
      };
      return schema.properties.data.properties;
    };
    expect(Object.keys(dataOf('/statistics', 'get').statistics!.properties!)).toEqual(
      expect.arrayContaining(['totals', 'byCategory', 'byPaymentMethod', 'daily', 'trend']),
    );
    expect(Object.keys(dataOf('/users/{userId}', 'get').userData!.properties!)).toEqual(
      expect.arrayContaining(['id', 'email', 'billingCyclePeriod', 'categories', 'paymentMethods']),
    );
    expect(Object.keys(dataOf('/search', 'get'))).toEqual(
      expect.arrayContaining(['results', 'total', 'sums', 'page', 'pageSize', 'pages']),
    );
    expect(Object.keys(dataOf('/auth/google-signin', 'post'))).toEqual(['user', 'tokens']);
  });

  it("describes the AI replies with the contract's schemas, every kind of insight and both kinds of answer", () => {
    interface Node {
      properties?: Record<string, Node>;
      items?: Node;
      oneOf?: Node[];
      anyOf?: Node[];
      const?: unknown;
    }
    const dataOf = (path: string, method: string) =>
      (document.paths[path]![method]!.responses['200']!.content['application/json']!.schema as Node)
        .properties!.data!.properties!;
    const branches = (union: Node) => union.oneOf ?? union.anyOf ?? [];
    const report = dataOf('/ai/insights', 'get').insights!;
    expect(Object.keys(report.properties!)).toEqual(
      expect.arrayContaining(['month', 'period', 'forecastState', 'daysElapsed', 'totalDays', 'insights']),
    );
    const kinds = branches(report.properties!.insights!.items!).map((b) => b.properties!.kind!.const);
    expect(kinds).toEqual(['forecast', 'unusual', 'priceRise', 'possibleSubscription', 'expiringDiscount']);
    const answer = dataOf('/ai/ask', 'post').answer!;
    expect(branches(answer).map((b) => b.properties!.understood!.const)).toEqual([true, false]);
    const ask = document.paths['/ai/ask']!.post!.requestBody!.content['application/json'].schema as Node;
    expect(Object.keys(ask.properties!)).toEqual(['userId', 'question']);
  });

  it('marks public routes with no security and the rest with the bearer scheme', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    const publicOps = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security)
        .map(([method]) => `${method} ${path}`),
    );
    expect(publicOps.sort()).toEqual(
      [
        'get /announcements',
        'get /auth/config',
        'get /docs',
        'get /health',
        'get /openapi.json',
        'post /auth/google-signin',
        'post /auth/refresh',
        'post /auth/signout',
        'post /client-errors',
        'post /contact',
      ].sort(),
    );
    const stats = document.paths['/statistics']!.get!;
    expect(Object.keys(stats.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(stats.responses['403']!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Envelope',
    });
  });
});

describe('GET /api/docs', () => {
  it('renders every route as self-contained HTML under the strict CSP', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3)/);
    for (const tag of document.tags) expect(html).toContain(`<h2 id="tag-${tag.name}">`);
    expect(html.match(/<section class="op"/g)).toHaveLength(documented().length);
    expect(html).toContain('<code>/api/recurring-payments/{id}/amount</code>');
    expect(html).toContain('&#34;newAmount&#34;'); // the body schema, pretty-printed and escaped
  });
});
