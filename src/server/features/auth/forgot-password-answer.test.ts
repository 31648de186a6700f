import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw-query';
import { passwordResetTokens } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';
import type { Mailer, MailMessage } from '../mail';

/**
 * Whether an email has an account must not show in how the answer to /api/forgot-password comes:
 * not in its body (password-reset.test.ts) and not in the work done before it. Held statements and a
 * held mailer make that a question of order, not of timing.
 */

/** A promise and its resolve (Promise.withResolvers needs Node 22). */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A mailer whose every sending lasts until the test lets it finish. */
class HeldMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private readonly releasing = gate();

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return this.releasing.opened;
  }

  release(): void {
    this.releasing.open();
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Every statement the app sends from now on, by its SQL text, once it has completed; statements
 * whose text matches `hold` wait until `release()`.
 */
function recordStatements(world: TestWorld, hold: RegExp) {
  const client = (world.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client);
  const releasing = gate();
  const recorder = { completed: [] as string[], held: [] as string[], release: releasing.open };
  vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
    const statement = args[0];
    const text = typeof statement === 'string' ? statement : String((statement as { text: string }).text);
    if (hold.test(text)) {
      recorder.held.push(text);
      await releasing.opened;
    }
    const result = await query(...args);
    recorder.completed.push(text);
    return result;
  });
  return recorder;
}

async function waitingResetEmails(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.db,
    sql`select count(*)::int as n from pgboss.job where name = 'password-reset-email' and state = 'created'`,
  );
  return row?.n ?? 0;
}

const mailer = new HeldMailer();
let world: TestWorld;
let statements: ReturnType<typeof recordStatements> | undefined;
beforeAll(async () => {
  world = await TestWorld.start({ mailer });
});
afterAll(async () => {
  statements?.release();
  mailer.release();
  vi.restoreAllMocks();
  await world.close();
});

describe('POST /api/forgot-password', () => {
  it('answers after the same statements whether or not the email has an account, waiting on neither the link nor the mailer', async () => {
    const user = await world.createUser();
    await world.app.jobs.drain();
    // The email's job is taken by a worker below, not as part of the request.
    world.runJobsAfterRequests = false;
    statements = recordStatements(world, /password_reset_tokens/);

    const known = await world.client().post('/api/forgot-password', { email: user.email.toUpperCase() });
    const beforeKnownAnswer = statements.completed.splice(0);
    // The email's job is written once the answer is out; its statements are not the next request's.
    await vi.waitFor(async () => expect(await waitingResetEmails()).toBe(1));
    statements.completed.splice(0);
    const unknown = await world.client().post('/api/forgot-password', { email: 'nobody-here@example.com' });
    const beforeUnknownAnswer = statements.completed.splice(0);

    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // The job that mails the link is written once the answer is out (a known email only): on a busy
    // machine its statements may finish before the list is read, and they are not part of the answer.
    const answering = (texts: string[]) => texts.filter((text) => !/pgboss\./.test(text));
    expect(answering(beforeKnownAnswer)).toEqual(answering(beforeUnknownAnswer));
    expect(beforeKnownAnswer.some((text) => /from "users"/.test(text))).toBe(true);

    // The link is written once the answer is out, for the account only, and then mailed.
    const working = world.app.jobs.drain();
    await vi.waitFor(() => expect(statements!.held).toHaveLength(1));
    expect(statements.held[0]).toMatch(/^insert into "password_reset_tokens"/);
    statements.release();
    await vi.waitFor(() => expect(mailer.sent.map((message) => message.to)).toEqual([user.email]));
    const links = await world.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(1);

    // The mailer has still not finished: another request is answered all the same.
    expect((await world.client().post('/api/forgot-password', { email: user.email })).status).toBe(200);
    mailer.release();
    await working;
    await world.app.jobs.drain();
    expect(mailer.sent).toHaveLength(2);
  });
});
