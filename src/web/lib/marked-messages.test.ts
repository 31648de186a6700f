import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { markMessages } from './marked-messages';

function shown(message: string, values?: Record<string, unknown>): string {
  const i18n = setupI18n({ locale: 'en', messages: { en: markMessages({ id: compileMessage(message) }) } });
  return i18n._('id', values);
}

describe('marked messages', () => {
  it('marks written words, not the values put into them', () => {
    expect(shown('Hello {name}, welcome', { name: 'Sofia' })).toBe('⟦Hello ⟧Sofia⟦, welcome⟧');
  });

  it('keeps a plural working, its number unmarked', () => {
    const message = '{count, plural, one {# place left} other {# places left}}';
    expect(shown(message, { count: 1 })).toBe('1⟦ place left⟧');
    expect(shown(message, { count: 3 })).toBe('3⟦ places left⟧');
  });

  it('closes the marks around a rich message’s tags, so each element’s text is marked too', () => {
    expect(shown('You accept the <0>Terms</0>.')).toBe('⟦You accept the ⟧<0>⟦Terms⟧</0>⟦.⟧');
  });
});
