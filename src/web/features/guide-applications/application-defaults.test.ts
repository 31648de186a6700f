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
});
