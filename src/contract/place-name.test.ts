import { describe, expect, it } from 'vitest';
import { placeInLanguage, placeName } from './place-name';

describe('placeName', () => {
  it('names the neighbourhood and its city', () => {
    expect(placeName('Graça', 'Lisbon')).toBe('Graça, Lisbon');
  });

  it('names the city alone without a neighbourhood', () => {
    expect(placeName(null, 'Lisbon')).toBe('Lisbon');
    expect(placeName('  ', 'Lisbon')).toBe('Lisbon');
  });

  it('names a place once when the neighbourhood and the city are the same', () => {
    expect(placeName('Cascais', 'Cascais')).toBe('Cascais');
    expect(placeName('cascais ', 'Cascais')).toBe('Cascais');
    expect(placeName('Belem', 'Belém')).toBe('Belém');
  });

  it('keeps the longer name when one holds the other', () => {
    expect(placeName('Cascais Centre', 'Cascais')).toBe('Cascais Centre');
    expect(placeName('Sintra', 'Sintra-Vila')).toBe('Sintra-Vila');
  });

  it('compares whole words, not letters', () => {
    expect(placeName('Sé', 'Sesimbra')).toBe('Sé, Sesimbra');
    expect(placeName('Lapa', 'Lisbon')).toBe('Lapa, Lisbon');
  });
});

describe('a place in the reader’s language', () => {
  it('names Lisbon as Portuguese does on a Portuguese page, and leaves the rest as written', () => {
    expect(placeInLanguage('Alfama, Lisbon', 'pt-PT')).toBe('Alfama, Lisboa');
    expect(placeInLanguage('Lisbon', 'pt-PT')).toBe('Lisboa');
    expect(placeInLanguage('Estoril, Cascais', 'pt-PT')).toBe('Estoril, Cascais');
    expect(placeInLanguage('Online', 'pt-PT')).toBe('Online');
    expect(placeInLanguage('Alfama, Lisbon', 'en')).toBe('Alfama, Lisbon');
    expect(placeInLanguage('Lisbon Centre, Sintra', 'pt-PT')).toBe('Lisbon Centre, Sintra');
  });
});
