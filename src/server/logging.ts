import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';

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

/**
 * Where the server's log goes. A person at a terminal gets readable lines (pino-pretty); anything
 * else (a pipe, a file, a log collector) gets the JSON lines as before, through pino's own
 * destination (undefined). Each line is made readable in this thread and written at once: no
 * transport worker to start or to find from the bundled server, and no line lost at exit.
 */
export function logDestination(out: NodeJS.WriteStream = process.stdout): DestinationStream | undefined {
  if (!out.isTTY) return undefined;
  const pretty = prettyFactory({
    colorize: out.hasColors(),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return {
    write(line: string) {
      out.write(pretty(line));
    },
  };
}
