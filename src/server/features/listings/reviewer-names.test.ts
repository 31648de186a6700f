import { describe, expect, it } from 'vitest';
import { firstNameAndInitial } from './reviewer-names';

describe('firstNameAndInitial', () => {
  it.each([
    ['Sofia Almeida', 'Sofia A.'],
    ['  Inês   de Óbidos ', 'Inês Ó.'],
    ['Léa', 'Léa'],
    ['maria joão da silva', 'Maria S.'],
  ])('signs "%s" as "%s"', (name, signed) => {
    expect(firstNameAndInitial(name)).toBe(signed);
  });
});
