import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mail Luz sends. */
export class LoopbackSmtpServer {
  readonly received: Email[] = [];
  /** Run before waiting for a message: the test world runs the app's due jobs, which send the mail. */
  beforeWait?: () => Promise<void>;
  private readonly waiters: Array<() => void> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled sender keeps idle connections open: stopping cuts them rather than waiting for them.
    closeTimeout: 50,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            this.received.push(email);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  constructor() {
    // A sender killed mid-message resets its connection: that message is lost, the capture goes on.
    this.server.on('error', () => {});
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** The first message to `to` matching `subject`, waiting up to `timeoutMs` for it to arrive. */
  async waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<Email> {
    const deadline = Date.now() + timeoutMs;
    await this.beforeWait?.();
    for (;;) {
      const found = this.received.find(
        (m) =>
          m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()) &&
          (!subject || subject.test(m.subject ?? '')),
      );
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No email to ${to} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  messagesTo(to: string): Email[] {
    return this.received.filter((m) => m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
