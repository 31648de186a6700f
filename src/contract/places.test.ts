import { describe, expect, it } from 'vitest';
import { PLACE_AREAS, PLACE_GROUPS, PLACES, placeLabel, placeNamed, placeOf } from './places';

describe('the list of places', () => {
  it('names each place once, in an area that exists, and every area holds places', () => {
    const names = PLACES.map((place) => place.name);
    expect(new Set(names).size).toBe(names.length);
    const areas = new Set<string>(PLACE_AREAS.map((area) => area.id));
    expect(PLACES.every((place) => areas.has(place.area))).toBe(true);
    expect(PLACE_GROUPS.every((group) => group.places.length > 0)).toBe(true);
    expect(PLACE_GROUPS.flatMap((group) => group.places).sort()).toEqual([...names].sort());
  });

  it('reads every place once, never "Cascais, Cascais"', () => {
    for (const place of PLACES) {
      const label = placeLabel(place.name);
      const [first, second] = label.split(', ');
      expect(first, label).not.toBe(second);
    }
    expect(placeLabel('Cascais')).toBe('Cascais');
    expect(placeLabel('Estoril')).toBe('Estoril, Cascais');
    expect(placeLabel('Alfama')).toBe('Alfama, Lisbon');
    expect(placeLabel('Online')).toBe('Online');
  });

  it('finds a typed place whatever its case and accents, and only places of the list', () => {
    expect(placeNamed('belem')?.name).toBe('Belém');
    expect(placeNamed('  PRÍNCIPE real ')?.name).toBe('Príncipe Real');
    expect(placeNamed('Lisbon')).toBeUndefined();
    expect(placeNamed('')).toBeUndefined();
    // Stored names are exact: explore's area filter compares them as they are.
    expect(placeOf('belem')).toBeUndefined();
    expect(placeOf('Belém')?.area).toBe('lisbon-west');
  });
});
