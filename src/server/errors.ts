import { ERROR_CODES } from '../contract/errors';

/**
 * A sentence for the client: a message id of the catalogues (decision 061), with the values its placeholders
 * take, or the id alone.
 */
export type ClientMessage = string | { id: string; values: Record<string, unknown> };

/**
 * An error a service throws on purpose: its status and sentence go to the client, the sentence (and each
 * field's) in the language the request asks for. Services know nothing of Fastify; `http/error-handler.ts`
 * alone turns these into answers.
 */
export class ServiceError extends Error {
  /** The values of the message's placeholders, if it has any. */
  readonly values: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    message: ClientMessage,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.id);
    this.values = typeof message === 'string' ? undefined : message.values;
    this.name = 'ServiceError';
  }
}

export class BadRequest extends ServiceError {
  constructor(
    message: ClientMessage,
    code: string = ERROR_CODES.badRequest,
    fields?: Record<string, string>,
  ) {
    super(400, message, code, fields);
  }
}

/** A validation error on one field, shaped like the schema validator's. */
export class FieldInvalid extends ServiceError {
  constructor(field: string, message: string) {
    super(400, message, ERROR_CODES.validation, { [field]: message });
  }
}

export class Unauthorized extends ServiceError {
  constructor(
    message: ClientMessage = /*i18n*/ 'server.errors.unauthorized',
    code: string = ERROR_CODES.unauthenticated,
  ) {
    super(401, message, code);
  }
}

export class Forbidden extends ServiceError {
  constructor(
    message: ClientMessage = /*i18n*/ 'server.errors.forbidden',
    code: string = ERROR_CODES.forbidden,
  ) {
    super(403, message, code);
  }
}

export class NotFound extends ServiceError {
  constructor(
    message: ClientMessage = /*i18n*/ 'server.errors.notFound',
    code: string = ERROR_CODES.notFound,
  ) {
    super(404, message, code);
  }
}

export class Conflict extends ServiceError {
  constructor(message: ClientMessage, code: string = ERROR_CODES.conflict, fields?: Record<string, string>) {
    super(409, message, code, fields);
  }
}

export class TooManyRequests extends ServiceError {
  constructor(
    message: ClientMessage = /*i18n*/ 'server.errors.tooManyRequests',
    /** Sent as the Retry-After header, when the service knows it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, ERROR_CODES.tooManyRequests);
  }
}

/** The process cannot serve now (its database does not answer, it is shutting down); another may. */
export class ServiceUnavailable extends ServiceError {
  constructor(message: ClientMessage, code: string) {
    super(503, message, code);
  }
}
