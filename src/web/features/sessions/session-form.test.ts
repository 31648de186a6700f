import { translateMessage } from '@contract/messages';
import { CreateSessionsInput, MAX_WEEKLY_REPEATS, SessionInput } from '@contract/session-input';
import type { GuideSessionView } from '@contract/sessions';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { I18N } from '@/lib/i18n';
import { SessionFormSchema, sessionFormDefaults, weeklyDates } from './session-form';

/** The contract's messages are ids (decision 061): an English page shows them so. */
const inEnglish = (message: string) => translateMessage(I18N.en, message);

const filled = {
  ...sessionFormDefaults('en'),
  title: 'Full Moon Sound Bath',
  description: 'Gongs and bowls under the full moon.',
  location: 'Estúdio Vagar, Graça',
  modality: 'Sound Healing' as const,
  sessionDate: '2026-12-04',
};

describe('SessionFormSchema', () => {
  it('starts at the spec defaults: 10:00 to 11:00, €50, 10 places', () => {
    expect(sessionFormDefaults('en')).toMatchObject({
      startTime: '10:00',
      endTime: '11:00',
      price: 50,
      capacity: 10,
    });
  });

  it('sends the euros typed as cents that the contract accepts', () => {
    const values = SessionFormSchema.parse({ ...filled, price: 27.5, repeatWeeks: 4 });
    expect(values.price).toBe(2750);
    expect(CreateSessionsInput.safeParse(values).success).toBe(true);
  });

  it('speaks the contract’s messages', () => {
    const errors = (input: object) =>
      SessionFormSchema.safeParse({ ...filled, ...input }).error?.issues.map((issue) =>
        inEnglish(issue.message),
      );
    expect(errors({ price: 0.5 })).toEqual(['Price must be at least €1']);
    expect(errors({ price: undefined })).toEqual(['Price is required']);
    expect(errors({ price: Number.NaN })).toEqual(['Price must be a number']);
    expect(errors({ price: 10_000.01 })).toEqual(['Price must be at most €10,000']);
    expect(errors({ title: 'x'.repeat(300) })).toEqual(['Title must be at most 120 characters']);
    expect(errors({ location: 'x'.repeat(201) })).toEqual(['Location must be at most 200 characters']);
    expect(errors({ description: 'x'.repeat(4001) })).toEqual([
      'Description must be at most 4000 characters',
    ]);
    expect(errors({ repeatWeeks: 13 })).toEqual(['A series has at most 12 dates']);
    expect(errors({ capacity: 0 })).toEqual(['Capacity must be at least 1']);
    expect(errors({ sessionDate: '' })).toEqual(['A date is required']);
    expect(errors({ endTime: '09:00' })).toEqual(['End time must be after start time']);
  });

  it('starts an edit from the session, in euros', () => {
    const session = {
      ...filled,
      price: 2800,
      capacity: 12,
      imageUrl: null,
      ownDescription: { text: filled.description, locale: null, inOtherLocale: null },
    } as unknown as GuideSessionView;
    const defaults = sessionFormDefaults('en', session);
    expect(defaults).toMatchObject({ price: 28, capacity: 12, repeatWeeks: 1 });
    expect(SessionInput.safeParse(SessionFormSchema.parse(defaults)).success).toBe(true);
  });

  it('asks an online session for an https meeting link, and one in person for its address', () => {
    const errors = (input: object) =>
      SessionFormSchema.safeParse({ ...filled, ...input }).error?.issues.map((issue) =>
        inEnglish(issue.message),
      );
    expect(errors({ online: true, meetingUrl: '' })).toEqual([
      'A meeting link is required for an online session',
    ]);
    expect(errors({ online: true, meetingUrl: 'http://meet.jit.si/room' })).toEqual([
      'Enter a meeting link starting with https://',
    ]);
    expect(errors({ online: true, location: '', meetingUrl: 'https://meet.jit.si/room' })).toBeUndefined();
    expect(errors({ online: false, location: '' })).toEqual(['Location is required']);
  });

  it('starts an edit of an online session from its link, with no address', () => {
    const session = {
      ...filled,
      price: 2800,
      capacity: 12,
      imageUrl: null,
      online: true,
      location: 'Online',
      meetingUrl: 'https://meet.jit.si/room',
      ownDescription: { text: filled.description, locale: null, inOtherLocale: null },
    } as unknown as GuideSessionView;
    expect(sessionFormDefaults('en', session)).toMatchObject({
      online: true,
      location: '',
      meetingUrl: 'https://meet.jit.si/room',
    });
  });
});

describe('weeklyDates', () => {
  it('repeats the date every week, across months and the clock change', () => {
    expect(weeklyDates('2026-10-14', 4)).toEqual(['2026-10-14', '2026-10-21', '2026-10-28', '2026-11-04']);
  });

  it('is just the date for one week, at most twelve dates, and nothing without a date', () => {
    expect(weeklyDates('2026-12-04', 1)).toEqual(['2026-12-04']);
    expect(weeklyDates('2026-12-04', 40)).toHaveLength(MAX_WEEKLY_REPEATS);
    expect(weeklyDates('', 3)).toEqual([]);
  });
});
