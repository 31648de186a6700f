import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import PostalMime from 'postal-mime';
import { afterAll, expect, it } from 'vitest';
import { renderEmail } from './email-layout';
import { createOutboxMailer } from './outbox-mailer';

const dir = await mkdtemp(join(tmpdir(), 'luz-outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes each message as an .eml file with HTML and plain text, and logs its subject and recipient', async () => {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const mailer = createOutboxMailer(dir, 'Luz <hello@luz.pt>', log);
  const content = renderEmail({
    preview: 'Preview',
    heading: 'Hello <there>',
    paragraphs: ['A line & another'],
    action: { label: 'Open Luz', url: 'http://localhost:3000/?a=1&b=2' },
  });
  await mailer.send({ to: 'ana@example.com', subject: 'A test message', ...content });

  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const email = await PostalMime.parse(await readFile(join(dir, files[0]!)));
  expect(email.subject).toBe('A test message');
  expect(email.from?.address).toBe('hello@luz.pt');
  expect(email.html).toContain('Hello &lt;there&gt;');
  expect(email.html).toContain('href="http://localhost:3000/?a=1&amp;b=2"');
  expect(email.text).toContain('Open Luz: http://localhost:3000/?a=1&b=2');
  const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail written to the outbox');
  expect(logged).toMatchObject({ to: 'ana@example.com', subject: 'A test message' });
});
