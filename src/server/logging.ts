import type { FastifyServerOptions } from 'fastify';

/** Secrets that travel in URLs: reset tokens in links and in the token check. */
function redactUrl(url: string): string {
  return url
    .replace(/(\/api\/verify-reset-token\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]+/, '$1[redacted]');
}

/** Structured JSON logs; cookies, passwords and tokens never reach them. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
