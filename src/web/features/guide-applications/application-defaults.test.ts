import { describe, expect, it } from 'vitest';
import { applicationDefaults } from './application-defaults';

describe('applicationDefaults', () => {
  const user = { name: 'Inês Carvalho', email: 'ines@example.pt' };

  it('starts from the account, Lisbon and English', () => {
    expect(applicationDefaults({ user })).toMatchObject({
      fullName: 'Inês Carvalho',
      email: 'ines@example.pt',
      city: 'Lisbon',
      languages: ['English'],
      offerGroupSessions: false,
    });
  });

  it('lets the sign-up answers and what was typed win, and keeps the form’s own defaults otherwise', () => {
    const defaults = applicationDefaults({
      user,
      draft: { city: 'Porto', category: 'Reiki', pricePerSession: undefined },
      base: { pricePerSession: 100 },
    });
    expect(defaults).toMatchObject({ city: 'Porto', category: 'Reiki', pricePerSession: 100 });
  });

  it('starts from the sign-up’s city and category, under an earlier application and what was typed', () => {
    const signup = { fullName: 'Inês C.', city: 'Sintra', category: 'Sound Healing' as const };
    expect(applicationDefaults({ user, signup })).toMatchObject({
      fullName: 'Inês C.',
      city: 'Sintra',
      category: 'Sound Healing',
    });
    expect(applicationDefaults({ user, signup, draft: { category: 'Yoga' } }).category).toBe('Yoga');
  });
});
