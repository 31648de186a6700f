import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CATEGORIES,
  EXPLORE_CATEGORIES,
  METHOD_TILES,
  PRACTICE_GROUPS,
  practiceGroupOf,
} from './catalog';

describe('the one catalogue', () => {
  it('files every category of the application under exactly one practice', () => {
    for (const category of APPLICATION_CATEGORIES) {
      const holding = PRACTICE_GROUPS.filter((group) =>
        (group.categories as readonly string[]).includes(category),
      );
      expect(holding, category).toHaveLength(1);
      expect(practiceGroupOf(category), category).toBe(holding[0]);
    }
    expect(practiceGroupOf('Bodywork')).toBeUndefined();
    expect(practiceGroupOf(null)).toBeUndefined();
  });

  it("keeps the spec's explore categories and home tiles first, and shows every practice in both", () => {
    expect(EXPLORE_CATEGORIES.slice(0, 5)).toEqual([
      'Energy Healing',
      'Breathwork',
      'Meditation',
      'Sound Healing',
      'Bodywork',
    ]);
    expect(METHOD_TILES.map((tile) => tile.title)).toEqual(EXPLORE_CATEGORIES);
    expect(practiceGroupOf('Reiki')?.title).toBe('Energy Healing');
    expect(practiceGroupOf('Massage')?.title).toBe('Bodywork');
    expect(practiceGroupOf('Yoga')?.title).toBe('Yoga');
    expect(practiceGroupOf('Coaching')?.title).toBe('Coaching & Nutrition');
    expect(practiceGroupOf('Nutrition')?.title).toBe('Coaching & Nutrition');
    expect(practiceGroupOf('Other')?.title).toBe('Other Practices');
  });
});
