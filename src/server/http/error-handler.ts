import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERROR_CODES } from '../../contract/errors';
import { ServiceError, TooManyRequests } from '../errors';
import { localeOfRequest, SERVER_I18N, translated } from '../i18n';
import { REQUEST_ID_HEADER } from './request-ids';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; error: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: /*i18n*/ 'server.errors.tooLarge',
    code: ERROR_CODES.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: /*i18n*/ 'server.errors.sendJson',
    code: ERROR_CODES.unsupportedMediaType,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: /*i18n*/ 'server.errors.emptyBody',
    code: ERROR_CODES.badRequest,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: /*i18n*/ 'server.errors.invalidJson',
    code: ERROR_CODES.badRequest,
  },
};

/**
 * Turns every error into DESIGN's JSON shape, with the request's id so a person reporting it can be
 * matched to the log; only unexpected ones are logged, and never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every sentence in the language the request asks for; a sentence that is no message id goes as it is.
    const i18n = SERVER_I18N[localeOfRequest(request.headers)];
    const send = (status: number, body: ApiErrorBody, values?: Record<string, unknown>) =>
      reply
        .status(status)
        .header('content-language', i18n.locale)
        .send({
          ...body,
          error: translated(i18n, body.error, values),
          ...(body.fields
            ? {
                fields: Object.fromEntries(
                  Object.entries(body.fields).map(([field, message]) => [field, translated(i18n, message)]),
                ),
              }
            : {}),
          requestId: request.id,
        });

    if (error instanceof ServiceError) {
      if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(
        error.statusCode,
        { error: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
        error.values,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[field] ??= issue.message ?? /*i18n*/ 'server.errors.invalidValue';
      }
      const first = error.validation[0]?.message ?? /*i18n*/ 'server.errors.invalidRequest';
      return send(400, { error: first, code: ERROR_CODES.validation, fields });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(known.status, { error: known.error, code: known.code });
    if (error.statusCode === 429) {
      return send(429, { error: error.message, code: ERROR_CODES.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, {
        error: /*i18n*/ 'server.errors.notUnderstood',
        code: ERROR_CODES.badRequest,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, {
      error: /*i18n*/ 'server.errors.internal',
      code: ERROR_CODES.internal,
    });
  });
}

/**
 * Fastify's router answers an address it cannot read (a broken %-escape, a path parameter over the
 * length limit) itself, before any hook or the error handler: this is its `frameworkErrors`
 * option, so those answers have the same shape as every other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Refused before any hook ran: the id header is set here.
  reply.header(REQUEST_ID_HEADER, request.id);
  const i18n = SERVER_I18N[localeOfRequest(request.headers)];
  const body = (status: number, message: string, code: string) =>
    reply
      .status(status)
      .header('content-language', i18n.locale)
      .send({ error: translated(i18n, message), code, requestId: request.id } satisfies ApiErrorBody);
  if (error.code === 'FST_ERR_BAD_URL')
    return void body(400, /*i18n*/ 'server.errors.badAddress', ERROR_CODES.badRequest);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return void body(414, /*i18n*/ 'server.errors.addressTooLong', ERROR_CODES.badRequest);
  }
  request.log.error({ err: error }, 'unhandled routing error');
  body(500, /*i18n*/ 'server.errors.internal', ERROR_CODES.internal);
}
