import { CARD_MESSAGES, passesLuhn, TEST_CARDS } from '@contract/checkout';
import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  caretAfterDigits,
  formatCardNumber,
  formatCountdown,
  formatCvc,
  formatExpiry,
  testCardDetails,
} from './card-form';

describe('formatCardNumber', () => {
  it('groups the digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything that is not a digit, such as pasted dashes and letters', () => {
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42a4b2')).toBe('4242');
  });

  it('stops at 19 digits and never ends with a space', () => {
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the same number of digits, skipping the spaces formatting added', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});

describe('formatExpiry', () => {
  it('adds the slash once the year begins', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('reads a first digit above 1 as a month of its own', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('0')).toBe('0');
  });

  it('keeps a slash the person typed, and lets them delete back over it', () => {
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('12')).toBe('12');
  });
});

describe('formatCvc', () => {
  it('keeps at most four digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('cardFormSchema', () => {
  const schema = cardFormSchema('2026-11-21');
  const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Sofia Lima' };

  it('accepts both test cards (the declined one is refused by the server, not the form)', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, cardNumber: '4000 0000 0000 0002' }).success).toBe(true);
    expect(passesLuhn(TEST_CARDS.succeeds)).toBe(true);
  });

  it('refuses a number that fails the checksum with the contract message', () => {
    const result = schema.safeParse({ ...valid, cardNumber: '4242 4242 4242 4241' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['cardNumber'],
      message: CARD_MESSAGES.cardNumber,
    });
  });

  it('refuses a month that has passed, and accepts this month', () => {
    const expired = schema.safeParse({ ...valid, expiry: '10/26' });
    expect(expired.error?.issues[0]).toMatchObject({ path: ['expiry'], message: CARD_MESSAGES.expired });
    expect(schema.safeParse({ ...valid, expiry: '11/26' }).success).toBe(true);
  });

  it('asks for a well-formed expiry, a 3 or 4 digit code and a name', () => {
    const result = schema.safeParse({ cardNumber: valid.cardNumber, expiry: '13/30', cvc: '12', name: ' ' });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
      name: CARD_MESSAGES.name,
    });
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds left, rounding up, never below zero', () => {
    expect(formatCountdown(15 * 60 * 1000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('1:02');
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(-5000)).toBe('0:00');
  });
});

describe('testCardDetails', () => {
  it('gives this month a year ahead and a CVC, which the card form accepts', () => {
    expect(testCardDetails('2026-11-25')).toEqual({ expiry: '11/27', cvc: '123' });
    const today = '2026-12-31';
    const card = { cardNumber: TEST_CARDS.succeeds, name: 'Sofia Reis', ...testCardDetails(today) };
    expect(cardFormSchema(today).safeParse(card).success).toBe(true);
  });
});
