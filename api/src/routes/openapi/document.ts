import { z, type ZodType } from 'zod';
import type { RouteDoc } from './route-doc.js';

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
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/**
 * A request schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). `io: 'input'` describes what a client sends
 * (before defaults apply); refinements that JSON Schema cannot say (an existing date, a billing cycle's rule) are
 * left to the 400 reply.
 */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Path parameters are not zod-validated in one place, so their shapes are stated here by name. */
const PATH_PARAMS: Record<string, JsonSchema> = {
  id: { type: 'string', format: 'uuid' },
  userId: { type: 'string', format: 'uuid' },
  name: { type: 'string', minLength: 1, maxLength: 60 },
};

function parameters(route: RouteDoc): Parameter[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name!,
    in: 'path' as const,
    required: true,
    schema: PATH_PARAMS[name!] ?? { type: 'string' },
  }));
  if (!route.query) return inPath;
  const query = jsonSchemaOf(route.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

const REASONS: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  400: 'Validation failed (`data.errors` lists `{path, message}`)',
  401: 'No, invalid or expired access token',
  403: "Another user's userId",
  404: 'Not found, or not yours',
  409: 'Conflict (a name or id already in use)',
  413: 'Request body over 1 MB',
  429: 'Too many requests (see Retry-After)',
  500: 'Server error',
  503: 'Database unavailable',
};

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function responses(route: RouteDoc): Operation['responses'] {
  const statuses = new Set([200, 400, 500, ...(route.extraStatuses ?? [])]);
  if (!route.public) [401, 403].forEach((s) => statuses.add(s));
  if (route.body) statuses.add(413);
  if (route.public && route.method === 'post') statuses.add(429);
  const success =
    route.reply === 'html'
      ? { 'text/html': { schema: { type: 'string' } } }
      : json(
          route.reply === 'json'
            ? { type: 'object' }
            : route.data
              ? { allOf: [envelopeRef, { type: 'object', properties: { data: jsonSchemaOf(route.data) } }] }
              : envelopeRef,
        );
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        {
          description: REASONS[status] ?? 'See message',
          content: status < 300 ? success : json(envelopeRef),
        },
      ]),
  );
}

function operationId(route: RouteDoc): string {
  const words = route.path.split(/[/{}-]+/).filter(Boolean);
  return [route.method, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The OpenAPI 3.1 document of every route, generated from the RouteDoc lists the route modules export. */
export function buildOpenApiDocument(routes: RouteDoc[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const params = parameters(route);
    const operation: Operation = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [route.tag],
      ...(route.public ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(route.body ? { requestBody: { required: true, content: json(jsonSchemaOf(route.body)) } } : {}),
      responses: responses(route),
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kaspit API',
      version,
      description:
        'Every reply is the envelope `{isSuccess, message, data?}`. Money is shekels with at most 2 decimals; ' +
        'dates are `YYYY-MM-DD`, months `YYYY-MM` (billing months follow the user’s cycle).',
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
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
    security: [{ bearerAuth: [] }],
  };
}
