import { describe, expect, it } from 'vitest';
import { bookingReturnUrl } from './booking-return';

describe('bookingReturnUrl', () => {
  it('writes the chosen session into the current address', () => {
    expect(bookingReturnUrl('/practitioner/2', '', { session_id: '504' })).toBe(
      '/practitioner/2?session_id=504',
    );
    expect(bookingReturnUrl('/practitioner/2', '?tab=reviews&session_id=1', { session_id: '504' })).toBe(
      '/practitioner/2?tab=reviews&session_id=504',
    );
  });

  it('keeps a private request date and time, and drops what is empty', () => {
    expect(
      bookingReturnUrl('/practitioner/2', '?session_id=9', {
        session_id: null,
        date: '2026-11-23',
        time: '',
      }),
    ).toBe('/practitioner/2?date=2026-11-23');
    expect(bookingReturnUrl('/practitioners/2', '', {})).toBe('/practitioners/2');
  });
});
