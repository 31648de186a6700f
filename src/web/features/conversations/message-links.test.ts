import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links';

describe('messageParts', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(messageParts('Map: https://example.org/map?x=1, or http://luz.test/a.')).toEqual([
      { kind: 'text', text: 'Map: ' },
      { kind: 'link', text: 'https://example.org/map?x=1', href: 'https://example.org/map?x=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://luz.test/a', href: 'http://luz.test/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links script, data, mail or ftp addresses', () => {
    for (const body of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'mailto:someone@example.com',
      'ftp://files.example.com',
      'someone@example.com',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(
        messageParts(body).every((part) => part.kind === 'text'),
        body,
      ).toBe(true);
    }
  });

  it('keeps HTML as the text it is', () => {
    expect(messageParts('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
