import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { inject } from 'vitest';

/** The newest email the server wrote to its outbox for `to`, waiting for it to appear. */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Email> {
  const dir = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const email = await PostalMime.parse(await readFile(join(dir, file)));
      if (email.to?.some((a) => a.address === to.toLowerCase()) && subject.test(email.subject ?? ''))
        return email;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No email to ${to} matching ${subject} in the outbox`);
}
