import * as contractSchemas from '@parley/contract/schemas';
import { ErrorResponseSchema, errorResponsesOf, NotImplementedResponseSchema, TAG_DESCRIPTIONS } from '@parley/contract';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { ApiOperation, Auth } from '@parley/contract';

/** Whether this server answers an operation: for real, with 501, or not at all (another build, TEST MODE, …). */
export type OperationStatus = 'implemented' | 'not-implemented' | 'not-served';

export type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

export interface BuildOptions {
  operations: readonly ApiOperation[];
  statusOf: (operation: ApiOperation) => OperationStatus;
  version?: string;
  serverUrl?: string;
}

const SECURITY: Record<Exclude<Auth, 'none'>, string> = { session: 'sessionToken', widget: 'widgetKey', voice: 'voiceKey', stripe: 'stripeSignature' };

const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token from POST /signup or POST /login (`Authorization` response header); refreshed by GET /api/v1/organizations/current.',
  },
  widgetKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An agent’s live key (`pk_live_…`) or demo key (`pk_demo_…`), used from an origin the agent allows.',
  },
  voiceKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A Voice API key of a Vapi-compatible server. On Parley, Vapi’s private key is the organization owner’s token (the dashboard’s bearer JWT from POST /login); every answer is scoped to that organization. Widget keys (`pk_live_…`, `pk_demo_…`) reach only the runtime calls.',
  },
  stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: 'Stripe’s signature of the raw body.' },
};

/** Every exported zod schema of the shared packages, by identity, so the document can name it once. */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const source of [contractSchemas] as Record<string, unknown>[]) {
    for (const [exportName, value] of Object.entries(source)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, exportName.replace(/Schema$/, ''));
    }
  }
  return names;
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms, refinements and coercions have no JSON Schema form: the input (or output) side stands in.
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Builds the OpenAPI 3.1 document from the operations and their zod schemas. */
export function buildOpenApiDocument({ operations, statusOf, version = '0.1.0', serverUrl }: BuildOptions): OpenApiDocument {
  const names = namedSchemas();
  const components: Record<string, JsonSchema> = {};

  /** A `$ref` to a named component (one per name and side), or the schema inline. */
  const schemaRef = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = toJsonSchema(schema, io);
    const name = names.get(schema);
    if (!name) return json;
    for (const candidate of [name, `${name}${io === 'input' ? 'Input' : 'Output'}`]) {
      if (!components[candidate]) components[candidate] = json;
      if (isDeepStrictEqual(components[candidate], json)) return { $ref: `#/components/schemas/${candidate}` };
    }
    return json;
  };

  const parameters = (operation: ApiOperation) => {
    const list: JsonSchema[] = [];
    const add = (where: 'path' | 'query', object: z.ZodObject | undefined) => {
      for (const [name, property] of Object.entries(object?.shape ?? {}) as [string, z.ZodType][]) {
        const schema = toJsonSchema(property, 'input');
        const description = typeof schema.description === 'string' ? schema.description : undefined;
        list.push({ name, in: where, required: where === 'path' || !property.safeParse(undefined).success, schema, ...(description ? { description } : {}) });
      }
    };
    add('path', operation.params);
    add('query', operation.query);
    return list;
  };

  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const operation of operations) {
    const status = statusOf(operation);
    if (!tags.includes(operation.tag)) tags.push(operation.tag);

    const responses: Record<string, JsonSchema> = {};
    for (const [code, spec] of Object.entries(operation.responses)) {
      const contentType = spec.contentType ?? 'application/json';
      const schema = spec.schema ? schemaRef(spec.schema, 'output') : contentType === 'application/json' ? undefined : { type: 'string' };
      responses[code] = { description: spec.description, ...(schema ? { content: { [contentType]: { schema } } } : {}) };
    }
    for (const [code, description] of Object.entries(errorResponsesOf(operation))) {
      responses[code] ??= { description, content: { 'application/json': { schema: schemaRef(ErrorResponseSchema, 'output') } } };
    }
    if (status === 'not-implemented') {
      responses['501'] = {
        description: 'Not available on Parley yet',
        content: { 'application/json': { schema: schemaRef(NotImplementedResponseSchema, 'output') } },
      };
    }
    responses.default = {
      description: 'An error: `{ "error": "<human message>" }`',
      content: { 'application/json': { schema: schemaRef(ErrorResponseSchema, 'output') } },
    };

    const statusNote =
      status === 'not-implemented'
        ? 'Not available on Parley yet: Parley answers 501 `not_implemented`; other Vapi-compatible servers may serve it.'
        : status === 'not-served'
          ? `Not served by this server${operation.servedWhen ? ` (served when ${operation.servedWhen})` : ''}.`
          : '';
    const description = [operation.description, statusNote].filter(Boolean).join('\n\n');
    const bodyType =
      operation.bodyType === 'multipart' ? 'multipart/form-data' : operation.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';

    const entry: JsonSchema = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(description ? { description } : {}),
      tags: [operation.tag],
      ...(parameters(operation).length ? { parameters: parameters(operation) } : {}),
      ...(operation.body ? { requestBody: { required: true, content: { [bodyType]: { schema: schemaRef(operation.body, 'input') } } } } : {}),
      responses,
      security: operation.auth === 'none' ? [] : [{ [SECURITY[operation.auth]]: [] }],
      'x-parley-status': status,
      'x-parley-audience': operation.audience,
      ...(operation.client ? { 'x-parley-client': operation.client } : {}),
      ...(operation.websocket ? { 'x-websocket': true } : {}),
    };
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = entry;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Parley API',
      version,
      description:
        'The Parley product API (the dashboard’s calls), the public agent runtime (widget), and the Vapi-compatible Voice API. ' +
        'Generated from the zod schemas the server validates with. Errors are `{ "error": "<human message>" }`; ' +
        'Voice API endpoints Parley does not offer yet answer 501 with `{ "error": "not_implemented", "message": … }`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Without a configured public URL the document describes the server that serves it.
    servers: [serverUrl ? { url: serverUrl } : { url: '/', description: 'The server this document was downloaded from' }],
    tags: tags.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: { schemas: components, securitySchemes: SECURITY_SCHEMES },
  };
}
