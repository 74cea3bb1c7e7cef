import { type CallAnswer, type Endpoint, type RequestOf, errorBodySchema } from '@emas/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { operationOf } from './openapi.ts';

/** A request as an endpoint's schemas give it: parsed path parameters, query and body. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: RequestOf<E, 'params'>;
  Querystring: RequestOf<E, 'query'>;
  Body: RequestOf<E, 'body'>;
}>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<CallAnswer<E>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as `METHOD path`, for the contract's coverage check. */
    registeredRoutes: Set<string>;
    /** preHandler of the operator console's calls (the operator feature decorates it). */
    authenticateOperator: preHandlerAsyncHookHandler;
    /** The check that the operator holds one of a call's roles (after authenticateOperator). */
    authorizeOperator: (roles: Endpoint['roles']) => preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** The contract's word on who may call: what refuses an API key where none may go. */
    auth?: Endpoint['auth'];
    keyScope?: Endpoint['keyScope'];
  }
}

/** Records every route the app registers (call once, before any route). */
export const recordRoutes = (app: FastifyInstance): void => {
  app.decorate('registeredRoutes', new Set<string>());
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.registeredRoutes.add(`${method} ${route.url}`);
    }
  });
};

/**
 * Registers an endpoint of the contract: its method and path, its schemas (validation, the
 * answer's serialisation and OpenAPI at /docs), and the session guard when it needs one, before
 * the route's own guards (a permissions guard reads the caller the session guard sets).
 */
export type RouteOptions = {
  /** preHandlers after the session guard: permissions and the like. */
  readonly guards?: readonly preHandlerAsyncHookHandler[];
  /** A hook before anything else, so it holds for every answer, refusals included. */
  readonly onRequest?: onRequestHookHandler;
};

export const routeOf = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  { guards = [], onRequest }: RouteOptions = {},
): void => {
  const session =
    endpoint.auth !== 'bearer'
      ? []
      : [
          endpoint.keyScope === undefined
            ? app.authenticate
            : app.authenticateSigned(endpoint.keyScope),
        ];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { auth: endpoint.auth, keyScope: endpoint.keyScope },
    // The console answers nothing, not even a validation error, to a caller without its token.
    ...(endpoint.auth === 'operator'
      ? { preValidation: [app.authenticateOperator, app.authorizeOperator(endpoint.roles)] }
      : {}),
    preHandler: [...session, ...guards],
    ...(onRequest === undefined ? {} : { onRequest }),
    schema: {
      ...operationOf(endpoint),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      response: {
        200: endpoint.response,
        ...(endpoint.accepted === undefined ? {} : { 202: endpoint.accepted }),
        '4xx': errorBodySchema,
      },
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
};
