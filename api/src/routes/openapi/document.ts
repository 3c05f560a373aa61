import type { Env, Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { ENVELOPE_REF, REASONS } from './describe.js';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
  security: Record<string, string[]>[];
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: never[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** Path parameters a route does not validate itself (its parent's middleware checks them) are stated by name. */
const PATH_PARAMS: Record<string, JsonSchema> = {
  id: { type: 'string', format: 'uuid' },
  userId: { type: 'string', format: 'uuid' },
  name: { type: 'string', minLength: 1, maxLength: 60 },
};

function operationId(method: string, path: string): string {
  const words = path.split(/[/{}-]+/).filter(Boolean);
  return [method, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** Every `{param}` of the path as a required path parameter, in the path's order, then the query's. */
function withPathParameters(path: string, op: Operation): Parameter[] {
  const given = op.parameters ?? [];
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const declared = given.find((p) => p.in === 'path' && p.name === name);
    return declared
      ? { ...declared, required: true }
      : {
          name: name!,
          in: 'path' as const,
          required: true,
          schema: PATH_PARAMS[name!] ?? { type: 'string' },
        };
  });
  return [...inPath, ...given.filter((p) => p.in !== 'path')];
}

/**
 * The replies every route shares, added to what the route states: 400 and 500 always; 401 and 403 behind a token;
 * 413 with a body; 429 for a public write (rate-limited by address).
 */
function withCommonReplies(method: string, op: Operation): Operation['responses'] {
  const statuses = new Set([400, 500]);
  if (!op.security) [401, 403].forEach((s) => statuses.add(s));
  if (op.requestBody) statuses.add(413);
  if (op.security && method === 'post') statuses.add(429);
  const responses = { ...op.responses };
  for (const status of statuses) {
    responses[String(status)] ??= {
      description: REASONS[status]!,
      content: { 'application/json': { schema: ENVELOPE_REF } },
    };
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * The OpenAPI 3.1 document of `api`, generated from the routes Hono mounts: each route's `documented(…)` entry
 * and its validators' zod schemas (bodies and queries as a client sends them). Refinements JSON Schema cannot
 * state (an existing date, the billing-cycle rule) are enforced, not described.
 */
export async function buildOpenApiDocument<E extends Env>(
  api: Hono<E>,
  version: string,
): Promise<OpenApiDocument> {
  const generated = (await generateSpecs(api, {
    documentation: {
      info: {
        title: 'Kaspit API',
        version,
        description:
          'Every reply is the envelope `{isSuccess, message, data?}`. Money is shekels with at most 2 decimals; ' +
          'dates are `YYYY-MM-DD`, months `YYYY-MM` (billing months follow the user’s cycle).',
      },
      servers: [{ url: '/api' }],
      security: [{ bearerAuth: [] }],
    },
    // Our 400 is the envelope with field errors, added below with the other shared replies.
    defaultValidationErrorResponse: false,
    // `/openapi.json` is a route, not a static file.
    excludeStaticFile: false,
  })) as unknown as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, methods] of Object.entries(generated.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = withPathParameters(path, op);
      (paths[path] ??= {})[method] = {
        ...op,
        operationId: operationId(method, path),
        ...(parameters.length ? { parameters } : {}),
        responses: withCommonReplies(method, op),
      };
    }
  }
  const tags = [...new Set(Object.values(paths).flatMap((m) => Object.values(m).map((op) => op.tags[0]!)))];
  return {
    ...generated,
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      ...generated.components,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...(generated.components?.schemas as object | undefined),
        Envelope: {
          type: 'object',
          required: ['isSuccess', 'message'],
          properties: {
            isSuccess: { type: 'boolean' },
            message: { type: 'string' },
            data: {
              type: 'object',
              description: 'Named entities; on 400, `errors: [{path, message}]`',
            },
          },
        },
      },
    },
  };
}
