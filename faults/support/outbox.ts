import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import PostalMime from 'postal-mime';
import type { LuzServer } from './luz-server';

export interface SentEmail {
  to: string;
  subject: string;
}

/** Every email the servers wrote to their outboxes (`.eml` files, as when no SMTP_URL is set). */
export async function sentEmails(servers: readonly LuzServer[]): Promise<SentEmail[]> {
  const emails: SentEmail[] = [];
  for (const server of servers) {
    const files = await readdir(server.outboxDir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const email = await PostalMime.parse(await readFile(join(server.outboxDir, file)));
      for (const to of email.to ?? []) emails.push({ to: to.address ?? '', subject: email.subject ?? '' });
    }
  }
  return emails;
}

/** How many emails whose subject starts with `subjectStart` each address received. */
export function emailsPerAddress(emails: SentEmail[], subjectStart: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const email of emails.filter((e) => e.subject.startsWith(subjectStart))) {
    counts.set(email.to, (counts.get(email.to) ?? 0) + 1);
  }
  return counts;
}

/**
 * Resolves once no job is waiting, to be retried or running: every email the servers owe has been
 * sent (emails are jobs their workers run a moment after the change; decision 040).
 */
export async function jobsDone(pool: pg.Pool, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ left: number }>(
      `select count(*)::int as left from pgboss.job where state < 'completed'
         and name <> 'maintenance-sweep'`,
    );
    if (rows[0]!.left === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.left} jobs still not done after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
