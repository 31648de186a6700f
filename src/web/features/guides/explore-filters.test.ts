import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  type ExploreFilters,
  exploreFiltersToParams,
  hasActiveFilters,
  parseExploreFilters,
  priceSliderBounds,
  resultsHeading,
  toSearchQuery,
} from './explore-filters';

const parse = (query: string) => parseExploreFilters(new URLSearchParams(query));

describe('parseExploreFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads what the home page sends', () => {
    expect(parse('modality=sound-healing&date=2026-05-01')).toMatchObject({
      category: 'Sound Healing',
      date: '2026-05-01',
    });
    expect(parse('method=bodywork').category).toBe('Bodywork');
    expect(parse('category=Energy%20Healing').category).toBe('Energy Healing');
    expect(parse('search=reiki').search).toBe('reiki');
  });

  it("reads Breathwork as one practice whether home's search, its chips or its tiles sent it", () => {
    const fromSearch = parse('modality=breathwork&date=2026-11-28');
    expect(parse('category=Breathwork&date=2026-11-28')).toEqual(fromSearch);
    expect(parse('method=breathwork&date=2026-11-28')).toEqual(fromSearch);
    expect(fromSearch.category).toBe('Breathwork');
    expect(resultsHeading(3, fromSearch.category)).toBe('3 Practitioners Found in Breathwork');
    expect(exploreFiltersToParams(fromSearch).toString()).toBe('category=Breathwork&date=2026-11-28');
  });

  it('keeps the experiences of home search that are not categories as practices', () => {
    expect(parse('modality=crystal-healing').category).toBe('Crystal Healing');
    // An address written by hand may name the modality as it reads, in any case.
    expect(parse('modality=Breathwork').category).toBe('Breathwork');
    expect(parse('modality=sound%20healing').category).toBe('Sound Healing');
    expect(parse('category=yoga').category).toBe('Yoga');
  });

  it('takes the modality first when a link names several practices', () => {
    expect(parse('method=bodywork&category=Meditation&modality=reiki').category).toBe('Reiki');
    expect(parse('method=bodywork&category=Meditation').category).toBe('Meditation');
  });

  it('matches a category whatever its case, and falls back to all for an unknown one', () => {
    expect(parse('category=sound%20healing').category).toBe('Sound Healing');
    expect(parse('category=Astrology').category).toBe('all');
    expect(parse('category=all').category).toBe('all');
  });

  it('ignores values that are not in the catalogue or malformed', () => {
    expect(parse('method=tarot&modality=astral&date=2026-02-30&sort=random&page=-2')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('date=tomorrow').date).toBeNull();
    expect(parse('minPrice=abc&maxPrice=1e3')).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it('reads formats, in catalogue order, from one comma-separated value', () => {
    expect(parse('format=group,1:1').formats).toEqual(['1:1', 'group']);
    expect(parse('format=group').formats).toEqual(['group']);
    expect(parse('format=retreat').formats).toEqual([]);
  });

  it('reads an area by its id, whatever its case, and falls back to all for an unknown one', () => {
    expect(parse('area=cascais-sintra').area).toBe('cascais-sintra');
    expect(parse('area=Online').area).toBe('online');
    expect(parse('area=atlantis').area).toBe('all');
    expect(hasActiveFilters(parse('area=online'))).toBe(true);
    expect(exploreFiltersToParams(parse('area=LISBON-WEST')).toString()).toBe('area=lisbon-west');
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parse('minPrice=80&maxPrice=40')).toMatchObject({ minPrice: 40, maxPrice: 80 });
  });
});

describe('exploreFiltersToParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(exploreFiltersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const filters: ExploreFilters = {
      search: 'sound bath',
      category: 'Sound Healing',
      area: 'lisbon-west',
      date: '2026-06-21',
      formats: ['1:1', 'group'],
      online: true,
      minPrice: 20,
      maxPrice: 90,
      sort: 'price-asc',
      page: 3,
    };
    expect(parseExploreFilters(exploreFiltersToParams(filters))).toEqual(filters);
  });
});

describe('toSearchQuery', () => {
  it('asks for guides who work online only when Online is ticked', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, online: true }, 12)).toMatchObject({ online: 'true' });
    expect(toSearchQuery(DEFAULT_FILTERS, 12)).not.toHaveProperty('online');
    expect(parseExploreFilters(new URLSearchParams('online=yes')).online).toBe(false);
  });

  it('asks the API in cents and leaves out what is not chosen', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, search: '  reiki ', minPrice: 20, maxPrice: 65 }, 12)).toEqual(
      {
        q: 'reiki',
        minPrice: 2000,
        maxPrice: 6500,
        sort: 'rating',
        page: 1,
        pageSize: 12,
      },
    );
  });

  it('asks for a practice by its search modality, else by its home tile', () => {
    const withDate = { ...DEFAULT_FILTERS, date: '2026-11-28' };
    expect(toSearchQuery({ ...withDate, category: 'Breathwork' })).toMatchObject({
      modality: 'breathwork',
      date: '2026-11-28',
    });
    expect(toSearchQuery({ ...DEFAULT_FILTERS, category: 'Crystal Healing' }).modality).toBe(
      'crystal-healing',
    );
    const energy = toSearchQuery({ ...DEFAULT_FILTERS, category: 'Energy Healing' });
    expect(energy).toMatchObject({ method: 'energy-healing' });
    expect(energy).not.toHaveProperty('modality');
    expect(energy).not.toHaveProperty('category');
  });

  it('asks for an area by its id, and never for "all" areas', () => {
    expect(toSearchQuery({ ...DEFAULT_FILTERS, area: 'south-of-the-tagus' }).area).toBe('south-of-the-tagus');
    expect(toSearchQuery(DEFAULT_FILTERS)).not.toHaveProperty('area');
  });

  it('sends both formats comma-separated and never the "all" category', () => {
    const query = toSearchQuery({ ...DEFAULT_FILTERS, formats: ['1:1', 'group'] });
    expect(query.format).toBe('1:1,group');
    expect(query).not.toHaveProperty('category');
  });
});

describe('hasActiveFilters', () => {
  it('does not count the sort order or the page', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'soonest', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, formats: ['group'] })).toBe(true);
  });
});

describe('resultsHeading', () => {
  it('uses the singular for one practitioner', () => {
    expect(resultsHeading(1, 'all')).toBe('1 Practitioner Found');
  });

  it('uses the plural otherwise, zero included', () => {
    expect(resultsHeading(0, 'all')).toBe('0 Practitioners Found');
    expect(resultsHeading(26, 'all')).toBe('26 Practitioners Found');
  });

  it('names the category when one other than all is chosen', () => {
    expect(resultsHeading(12, 'Breathwork')).toBe('12 Practitioners Found in Breathwork');
    expect(resultsHeading(1, 'Sound Healing')).toBe('1 Practitioner Found in Sound Healing');
  });
});

describe('priceSliderBounds', () => {
  it('rounds the price range outwards to 5 euros', () => {
    expect(priceSliderBounds({ min: 3500, max: 12000 })).toEqual([35, 120]);
    expect(priceSliderBounds({ min: 3799, max: 8001 })).toEqual([35, 85]);
  });

  it('keeps a usable range when every guide charges the same', () => {
    expect(priceSliderBounds({ min: 5000, max: 5000 })).toEqual([50, 55]);
    expect(priceSliderBounds({ min: 0, max: 0 })).toEqual([0, 5]);
  });
});
