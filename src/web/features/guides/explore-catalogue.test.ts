import { APPLICATION_CATEGORIES, practiceGroupOf, SEARCH_MODALITIES } from '@contract/catalog';
import { describe, expect, it } from 'vitest';
import { parseExploreFilters, toSearchQuery } from './explore-filters';

describe("explore's Category select and the home tiles", () => {
  it('reach every category a guide can choose, by the tile link and by the select', () => {
    for (const category of APPLICATION_CATEGORIES) {
      const practice = practiceGroupOf(category)!;
      // The home tile's link, and the select's choice written into the address.
      const fromTile = parseExploreFilters(new URLSearchParams({ method: practice.id }));
      const fromSelect = parseExploreFilters(new URLSearchParams({ category: practice.title }));
      expect(fromTile.category, category).toBe(practice.title);
      expect(fromSelect.category, category).toBe(practice.title);
      // What the API is asked: the search modality where the practice is one, else the tile.
      const modality = SEARCH_MODALITIES.find((m) => m.label === practice.title);
      const asked = modality ? { modality: modality.value } : { method: practice.id };
      expect(toSearchQuery(fromTile), category).toMatchObject(asked);
      expect(toSearchQuery(fromSelect), category).toMatchObject(asked);
    }
  });
});
