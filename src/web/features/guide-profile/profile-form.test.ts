import type { GuideApplicationRecord } from '@contract/guide-applications';
import { translateMessage } from '@contract/messages';
import { GuideProfileInput, type OwnProfile } from '@contract/profiles';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { I18N } from '@/lib/i18n';
import {
  cleanAvailability,
  galleryFileProblem,
  profileFormDefaults,
  removePhoto,
  suggestModalities,
  toggleSlot,
} from './profile-form';

const application = {
  id: 4,
  userId: 9,
  status: 'approved',
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: '2026-11-02T10:00:00.000Z',
  fullName: 'Inês Carvalho',
  email: 'ines@example.pt',
  city: 'Lisbon',
  neighbourhood: 'Graça',
  yearsExperience: 4,
  experienceLevel: '3-5 years',
  instagram: '@ines.breathes',
  website: null,
  profilePhotoUrl: null,
  certification2Url: null,
  professionalReferenceEmail: null,
  sessionLocationOther: null,
  pricePerGroupSession: null,
  category: 'Reiki',
  subcategory: 'Usui Reiki and Crystal Healing',
  bio: 'I guide reiki sessions in Graça.',
  uniqueApproach: 'Quiet, unhurried sessions with time to talk after.',
  certification1Name: 'Usui Reiki Level II',
  certification1Url: 'https://example.org/c/1',
  certification2Name: 'Crystal Therapy',
  languages: ['English', 'Portuguese', 'Other'],
  sessionLocation: 'Your studio/office',
  sessionFormat: '1:1 In-Person',
  offerGroupSessions: false,
  pricePerSession: 6000,
} satisfies GuideApplicationRecord;

describe('suggestModalities', () => {
  it('suggests the modalities of the category and those the subcategory names', () => {
    expect(suggestModalities('Reiki', 'Usui Reiki and Crystal Healing')).toEqual([
      'Reiki',
      'Energy Healing',
      'Crystal Healing',
    ]);
    expect(suggestModalities('Massage', 'Thai massage, shiatsu')).toEqual([
      'Thai Massage',
      'Shiatsu',
      'Massage',
    ]);
    expect(suggestModalities('Coaching', 'Life coaching')).toEqual(['Coaching']);
    expect(suggestModalities('Other', '')).toEqual([]);
  });
});

/** A saved profile with nothing but a name and a place. */
const profileOf = (neighbourhood: string | null): OwnProfile => ({
  name: 'Inês Carvalho',
  city: 'Lisbon',
  country: 'Portugal',
  bio: null,
  bioLocale: null,
  bioInOtherLocale: null,
  shortBio: null,
  neighbourhood,
  category: 'Reiki',
  subcategory: 'Usui Reiki',
  sessionFormat: '1:1 Sessions',
  pricePerSession: 5000,
  pricePerGroupSession: null,
  modalities: [],
  credentials: [],
  specialties: [],
  languages: [],
  experienceYears: null,
  photoGallery: [],
  profilePicUrl: null,
  socialLinks: {},
  availability: {},
  profileComplete: false,
});

describe('profileFormDefaults', () => {
  it('starts a first profile from the approved application, valid as it is', () => {
    const defaults = profileFormDefaults({ locale: 'en', profile: null, application, user: { name: null } });
    expect(defaults).toMatchObject({
      name: 'Inês Carvalho',
      neighbourhood: 'Graça',
      country: 'Portugal',
      modalities: ['Reiki', 'Energy Healing', 'Crystal Healing'],
      credentials: ['Usui Reiki Level II', 'Crystal Therapy'],
      languages: ['English', 'Portuguese'],
      experienceYears: 4,
      socialLinks: { instagram: '@ines.breathes', website: '' },
    });
    expect(defaults.bio).toContain('Quiet, unhurried sessions');
    expect(GuideProfileInput.safeParse(defaults).success).toBe(true);
  });

  it('keeps what the saved profile says over the application', () => {
    const profile: OwnProfile = {
      name: 'Inês C.',
      city: 'Cascais',
      country: 'Portugal',
      bio: null,
      bioLocale: null,
      bioInOtherLocale: null,
      shortBio: 'Reiki by the sea',
      category: 'Yoga',
      subcategory: 'Yin Yoga',
      sessionFormat: '1:1 & Group',
      pricePerSession: 6000,
      pricePerGroupSession: 2500,
      neighbourhood: 'Estoril',
      modalities: ['Yoga', 'Not a modality'],
      credentials: [],
      specialties: ['Anxiety'],
      languages: [],
      experienceYears: 6,
      photoGallery: ['/uploads/a.jpg'],
      profilePicUrl: '/uploads/a.jpg',
      socialLinks: {},
      availability: { monday: ['evening', 'morning', 'midnight'], funday: ['morning'] },
      profileComplete: true,
    };
    const defaults = profileFormDefaults({ locale: 'en', profile, application, user: { name: 'x' } });
    expect(defaults).toMatchObject({
      name: 'Inês C.',
      category: 'Yoga',
      subcategory: 'Yin Yoga',
      sessionFormat: '1:1 & Group',
      pricePerSession: 6000,
      pricePerGroupSession: 2500,
      neighbourhood: 'Estoril',
      shortBio: 'Reiki by the sea',
      modalities: ['Yoga'],
      credentials: ['Usui Reiki Level II', 'Crystal Therapy'],
      specialties: ['Anxiety'],
      experienceYears: 6,
      availability: { monday: ['morning', 'evening'] },
    });
  });

  it('fills out the first profile made at approval with the rest of the application', () => {
    const firstProfile: OwnProfile = {
      name: 'Inês Carvalho',
      city: 'Lisbon',
      country: null,
      bio: application.bio,
      bioLocale: null,
      bioInOtherLocale: null,
      shortBio: null,
      neighbourhood: null,
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      sessionFormat: '1:1 Sessions',
      pricePerSession: 5000,
      pricePerGroupSession: null,
      modalities: ['Reiki'],
      credentials: ['Usui Reiki Level II'],
      specialties: [],
      languages: ['English'],
      experienceYears: 4,
      photoGallery: [],
      profilePicUrl: null,
      socialLinks: {},
      availability: {},
      profileComplete: false,
    };
    const defaults = profileFormDefaults({
      locale: 'en',
      profile: firstProfile,
      application,
      user: { name: null },
    });
    expect(defaults.bio).toBe(`${application.bio}\n\n${application.uniqueApproach}`);
    expect(defaults.modalities).toEqual(['Reiki', 'Energy Healing', 'Crystal Healing']);
    expect(GuideProfileInput.safeParse(defaults).success).toBe(true);
    // Once complete, the guide's own choices stand.
    const complete = profileFormDefaults({
      locale: 'en',
      profile: { ...firstProfile, bio: 'x'.repeat(60), profileComplete: true },
      application,
      user: { name: null },
    });
    expect(complete.modalities).toEqual(['Reiki']);
    expect(complete.bio).toBe('x'.repeat(60));
  });

  it('falls back to the account name with nothing else to go on, leaving the place to choose', () => {
    expect(
      profileFormDefaults({ locale: 'en', profile: null, application: null, user: { name: 'Rui' } }),
    ).toMatchObject({
      name: 'Rui',
      neighbourhood: '',
      modalities: [],
      experienceYears: null,
    });
  });

  it('asks again for a place written before the list, which it does not offer', () => {
    const older = { ...application, neighbourhood: null, city: 'Lisboa' };
    const written = profileFormDefaults({
      locale: 'en',
      profile: { ...profileOf('Marquês de Pombal'), profileComplete: true },
      application: older,
      user: { name: null },
    });
    expect(written.neighbourhood).toBe('');
    const issues = GuideProfileInput.safeParse(written).error?.issues ?? [];
    const message = issues.find((issue) => issue.path[0] === 'neighbourhood')?.message ?? '';
    // The contract's messages are ids (decision 061): an English page shows them so.
    expect(translateMessage(I18N.en, message)).toBe('Please choose your neighbourhood');
  });
});

describe('availability', () => {
  it('toggles a slot on and off, keeping the day’s slots in order and dropping empty days', () => {
    const once = toggleSlot({}, 'friday', 'evening');
    expect(once).toEqual({ friday: ['evening'] });
    const twice = toggleSlot(once, 'friday', 'morning');
    expect(twice).toEqual({ friday: ['morning', 'evening'] });
    expect(toggleSlot(toggleSlot(twice, 'friday', 'morning'), 'friday', 'evening')).toEqual({});
  });

  it('ignores unknown days and slots', () => {
    expect(cleanAvailability({ sunday: ['afternoon', 'noon'], someday: ['morning'] })).toEqual({
      sunday: ['afternoon'],
    });
  });
});

describe('gallery', () => {
  it('accepts images of the four kinds up to 8 MB', () => {
    expect(galleryFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 8 * 1024 * 1024 })).toBeNull();
    expect(galleryFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toMatch(
      /JPEG, PNG, WebP or GIF/,
    );
    expect(galleryFileProblem({ name: 'b.png', type: 'image/png', size: 8 * 1024 * 1024 + 1 })).toMatch(
      /8 MB/,
    );
  });

  it('moves the profile photo to the next one when it is removed', () => {
    expect(removePhoto(['a', 'b', 'c'], 'a', 'a')).toEqual({ photoGallery: ['b', 'c'], profilePicUrl: 'b' });
    expect(removePhoto(['a', 'b'], 'a', 'b')).toEqual({ photoGallery: ['a'], profilePicUrl: 'a' });
    expect(removePhoto(['a'], null, 'a')).toEqual({ photoGallery: [], profilePicUrl: null });
  });
});
