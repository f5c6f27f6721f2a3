// The OpenAPI 3.1 document, generated from the same endpoint list and valibot schemas the
// router validates with, so it cannot drift from the code.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorResponseSchema } from '../../domain/contracts/common.ts';
import { apiBase, type RegisteredEndpoint } from '../http/api-router.ts';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonObject {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as JsonObject;
  delete converted.$schema;
  return converted;
}

function parametersOf(endpoint: RegisteredEndpoint): JsonObject[] {
  const result: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((jsonSchema(schema, 'input').required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      result.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return result;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApiDocument(endpoints: readonly RegisteredEndpoint[], version: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of endpoints) {
    const path = apiBase + endpoint.path;
    const success = endpoint.response
      ? {
          [String(endpoint.status ?? 200)]: {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
          },
        }
      : { '204': { description: 'Done, no content' } };
    const operation: JsonObject = {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: `Who may call: ${endpoint.access}.`,
      operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters: parametersOf(endpoint),
      responses: {
        ...success,
        '400': errorResponse('Invalid input (VALIDATION_FAILED) with field errors'),
        ...(endpoint.isPublic
          ? {}
          : {
              '401': errorResponse('Not signed in (UNAUTHENTICATED)'),
              '403': errorResponse('Not allowed (FORBIDDEN)'),
            }),
        '404': errorResponse('Not found (NOT_FOUND)'),
        ...(endpoint.path.startsWith('/Kognifai/')
          ? { '503': errorResponse("The partner's API keys have expired (PARTNER_KEYS_EXPIRED)") }
          : {}),
        ...(endpoint.method === 'get'
          ? {}
          : { '409': errorResponse('Conflicts with existing data (CONFLICT)') }),
      },
      ...(endpoint.isPublic ? { security: [] } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [endpoint.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wakeline API',
      version,
      description:
        'Vessel performance monitoring and ship emission reporting. Paths are matched ignoring case. Every response carries Cache-Control: no-store.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/v1/Authenticate' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description: 'A key from POST /api/v1/Users/GenerateApiKey',
        },
      },
      schemas: { Error: jsonSchema(ErrorResponseSchema, 'output') },
    },
  };
}
