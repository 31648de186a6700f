import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginInput, RegisterForm, ResetPasswordForm } from './auth';
import { CardPaymentInput, PrivateRequestForm } from './checkout';
import { PRICE_TOO_HIGH_MESSAGE } from './field-messages';
import { GuideApplicationInput, GuideSignupInput } from './guide-applications';
import { translateMessage } from './messages';
import { NewsletterSignup } from './newsletter';
import { GuideProfileInput, SeekerProfileInput } from './profiles';
import { ReviewInput } from './reviews';
import { SessionFields, SessionInput, SessionPlace } from './session-input';
import { WEB_LINK_MESSAGE } from './web-link';

/** The contract's English catalogue, as a form on an English page reads the schemas' message ids. */
const english = setupI18n({
  locale: 'en',
  messages: {
    en: Object.fromEntries(
      parsePoFile(readFileSync(new URL('./locales/en.po', import.meta.url), 'utf8')).items.map((item) => [
        item.msgid,
        compileMessage(item.msgstr[0] ?? ''),
      ]),
    ),
  },
});

/** The message of the first problem `schema` finds with `field`, when `input` is sent. */
function messageOf(schema: z.ZodType, input: object, field: string): string | undefined {
  const result = schema.safeParse(input);
  const message = result.error?.issues.find(
    (issue) => issue.path.join('.') === field || issue.path[0] === field,
  )?.message;
  // The schemas carry message ids (decision 061); a form shows each in its page's language, here English.
  return message === undefined ? undefined : translateMessage(english, message);
}

interface Form {
  schema: z.ZodType & { shape: Record<string, z.ZodType> };
  /** A valid answer, so that only the field under test is wrong. */
  valid: Record<string, unknown>;
  /** Per field, each rule as [what is sent, the message it must get]. */
  rules: Record<string, [unknown, string][]>;
}

const long = (length: number) => 'x'.repeat(length);

const FORMS: Record<string, Form> = {
  'log in (/auth)': {
    schema: LoginInput,
    valid: { username: 'sofia', password: 'secret1' },
    rules: {
      username: [
        [undefined, 'Username must be at least 3 characters'],
        ['  ', 'Username must be at least 3 characters'],
        ['ab', 'Username must be at least 3 characters'],
        [long(255), 'Username must be at most 254 characters'],
      ],
      password: [
        ['', 'Password must be at least 6 characters'],
        ['12345', 'Password must be at least 6 characters'],
        [long(101), 'Password is too long'],
      ],
    },
  },
  'register (/auth)': {
    schema: RegisterForm,
    valid: {
      name: 'Sofia',
      username: 'sofia',
      email: 'sofia@example.pt',
      password: 'secret1',
      role: 'student',
    },
    rules: {
      name: [
        ['', 'Name is required'],
        [long(101), 'Name must be at most 100 characters'],
      ],
      username: [
        ['', 'Username must be at least 3 characters'],
        [42, 'Username must be text'],
        [long(51), 'Username must be at most 50 characters'],
        ['so fia', 'Username can only contain letters, numbers, dots, hyphens and underscores'],
      ],
      email: [
        ['', 'Please enter a valid email address'],
        ['sofia', 'Please enter a valid email address'],
        [`${long(250)}@example.pt`, 'Email must be at most 254 characters'],
      ],
      password: [
        ['', 'Password must be at least 6 characters'],
        ['12345', 'Password must be at least 6 characters'],
        [long(101), 'Password is too long'],
      ],
      role: [
        [undefined, 'Please choose how you want to join'],
        ['admin', 'Please choose how you want to join'],
      ],
    },
  },
  'reset password': {
    schema: ResetPasswordForm,
    valid: { password: 'a-new-secret', confirmPassword: 'a-new-secret' },
    rules: {
      password: [
        ['', 'Password must be at least 8 characters'],
        ['short', 'Password must be at least 8 characters'],
        [long(101), 'Password is too long'],
      ],
      confirmPassword: [
        ['', 'Please confirm your password'],
        ['another-secret', 'Passwords do not match'],
      ],
    },
  },
  newsletter: {
    schema: NewsletterSignup,
    valid: { email: 'reader@example.pt' },
    rules: {
      email: [
        [undefined, 'Please enter a valid email address'],
        [42, 'Email must be text'],
        ['reader', 'Please enter a valid email address'],
      ],
    },
  },
  'guide sign-up (/signup)': {
    schema: GuideSignupInput,
    valid: {
      fullName: 'Rita Lopes',
      email: 'rita@example.pt',
      password: 'rita-secret',
      neighbourhood: 'Alfama',
      category: 'Reiki',
    },
    rules: {
      fullName: [
        ['', 'Full name is required'],
        ['R', 'Full name must be at least 2 characters'],
        [long(101), 'Full name must be at most 100 characters'],
      ],
      email: [
        ['', 'Please enter a valid email address'],
        ['rita', 'Please enter a valid email address'],
      ],
      password: [
        ['', 'Password must be at least 8 characters'],
        ['short', 'Password must be at least 8 characters'],
        [long(101), 'Password is too long'],
      ],
      neighbourhood: [
        [undefined, 'Please choose your neighbourhood'],
        [' ', 'Please choose your neighbourhood'],
        ['Lisbon', 'Please choose your neighbourhood from the list'],
        [long(81), 'Please choose your neighbourhood from the list'],
      ],
      category: [
        [undefined, 'Please select a category'],
        ['Astrology', 'Please select a category'],
      ],
    },
  },
  'guide application': {
    schema: GuideApplicationInput,
    valid: {
      fullName: 'Rita Lopes',
      email: 'rita@example.pt',
      neighbourhood: 'Graça',
      yearsExperience: 4,
      experienceLevel: '3-5 years',
      category: 'Reiki',
      subcategory: 'Usui',
      bio: 'Reiki in a quiet studio in Graça.',
      uniqueApproach: 'Every session starts with a conversation.',
      certification1Name: 'Usui Reiki II',
      certification1Url: 'https://example.org/cert',
      languages: ['English'],
      sessionLocation: 'Your studio/office',
      sessionFormat: '1:1 In-Person',
      pricePerSession: 5000,
    },
    rules: {
      fullName: [
        ['', 'Full name is required'],
        ['R', 'Full name must be at least 2 characters'],
        [long(101), 'Full name must be at most 100 characters'],
      ],
      email: [
        [undefined, 'Please enter a valid email address'],
        [`rita@${long(250)}.pt`, 'Email must be at most 254 characters'],
      ],
      neighbourhood: [
        [undefined, 'Please choose your neighbourhood'],
        [' ', 'Please choose your neighbourhood'],
        ['Lisbon', 'Please choose your neighbourhood from the list'],
        [long(81), 'Please choose your neighbourhood from the list'],
      ],
      yearsExperience: [
        [undefined, 'Years of experience is required'],
        ['four', 'Years of experience must be a number'],
        [2.5, 'Years of experience must be a whole number'],
        [-1, 'Years of experience must be 0 or more'],
        [81, 'Years of experience must be at most 80'],
      ],
      experienceLevel: [[undefined, 'Please select your experience level']],
      instagram: [[long(101), 'Instagram must be at most 100 characters']],
      website: [
        ['rita dot com', WEB_LINK_MESSAGE],
        [`https://example.org/${long(490)}`, 'Website must be at most 500 characters'],
      ],
      category: [[undefined, 'Please select a category']],
      subcategory: [
        ['', 'Subcategory is required'],
        [long(81), 'Subcategory must be at most 80 characters'],
      ],
      bio: [
        ['', 'Bio is required'],
        ['Too short a bio', 'Bio must be at least 20 characters'],
        [long(2001), 'Bio must be at most 2000 characters'],
      ],
      uniqueApproach: [
        ['', 'Please describe your approach'],
        ['My own way', 'Please describe your approach in at least 20 characters'],
        [long(2001), 'Your approach must be at most 2000 characters'],
      ],
      profilePhotoUrl: [['a photo', WEB_LINK_MESSAGE]],
      certification1Name: [
        ['', 'Certification name is required'],
        ['U', 'Certification name must be at least 2 characters'],
        [long(151), 'Certification name must be at most 150 characters'],
      ],
      certification1Url: [
        ['', 'Certification link is required'],
        ['nope', WEB_LINK_MESSAGE],
        [`https://example.org/${long(490)}`, 'Certification link must be at most 500 characters'],
      ],
      certification2Name: [[long(151), 'Second certification name must be at most 150 characters']],
      certification2Url: [['nope', WEB_LINK_MESSAGE]],
      professionalReferenceEmail: [
        ['someone', 'Please enter a valid email address'],
        [long(255), 'Professional reference email must be at most 254 characters'],
      ],
      languages: [
        [[], 'Select at least one language'],
        [['Klingon'], 'Please choose languages from the list'],
      ],
      sessionLocation: [[undefined, 'Please select where you hold sessions']],
      sessionLocationOther: [[long(201), 'Other location must be at most 200 characters']],
      sessionFormat: [[undefined, 'Please select a session format']],
      offerGroupSessions: [['yes', 'Group sessions must be yes or no']],
      pricePerSession: [
        [undefined, 'Price per session is required'],
        [99, 'Price must be at least €1'],
        [100.5, 'Price must be a whole number of cents'],
        [1_000_001, 'Price must be at most €10,000'],
      ],
      pricePerGroupSession: [
        [-1, 'Group price must be 0 or more'],
        [1_000_001, 'Group price must be at most €10,000'],
      ],
    },
  },
  'session (Create Session, Edit Session)': {
    // Two schemas joined (the place is checked apart): walked field by field through both shapes.
    schema: Object.assign(Object.create(SessionInput) as typeof SessionInput, {
      shape: { ...SessionFields.shape, ...SessionPlace.shape },
    }),
    valid: {
      title: 'Full Moon Sound Bath',
      description: 'Gongs and bowls by the river.',
      location: 'Estúdio Vagar',
      modality: 'Sound Healing',
      sessionDate: '2030-05-01',
      startTime: '10:00',
      endTime: '11:00',
      price: 5000,
      capacity: 10,
    },
    rules: {
      title: [
        [undefined, 'Title is required'],
        ['  ', 'Title is required'],
        [long(300), 'Title must be at most 120 characters'],
      ],
      description: [
        ['', 'Description is required'],
        [long(4001), 'Description must be at most 4000 characters'],
      ],
      descriptionLocale: [['fr', 'Language must be en or pt-PT']],
      descriptionInOtherLocale: [
        [long(4001), 'Description in the other language must be at most 4000 characters'],
      ],
      location: [
        ['', 'Location is required'],
        [long(201), 'Location must be at most 200 characters'],
      ],
      online: [['yes', 'Online must be true or false']],
      meetingUrl: [[long(501), 'Meeting link must be at most 500 characters']],
      modality: [[undefined, 'Modality is required']],
      sessionDate: [
        [undefined, 'A date is required'],
        ['', 'A date is required'],
        ['1 May', 'Use a date like 2026-05-01'],
      ],
      startTime: [
        ['', 'Start time is required'],
        ['7pm', 'Use a time like 10:00'],
      ],
      endTime: [
        ['', 'End time is required'],
        ['8pm', 'Use a time like 11:00'],
        ['09:00', 'End time must be after start time'],
      ],
      price: [
        [undefined, 'Price is required'],
        [Number.NaN, 'Price must be a number'],
        [50, 'Price must be at least €1'],
        [150.5, 'Price must be a whole number of cents'],
        [1_000_001, 'Price must be at most €10,000'],
      ],
      capacity: [
        [undefined, 'Capacity is required'],
        [0, 'Capacity must be at least 1'],
        [1.5, 'Capacity must be a whole number'],
        [501, 'Capacity must be at most 500'],
      ],
      imageUrl: [[long(501), 'Image address must be at most 500 characters']],
    },
  },
  'card payment (checkout)': {
    schema: CardPaymentInput,
    valid: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sofia Reis' },
    rules: {
      cardNumber: [
        ['', 'Please enter your card number'],
        ['4242 4242 4242 4241', 'Please enter a valid card number'],
        [long(41), 'Please enter a valid card number'],
      ],
      expiry: [
        ['', 'Please enter the expiry date'],
        ['13/30', 'Please enter the expiry date as MM/YY'],
      ],
      cvc: [
        ['', 'Please enter the security code'],
        ['12', 'Please enter the 3 or 4 digit security code'],
      ],
      name: [
        ['  ', 'Please enter the name on the card'],
        [long(101), 'Name on card must be at most 100 characters'],
      ],
    },
  },
  'seeker profile (/profile)': {
    schema: SeekerProfileInput,
    valid: { name: 'Sofia Reis' },
    rules: {
      name: [
        [undefined, 'Name must be at least 2 characters'],
        ['', 'Name must be at least 2 characters'],
        ['S', 'Name must be at least 2 characters'],
        [long(101), 'Name must be at most 100 characters'],
      ],
      city: [[long(81), 'City must be at most 80 characters']],
      country: [[long(81), 'Country must be at most 80 characters']],
      bio: [[long(2001), 'Bio must be at most 2000 characters']],
    },
  },
  'guide profile (/practitioner-profile, /setup/profile)': {
    schema: GuideProfileInput,
    valid: {
      name: 'Marta Sousa',
      bio: 'Sound healing in Alfama for ten years, with gongs, bowls and a lot of quiet.',
      neighbourhood: 'Alfama',
      country: 'Portugal',
      modalities: ['Reiki'],
    },
    rules: {
      name: [
        ['', 'Name must be at least 2 characters'],
        ['M', 'Name must be at least 2 characters'],
        [long(101), 'Name must be at most 100 characters'],
      ],
      shortBio: [[long(121), 'Short bio must be at most 120 characters']],
      bio: [
        ['', 'Bio is required'],
        ['Too short for a guide.', 'Bio must be at least 50 characters'],
        [long(4001), 'Bio must be at most 4000 characters'],
      ],
      bioLocale: [['fr', 'Language must be en or pt-PT']],
      bioInOtherLocale: [
        ['Too short for a guide.', 'Bio in the other language must be at least 50 characters'],
        [long(4001), 'Bio in the other language must be at most 4000 characters'],
      ],
      category: [
        ['Astrology', 'Please select a category'],
        [7, 'Please select a category'],
      ],
      subcategory: [
        [' ', 'Subcategory is required'],
        [long(81), 'Subcategory must be at most 80 characters'],
      ],
      sessionFormat: [['Weekly', 'Please select a session format']],
      pricePerSession: [
        [0, 'Price must be at least €1'],
        [12.5, 'Price must be a whole number of cents'],
        [100_000_000, PRICE_TOO_HIGH_MESSAGE],
      ],
      pricePerGroupSession: [
        [50, 'Group price must be at least €1'],
        [12.5, 'Group price must be a whole number of cents'],
      ],
      neighbourhood: [
        [undefined, 'Please choose your neighbourhood'],
        [' ', 'Please choose your neighbourhood'],
        ['Lisbon', 'Please choose your neighbourhood from the list'],
        [long(81), 'Please choose your neighbourhood from the list'],
      ],
      country: [
        ['', 'Country is required'],
        ['P', 'Country must be at least 2 characters'],
        [long(81), 'Country must be at most 80 characters'],
      ],
      modalities: [
        [[], 'Select at least one modality'],
        [['Astrology'], 'Please choose modalities from the list'],
      ],
      credentials: [
        [[' '], 'A credential cannot be empty'],
        [[long(151)], 'Credential must be at most 150 characters'],
        [Array(21).fill('Reiki II'), 'At most 20 credentials'],
      ],
      specialties: [
        [[''], 'A specialty cannot be empty'],
        [[long(81)], 'Specialty must be at most 80 characters'],
        [Array(21).fill('Grief'), 'At most 20 specialties'],
      ],
      languages: [
        [['Klingon'], 'Please choose languages from the list'],
        [Array(13).fill('English'), 'At most 12 languages'],
      ],
      experienceYears: [
        ['ten', 'Experience must be a number'],
        [-1, 'Experience must be 0 or more years'],
        [2.5, 'Experience must be a whole number of years'],
        [81, 'Experience must be at most 80 years'],
      ],
      photoGallery: [
        [Array(7).fill('/images/a.webp'), 'At most 6 photos'],
        [[`/uploads/${long(500)}`], 'Photo address must be at most 500 characters'],
      ],
      profilePicUrl: [[long(501), 'Photo address must be at most 500 characters']],
      'socialLinks.instagram': [[long(101), 'Instagram must be at most 100 characters']],
      availability: [
        [{ funday: ['morning'] }, 'Availability is given by weekday'],
        [{ monday: ['dawn'] }, 'Please choose times of day from the list'],
      ],
      'socialLinks.website': [
        ['not a site', WEB_LINK_MESSAGE],
        [`https://${long(300)}.pt`, 'Website must be at most 300 characters'],
      ],
    },
  },
  review: {
    schema: ReviewInput,
    valid: { rating: 5, comment: 'Calm and kind.' },
    rules: {
      rating: [
        [undefined, 'Please select a rating'],
        [0, 'Please select a rating'],
        [6, 'Please select a rating'],
        [4.5, 'Please select a rating'],
      ],
      comment: [
        [undefined, 'Please leave a comment of at least 5 characters'],
        ['Good', 'Please leave a comment of at least 5 characters'],
        [long(501), 'Comment must be less than 500 characters'],
      ],
      practitionerId: [[0, 'Must be a positive whole number']],
    },
  },
  'private session request (booking card)': {
    schema: PrivateRequestForm,
    valid: { sessionDate: '2030-05-01', sessionTime: '10:00' },
    rules: {
      sessionDate: [
        [undefined, 'Please select a date'],
        ['', 'Please select a date'],
      ],
      sessionTime: [
        [undefined, 'Please select a time'],
        ['03:00', 'Please select a time'],
      ],
      notes: [[long(1001), 'Notes must be at most 1000 characters']],
    },
  },
};

/** Where the spec words one sentence for every rule of a field, so its messages may repeat. */
const ONE_SENTENCE_BY_SPEC = new Set([
  'review.rating',
  'review.practitionerId',
  'private session request (booking card).sessionDate',
]);

/** zod's own English, which no form should ever show. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/** What a field can be sent that breaks one rule each: nothing, blank, far too long, out of range, not a number. */
const PROBES = {
  missing: undefined,
  blank: '',
  tooLong: long(10_000),
  negative: -1,
  huge: 1e12,
  fraction: 0.5,
  notANumber: Number.NaN,
  notAnObject: true,
  notText: { nested: true },
  longList: Array.from({ length: 100 }, () => long(10_000)),
} as const;

type Probe = keyof typeof PROBES;

/** Pairs of probes that break different rules, so their messages must differ whenever both are refused. */
const DIFFERENT_RULES: [Probe, Probe][] = [
  ['missing', 'tooLong'],
  ['blank', 'tooLong'],
  ['missing', 'negative'],
  ['missing', 'huge'],
  ['missing', 'fraction'],
  ['negative', 'huge'],
];

describe('every rule of every form field says what is wrong', () => {
  describe.each(Object.entries(FORMS))('%s', (_, form) => {
    const cases = Object.entries(form.rules).flatMap(([field, rules]) =>
      rules.map(([value, message]) => ({ field, value, message })),
    );

    it('starts from a valid answer', () => {
      expect(form.schema.safeParse(form.valid).error?.issues).toBeUndefined();
    });

    it.each(cases)('$field = $value: "$message"', ({ field, value, message }) => {
      const [top, nested] = field.split('.');
      const input = nested
        ? { ...form.valid, [top as string]: { [nested]: value } }
        : { ...form.valid, [field]: value };
      expect(messageOf(form.schema, input, field)).toBe(translateMessage(english, message));
    });
  });

  describe.each(Object.entries(FORMS))('%s, walked field by field', (name, form) => {
    it.each(Object.keys(form.schema.shape))(
      '%s never answers in zod’s words, nor with another rule’s',
      (field) => {
        const messages = Object.fromEntries(
          Object.entries(PROBES).map(([probe, value]) => [
            probe,
            messageOf(form.schema, { ...form.valid, [field]: value }, field),
          ]),
        ) as Record<Probe, string | undefined>;

        for (const message of Object.values(messages)) {
          if (message !== undefined) expect(message).not.toMatch(ZOD_DEFAULT);
        }
        if (ONE_SENTENCE_BY_SPEC.has(`${name}.${field}`)) return;
        for (const [a, b] of DIFFERENT_RULES) {
          if (messages[a] === undefined || messages[b] === undefined) continue;
          // Both refused for not being of the field's kind at all (text, a number, one of a list): one rule.
          const kindOnly = new Set([messages.notAnObject, messages.notText]);
          if (kindOnly.has(messages[a]) && kindOnly.has(messages[b])) continue;
          expect(`${b}: ${messages[b]}`).not.toBe(`${b}: ${messages[a]}`);
        }
      },
    );
  });

  it('names every field of every form in the table above', () => {
    for (const form of Object.values(FORMS)) {
      const covered = new Set(Object.keys(form.rules).map((field) => field.split('.')[0]));
      expect(Object.keys(form.schema.shape).filter((field) => !covered.has(field))).toEqual([]);
    }
  });
});
