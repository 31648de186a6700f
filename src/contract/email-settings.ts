import { z } from 'zod';

/**
 * The emails a person may switch off. Everything else Luz sends about a booking (its confirmation and
 * receipt, a cancellation, a change to the session) always goes: it is about money or a place held.
 */
export const OPTIONAL_EMAILS = ['reminders', 'agenda', 'messageNotices'] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

export const EmailSettings = z.object({
  /** A reminder the day before each booked session (seekers). */
  reminders: z.boolean(),
  /** The evening list of the next day's sessions and who is booked (guides). */
  agenda: z.boolean(),
  /** An email when the other side of a booking writes a message. */
  messageNotices: z.boolean(),
});
export type EmailSettings = z.infer<typeof EmailSettings>;

/** A change to some of the settings; what is left out stays as it is. */
export const EmailSettingsChange = EmailSettings.partial().strict();
export type EmailSettingsChange = z.infer<typeof EmailSettingsChange>;

/**
 * How each optional email is named: `title` on the profile's switch, `inSentence` within a sentence ("You will
 * no longer get the evening agenda"), `pronoun` what stands for it after ("Switch it back on").
 */
export const OPTIONAL_EMAIL_LABELS: Record<
  OptionalEmail,
  { title: string; description: string; inSentence: string; pronoun: 'it' | 'them' }
> = {
  reminders: {
    title: 'Session reminders',
    description: 'An email the day before each session you booked, with the place and how to cancel.',
    inSentence: 'session reminders',
    pronoun: 'them',
  },
  agenda: {
    title: 'Evening agenda',
    description: 'For guides: at 19:00 the evening before, the next day’s sessions and who is booked.',
    inSentence: 'the evening agenda',
    pronoun: 'it',
  },
  messageNotices: {
    title: 'Message notices',
    description: 'An email when someone you have a booking with writes to you.',
    inSentence: 'message notices',
    pronoun: 'them',
  },
};

/** The id of the profile's email settings section: the unsubscribe page links straight to it. */
export const EMAIL_SETTINGS_SECTION_ID = 'email-settings';

/** The body mail programs send to a one-click unsubscribe address (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';
