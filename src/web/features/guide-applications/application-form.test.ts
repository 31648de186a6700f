import { GuideApplicationInput, type GuideApplicationRecord } from '@contract/guide-applications';
import { translateMessage } from '@contract/messages';
import { WEB_LINK_MESSAGE } from '@contract/web-link';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { ApiError } from '@/lib/api-client';
import { I18N } from '@/lib/i18n';
import {
  ApplicationFormSchema,
  type ApplicationFormValues,
  fromApplication,
  missingRequiredFields,
  OTHER_LOCATION_MESSAGE,
  stepErrors as stepErrorIds,
  submissionFailureMessage,
  toApplicationInput,
  WIZARD_STEPS,
} from './application-form';

const complete: ApplicationFormValues = {
  fullName: 'Inês Carvalho',
  email: 'ines@example.pt',
  neighbourhood: 'Alcântara',
  experienceLevel: '3-5 years',
  instagram: '',
  website: '',
  category: 'Breathwork',
  subcategory: 'Holotropic',
  bio: 'I guide breathwork circles by the river.',
  uniqueApproach: 'Slow, trauma-aware sessions with live music.',
  certification1Name: 'Breathwork Facilitator',
  certification1Url: 'https://example.org/cert/123',
  certification2Name: '',
  certification2Url: '',
  professionalReferenceEmail: '',
  languages: ['English', 'Portuguese'],
  sessionLocation: 'Your studio/office',
  sessionLocationOther: '',
  sessionFormat: 'Group In-Person',
  offerGroupSessions: true,
  pricePerSession: 45,
  pricePerGroupSession: 20,
};

/** The contract's messages are ids (decision 061): an English page shows them so. */
const inEnglish = (message: string) => translateMessage(I18N.en, message);
const stepErrors = (...args: Parameters<typeof stepErrorIds>) =>
  Object.fromEntries(
    Object.entries(stepErrorIds(...args)).map(([field, message]) => [field, inEnglish(message)]),
  );

describe('wizard steps', () => {
  it('cover every answer of the application exactly once', () => {
    const fields = WIZARD_STEPS.flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(ApplicationFormSchema.shape).sort());
  });

  it('let a complete application through every step', () => {
    WIZARD_STEPS.forEach((_, index) => {
      expect(stepErrors(index, complete)).toEqual({});
    });
  });

  it('hold a step back by its own fields only', () => {
    const values = { ...complete, email: 'not-an-email', bio: 'short' };
    expect(stepErrors(0, values)).toEqual({ email: 'Please enter a valid email address' });
    expect(stepErrors(1, values)).toEqual({ bio: 'Bio must be at least 20 characters' });
    expect(stepErrors(2, values)).toEqual({});
  });

  it('ask for the certification and experience level on the credentials step, the rest being optional', () => {
    const errors = stepErrors(2, { ...complete, certification1Url: 'nope', experienceLevel: '' });
    expect(errors.certification1Url).toBe(inEnglish(WEB_LINK_MESSAGE));
    expect(errors.experienceLevel).toBe('Please select your experience level');
    expect(stepErrors(2, { ...complete, website: 'not a url' }).website).toBe(inEnglish(WEB_LINK_MESSAGE));
    expect(stepErrors(2, { ...complete, certification1Url: ' JaVaScRiPt:alert(1)' })).toEqual({
      certification1Url: inEnglish(WEB_LINK_MESSAGE),
    });
  });

  it('ask where "Other" is, and at least one language', () => {
    const errors = stepErrors(3, {
      ...complete,
      sessionLocation: 'Other',
      sessionLocationOther: ' ',
      languages: [],
    });
    expect(errors).toEqual({
      sessionLocationOther: inEnglish(OTHER_LOCATION_MESSAGE),
      languages: 'Select at least one language',
    });
    expect(stepErrors(3, { ...complete, sessionLocation: 'Other', sessionLocationOther: 'Parks' })).toEqual(
      {},
    );
  });

  it('take the price in whole euros of at least €1, each rule in its own words', () => {
    const priceError = (pricePerSession: unknown) =>
      stepErrors(4, { ...complete, pricePerSession }).pricePerSession;
    expect(priceError(undefined)).toBe('Price per session is required');
    expect(priceError(0)).toBe('Price must be at least €1');
    expect(priceError(45.5)).toBe('Please enter a whole number of euros');
    expect(priceError(Number.NaN)).toBe('Price per session must be a number');
    expect(priceError(10_001)).toBe('Price must be at most €10,000');
    const groupError = (pricePerGroupSession: unknown) =>
      stepErrors(4, { ...complete, pricePerGroupSession }).pricePerGroupSession;
    expect(groupError(-1)).toBe('Group price must be 0 or more');
    expect(groupError(10_001)).toBe('Group price must be at most €10,000');
    expect(groupError(Number.NaN)).toBe('Group price must be a number');
  });

  it('write the highest price as Portugal writes euros on a Portuguese page', () => {
    const errors = stepErrorIds(4, { ...complete, pricePerSession: 10_001, pricePerGroupSession: 10_001 });
    expect(translateMessage(I18N['pt-PT'], errors.pricePerSession!)).toBe(
      'Preço: no máximo 10\u00a0000,00\u00a0€',
    );
    expect(translateMessage(I18N['pt-PT'], errors.pricePerGroupSession!)).toBe(
      'Preço de grupo: no máximo 10\u00a0000,00\u00a0€',
    );
  });

  it('say "required" for an empty answer and the limit for a long one', () => {
    const errors = stepErrors(1, { ...complete, subcategory: '', bio: 'x'.repeat(2001) });
    expect(errors).toEqual({
      subcategory: 'Subcategory is required',
      bio: 'Bio must be at most 2000 characters',
    });
    expect(stepErrors(0, { ...complete, fullName: '' })).toEqual({ fullName: 'Full name is required' });
  });
});

describe('toApplicationInput', () => {
  it('sends cents, the years of the level, and no empty optional answers', () => {
    const input = toApplicationInput(complete);
    expect(input).toMatchObject({
      pricePerSession: 4500,
      pricePerGroupSession: 2000,
      yearsExperience: 4,
      experienceLevel: '3-5 years',
    });
    expect(input.website).toBeUndefined();
    expect(input.sessionLocationOther).toBeUndefined();
    expect(GuideApplicationInput.safeParse(input).success).toBe(true);
  });

  it('leaves out the group price when no group sessions are offered, and keeps "Other" only for Other', () => {
    const input = toApplicationInput({
      ...complete,
      offerGroupSessions: false,
      sessionLocation: 'Online',
      sessionLocationOther: 'left over',
    });
    expect(input.pricePerGroupSession).toBeUndefined();
    expect(input.sessionLocationOther).toBeUndefined();
    const other = toApplicationInput({
      ...complete,
      sessionLocation: 'Other',
      sessionLocationOther: ' Parks ',
    });
    expect(other.sessionLocationOther).toBe('Parks');
  });
});

describe('missingRequiredFields', () => {
  it('lists the empty required fields by their labels', () => {
    expect(
      missingRequiredFields({ ...complete, neighbourhood: '', category: undefined, languages: [] }),
    ).toEqual(['Neighbourhood', 'Category', 'Languages spoken']);
    expect(missingRequiredFields(complete)).toEqual([]);
  });
});

describe('submissionFailureMessage', () => {
  const apiError = (
    status: number,
    extra: { serverMessage?: string; fields?: Record<string, string> } = {},
  ) => new ApiError({ status, code: 'X', message: extra.serverMessage ?? 'x', ...extra });

  it('says who may submit', () => {
    expect(submissionFailureMessage(apiError(401))).toBe('You must be logged in to submit an application');
    expect(submissionFailureMessage(apiError(403))).toBe(
      'You must have a Guide account to submit an application',
    );
  });

  it('builds "Validation errors" from the fields, else gives the server sentence, else the fallback', () => {
    expect(
      submissionFailureMessage(
        apiError(400, { serverMessage: 'Invalid input', fields: { bio: 'Too short' } }),
      ),
    ).toBe('Validation errors: Bio: Too short');
    expect(
      submissionFailureMessage(apiError(409, { serverMessage: 'You already have a pending application' })),
    ).toBe('You already have a pending application');
    expect(submissionFailureMessage(new Error('boom'))).toBe('Failed to submit application');
  });
});

describe('fromApplication', () => {
  const recordOf = (input: GuideApplicationInput): GuideApplicationRecord => ({
    id: 3,
    userId: 9,
    status: 'rejected',
    createdAt: '2026-11-01T10:00:00.000Z',
    reviewedAt: '2026-11-02T10:00:00.000Z',
    ...input,
    city: 'Lisbon',
    experienceLevel: input.experienceLevel,
    instagram: input.instagram ?? null,
    website: input.website ?? null,
    uniqueApproach: input.uniqueApproach,
    profilePhotoUrl: null,
    certification2Name: input.certification2Name ?? null,
    certification2Url: input.certification2Url ?? null,
    professionalReferenceEmail: input.professionalReferenceEmail ?? null,
    sessionLocationOther: input.sessionLocationOther ?? null,
    pricePerGroupSession: input.pricePerGroupSession ?? null,
  });

  it('brings an earlier application back in euros, ready to send again', () => {
    const input = toApplicationInput(complete);
    const again = ApplicationFormSchema.parse(fromApplication(recordOf(input)));
    expect(toApplicationInput(again)).toEqual(input);
  });

  it('leaves out answers the forms no longer offer', () => {
    const record = {
      ...recordOf(toApplicationInput(complete)),
      category: 'Astrology',
      experienceLevel: null,
    };
    const form = fromApplication(record);
    expect(form.category).toBeUndefined();
    expect(form.experienceLevel).toBeUndefined();
    // An application older than the list of places named a city, not a place: the guide chooses one.
    expect(fromApplication({ ...record, neighbourhood: null, city: 'Lisboa' }).neighbourhood).toBeUndefined();
  });
});
