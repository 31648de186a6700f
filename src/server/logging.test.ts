import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination, loggerOptions } from './logging';

/** A stand-in for process.stdout that keeps what is written to it. */
function outputStream(isTTY: boolean): NodeJS.WriteStream & { written: string[] } {
  const written: string[] = [];
  return {
    isTTY,
    written,
    hasColors: () => false,
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
  } as unknown as NodeJS.WriteStream & { written: string[] };
}

describe('the server log', () => {
  it('is readable lines at a terminal, with secrets still redacted', () => {
    const out = outputStream(true);
    const log = pino(loggerOptions('info') as pino.LoggerOptions, logDestination(out));
    log.info({ payments: 'local', user: { password: 'hunter2' } }, 'payments ready');

    expect(out.written).toHaveLength(1);
    const [line] = out.written;
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: payments ready\n/);
    expect(line).toContain('payments: "local"');
    expect(line).toContain('[redacted]');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('"level":30');
  });

  it('stays JSON lines anywhere else (a pipe, a file, a log collector)', () => {
    expect(logDestination(outputStream(false))).toBeUndefined();
  });
});
