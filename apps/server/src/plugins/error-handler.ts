import type { FastifyError, FastifyInstance } from 'fastify';
import { BusUnavailable } from '../bus/index.ts';
import { BoundedFaultLog, storageFaultOf } from '../db/storage-fault.ts';
import { AppError, type FieldError, errorResponse } from './app-error.ts';

/** A failing store is logged once, then at most once per this interval. */
const STORAGE_FAULT_LOG_INTERVAL_MS = 10_000;

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: unknown[] } };
};

const fieldOf = (issue: ValidationIssue): string => {
  const path = issue.params?.issue?.path;
  if (Array.isArray(path) && path.length > 0) return path.join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
};

const fieldErrorsOf = (error: FastifyError): FieldError[] =>
  (error.validation ?? []).map((issue) => {
    const field = fieldOf(issue as ValidationIssue);
    const detail = issue.message ?? 'is not valid';
    return {
      field,
      message: `${field}: ${detail}`,
      message_id: `${field}: tidak valid (${detail})`,
    };
  });

/**
 * Turns every error into the catalogue's body. Details of a 5xx are logged, never sent, and no
 * request body or header is logged, so tokens and password hashes stay out of the logs. A
 * failing store (full disk, lost connection) is answered Retry (body status 499, HTTP 503) and
 * logged at a bounded rate.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  const storageFaults = new BoundedFaultLog(app.log, STORAGE_FAULT_LOG_INTERVAL_MS);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { http, body } = errorResponse(error.code, error.params);
      return reply.status(http).send(body);
    }
    if (error.validation !== undefined) {
      const { http, body } = errorResponse('ValidationFailed', undefined, fieldErrorsOf(error));
      return reply.status(http).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 404 ? 'NotFound' : status === 401 ? 'Unauthorized' : 'BadRequest';
      const { body } = errorResponse(code);
      return reply.status(status).send({ ...body, status });
    }
    // The exchange's leader did not answer over the bus (a failover, the bus down): nothing
    // was done that the caller cannot safely ask again.
    if ((error as unknown) instanceof BusUnavailable) {
      const { http, body } = errorResponse('Retry');
      return reply.status(http).send(body);
    }
    if (storageFaultOf(error) !== null) {
      storageFaults.report(error, 'the database cannot answer; requests are answered Retry');
      const { http, body } = errorResponse('Retry');
      return reply.status(http).send(body);
    }
    request.log.error({ err: error, url: request.routeOptions.url }, 'request failed');
    const { http, body } = errorResponse('InternalError');
    return reply.status(http).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const { http, body } = errorResponse('NotFound');
    return reply.status(http).send(body);
  });
};
