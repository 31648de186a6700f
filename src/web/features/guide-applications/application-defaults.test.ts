import { describe, expect, it } from 'vitest';
import { applicationDefaults } from './application-defaults';

describe('applicationDefaults', () => {
  const user = { name: 'Inês Carvalho', email: 'ines@example.pt' };

  it('starts from the account and English, leaving the place to choose', () => {
    const defaults = applicationDefaults({ user });
    expect(defaults).toMatchObject({
      fullName: 'Inês Carvalho',
      email: 'ines@example.pt',
      languages: ['English'],
      offerGroupSessions: false,
    });
    expect(defaults.neighbourhood).toBeUndefined();
  });

  it('lets the sign-up answers and what was typed win, and keeps the form’s own defaults otherwise', () => {
    const defaults = applicationDefaults({
      user,
      draft: { neighbourhood: 'Lapa', category: 'Reiki', pricePerSession: undefined },
      base: { pricePerSession: 100 },
    });
    expect(defaults).toMatchObject({ neighbourhood: 'Lapa', category: 'Reiki', pricePerSession: 100 });
  });

  it('starts from the sign-up’s place and category, under an earlier application and what was typed', () => {
    const signup = { fullName: 'Inês C.', neighbourhood: 'Sintra', category: 'Sound Healing' as const };
    expect(applicationDefaults({ user, signup })).toMatchObject({
      fullName: 'Inês C.',
      neighbourhood: 'Sintra',
      category: 'Sound Healing',
    });
    expect(applicationDefaults({ user, signup, draft: { category: 'Yoga' } }).category).toBe('Yoga');
  });
});
