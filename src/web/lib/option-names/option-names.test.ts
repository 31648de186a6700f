import {
  APPLICATION_CATEGORIES,
  APPLICATION_LANGUAGES,
  EXPERIENCE_LEVELS,
  OFFER_FORMATS,
  PRACTICE_GROUPS,
  PROFILE_LANGUAGES,
  PROFILE_MODALITIES,
  SESSION_FORMATS,
  SESSION_LOCATIONS,
  SESSION_MODALITIES,
} from '@contract/catalog';
import { PLACE_AREAS } from '@contract/places';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { I18N } from '@/lib/i18n';
import {
  experienceLevelName,
  languageName,
  offerFormatName,
  placeAreaName,
  practiceKind,
  practiceName,
  sessionFormatName,
  sessionLocationName,
} from './option-names';

const english = I18N.en;
const portuguese = I18N['pt-PT'];

/** Each value of a list reads as the contract writes it on an English page, and has a name of its own in Portuguese. */
function namesEvery(values: readonly string[], nameOf: (i18n: typeof english, value: string) => string) {
  expect(values.map((value) => nameOf(english, value))).toEqual(values);
  for (const value of values) expect(nameOf(portuguese, value), value).not.toMatch(/^[a-z]+\.[\w.]+$/);
}

describe('the contract’s lists as a page names them', () => {
  it('names every value of every list in English as the contract writes it, and in Portuguese', () => {
    namesEvery([...new Set([...APPLICATION_LANGUAGES, ...PROFILE_LANGUAGES])], languageName);
    namesEvery(SESSION_LOCATIONS, sessionLocationName);
    namesEvery(SESSION_FORMATS, sessionFormatName);
    namesEvery(OFFER_FORMATS, offerFormatName);
    namesEvery(
      EXPERIENCE_LEVELS.map((level) => level.label),
      experienceLevelName,
    );
    namesEvery(
      [
        ...APPLICATION_CATEGORIES,
        ...SESSION_MODALITIES,
        ...PROFILE_MODALITIES,
        ...PRACTICE_GROUPS.flatMap((group) => group.methods),
      ],
      practiceName,
    );
  });

  it('translates what a Portuguese reader sees, never the value kept', () => {
    expect(
      ['Portuguese', 'English', 'Spanish'].map((language) => languageName(portuguese, language)),
    ).toEqual(['Português', 'Inglês', 'Espanhol']);
    expect(sessionLocationName(portuguese, 'Public space')).toBe('Espaço público');
    expect(placeAreaName(portuguese, 'lisbon-centre')).toBe('Lisboa — centro histórico');
    expect(PLACE_AREAS.map((area) => placeAreaName(english, area.id))).toEqual(
      PLACE_AREAS.map((a) => a.label),
    );
    expect(practiceKind(portuguese, 'Energy Healing', 'Pranic')).toBe('Terapias energéticas · Prânica');
  });

  it('leaves a name outside the lists as written: a guide’s own words or older data', () => {
    expect(languageName(portuguese, 'Klingon')).toBe('Klingon');
    expect(practiceKind(portuguese, 'Reiki', 'Usui Reiki, level II')).toBe('Reiki · Usui Reiki, level II');
    expect(practiceKind(portuguese, null, '  ')).toBe('');
  });
});
