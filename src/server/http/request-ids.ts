import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a balancer or a client already gave the request is kept, so one id follows it through every
 * hop; but only a short one of plain characters, since it is written into logs and answers as it is.
 */
const SAFE_INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the incoming X-Request-Id when it is safe to repeat, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The logger of the request being answered, wherever in its work the code is. */
const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();
const LOG_METHODS = new Set<PropertyKey>(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

/**
 * The app's logger, which services are given once at start-up, made to write each line through the
 * logger of the request being answered when there is one: so a service's line carries the request's
 * `reqId` like the framework's own lines do. Outside any request (start-up, sweeps) it is `root`.
 */
function logsOfTheRequest(root: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(root, {
    get(target, property) {
      if (LOG_METHODS.has(property)) {
        return (...args: unknown[]) => {
          const log = requestLogs.getStore() ?? target;
          return (log[property as 'info'] as (...a: unknown[]) => void)(...args);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const scopeOfRequest = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every answer names its request in an X-Request-Id header, and the request's logger is the current
 * one for all its work: `app.log` writes through it. The framework makes request loggers from its
 * own copy of the root logger, so a request's logger never carries two ids. The context is entered
 * again once the body is in, as @fastify/request-context does, so that however a body parser reads
 * it, the handler still runs in the request's context.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.log = logsOfTheRequest(app.log);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestLogs.run(request.log, () => {
      scopeOfRequest.set(request, new AsyncResource('luz-request'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOfRequest.get(request);
    if (scope) scope.runInAsyncScope(done, undefined);
    else done();
  });
}
