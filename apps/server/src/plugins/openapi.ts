import { type Endpoint, endpointNameOf } from '@emas/api';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_SIGNING_GUIDE } from '../api-keys/signing-guide.ts';

/**
 * The OpenAPI document at /docs/json: its header (info, servers, the two kinds of session
 * token) and each call's operation, derived from the contract's table so it cannot drift from
 * the routes: the summary and description written there, the table's name as operationId, and
 * the security of the endpoint's `auth`, which is also what `routeOf` guards the route with.
 */
const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An account's session token, from POST /v2/user/auth (sign in); an operator's never passes.",
  },
  operatorAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An operator's session token, from POST /v2/operator/auth; an account's never passes.",
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Emas-Key',
    description: "An API key's id; with X-Emas-Timestamp and X-Emas-Signature (see the top).",
  },
  apiKeyTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Emas-Timestamp',
    description: 'Epoch milliseconds within 30 seconds of the server clock.',
  },
  apiKeySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Emas-Signature',
    description: 'Hex HMAC-SHA256 of method + path with query + timestamp + raw body.',
  },
} as const;

/** A signed request: the three headers together, as one alternative to the session. */
const signedRequest = { apiKey: [], apiKeyTimestamp: [], apiKeySignature: [] } as const;

const securityOf: Record<Endpoint['auth'], Partial<Record<keyof typeof securitySchemes, []>>[]> = {
  bearer: [{ bearerAuth: [] }],
  operator: [{ operatorAuth: [] }],
  none: [],
};

/** The call's description, and the API key scope that may make it, if any. */
const descriptionOf = ({ description, keyScope }: Endpoint): { description?: string } => {
  const scope = keyScope === undefined ? undefined : `API key scope: ${keyScope} (signed request).`;
  const parts = [description, scope].filter((part) => part !== undefined);
  return parts.length === 0 ? {} : { description: parts.join('. ') };
};

/** The OpenAPI fields of an endpoint's route schema. */
export const operationOf = (endpoint: Endpoint) => ({
  tags: [endpoint.tag],
  operationId: endpointNameOf(endpoint),
  summary: endpoint.summary,
  ...descriptionOf(endpoint),
  security:
    endpoint.keyScope === undefined
      ? securityOf[endpoint.auth]
      : [...securityOf[endpoint.auth], signedRequest],
});

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema that also takes null: `nullable` beside its type, or on each branch of its union. */
const nullableSchema = (schema: Schema): Schema =>
  Array.isArray(schema.anyOf) && schema.type === undefined
    ? {
        ...schema,
        anyOf: schema.anyOf.map((branch) => (isSchema(branch) ? nullableSchema(branch) : branch)),
      }
    : { ...schema, nullable: true };

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`, but the zod transform writes a nullable
 * union (`decimalInputSchema(2).nullish()`) as `{ nullable: true, anyOf: [...] }`: this moves
 * it onto the branches, which says the same.
 */
const nullableBesideType = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(nullableBesideType);
  if (!isSchema(node)) return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, nullableBesideType(value)]),
  );
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  delete schema.nullable;
  return nullableSchema(schema);
};

/** The options of @fastify/swagger. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Emas API',
      version: '1.0.0',
      description: `The gold exchange: accounts, orders, market data, reports, money out and the operator console.\n${API_KEY_SIGNING_GUIDE}`,
      license: { name: 'Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    components: { securitySchemes },
  },
  transform: (route) => {
    const { schema, url } = jsonSchemaTransform(route);
    return { schema: nullableBesideType(schema) as typeof schema, url };
  },
};
