import { z } from 'zod';
import { euros, messageWith } from './messages';
import { PRICE_MAX_CENTS } from './money';

/**
 * Form fields whose every rule answers in its own words. A message given to `z.string({ error })` also answers
 * every later check that has no message of its own, so a title that was too long once read "Title is required".
 * Here the type check says only what it knows (nothing was sent, or it is not text or not a number), blank text
 * says the field is required, and each length, range or format rule carries its own sentence. Where the spec
 * words a field's rule ("Username must be at least 3 characters"), that sentence also answers an empty field, as
 * the spec's forms did (decision 028).
 */

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * The names fields are given in messages, as message ids of the contract's catalogue (decision 061): a message
 * such as "{label} is required" names its field in the reader's language.
 */
export const FIELD_LABELS = {
  bio: /*i18n*/ 'contract.fields.label.bio',
  bioInOtherLocale: /*i18n*/ 'contract.fields.label.bioInOtherLocale',
  capacity: /*i18n*/ 'contract.fields.label.capacity',
  cardNumber: /*i18n*/ 'contract.fields.label.cardNumber',
  certificationLink: /*i18n*/ 'contract.fields.label.certificationLink',
  certificationName: /*i18n*/ 'contract.fields.label.certificationName',
  city: /*i18n*/ 'contract.fields.label.city',
  comment: /*i18n*/ 'contract.fields.label.comment',
  confirmation: /*i18n*/ 'contract.fields.label.confirmation',
  country: /*i18n*/ 'contract.fields.label.country',
  credential: /*i18n*/ 'contract.fields.label.credential',
  date: /*i18n*/ 'contract.fields.label.date',
  description: /*i18n*/ 'contract.fields.label.description',
  descriptionInOtherLocale: /*i18n*/ 'contract.fields.label.descriptionInOtherLocale',
  email: /*i18n*/ 'contract.fields.label.email',
  endTime: /*i18n*/ 'contract.fields.label.endTime',
  experience: /*i18n*/ 'contract.fields.label.experience',
  expiryDate: /*i18n*/ 'contract.fields.label.expiryDate',
  fullName: /*i18n*/ 'contract.fields.label.fullName',
  groupPrice: /*i18n*/ 'contract.fields.label.groupPrice',
  imageAddress: /*i18n*/ 'contract.fields.label.imageAddress',
  instagram: /*i18n*/ 'contract.fields.label.instagram',
  link: /*i18n*/ 'contract.fields.label.link',
  location: /*i18n*/ 'contract.fields.label.location',
  meetingLink: /*i18n*/ 'contract.fields.label.meetingLink',
  message: /*i18n*/ 'contract.fields.label.message',
  name: /*i18n*/ 'contract.fields.label.name',
  nameOnCard: /*i18n*/ 'contract.fields.label.nameOnCard',
  note: /*i18n*/ 'contract.fields.label.note',
  notes: /*i18n*/ 'contract.fields.label.notes',
  numberOfWeeks: /*i18n*/ 'contract.fields.label.numberOfWeeks',
  otherLocation: /*i18n*/ 'contract.fields.label.otherLocation',
  password: /*i18n*/ 'contract.fields.label.password',
  photoAddress: /*i18n*/ 'contract.fields.label.photoAddress',
  price: /*i18n*/ 'contract.fields.label.price',
  pricePerSession: /*i18n*/ 'contract.fields.label.pricePerSession',
  professionalReferenceEmail: /*i18n*/ 'contract.fields.label.professionalReferenceEmail',
  profilePhotoLink: /*i18n*/ 'contract.fields.label.profilePhotoLink',
  reply: /*i18n*/ 'contract.fields.label.reply',
  secondCertificationLink: /*i18n*/ 'contract.fields.label.secondCertificationLink',
  secondCertificationName: /*i18n*/ 'contract.fields.label.secondCertificationName',
  securityCode: /*i18n*/ 'contract.fields.label.securityCode',
  shortBio: /*i18n*/ 'contract.fields.label.shortBio',
  specialty: /*i18n*/ 'contract.fields.label.specialty',
  startTime: /*i18n*/ 'contract.fields.label.startTime',
  subcategory: /*i18n*/ 'contract.fields.label.subcategory',
  title: /*i18n*/ 'contract.fields.label.title',
  username: /*i18n*/ 'contract.fields.label.username',
  website: /*i18n*/ 'contract.fields.label.website',
  yearsOfExperience: /*i18n*/ 'contract.fields.label.yearsOfExperience',
  yourApproach: /*i18n*/ 'contract.fields.label.yourApproach',
} as const;

/** A field's name: one of FIELD_LABELS' ids. */
export type FieldLabel = (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS];

export const requiredMessage = (label: FieldLabel) =>
  messageWith(/*i18n*/ 'contract.fields.required', { label });
export const tooShortMessage = (label: FieldLabel, min: number) =>
  messageWith(/*i18n*/ 'contract.fields.tooShort', { label, min });
export const tooLongMessage = (label: FieldLabel, max: number) =>
  messageWith(/*i18n*/ 'contract.fields.tooLong', { label, max });
/** "{label} must be at least €1": an amount in cents, written as the reader's language writes euros. */
export const tooLittleMoneyMessage = (label: FieldLabel, min: number) =>
  messageWith(/*i18n*/ 'contract.fields.tooLittleMoney', { label, min: euros(min) });
/** "{label} must be at most €10,000", in the reader's way of writing euros. */
export const tooMuchMoneyMessage = (label: FieldLabel, max: number) =>
  messageWith(/*i18n*/ 'contract.fields.tooMuchMoney', { label, max: euros(max) });
export const wholeCentsMessage = (label: FieldLabel) =>
  messageWith(/*i18n*/ 'contract.fields.wholeCents', { label });

/** The spec's "Price must be at most €10,000" for every price a guide sets. */
export const PRICE_TOO_HIGH_MESSAGE = tooMuchMoneyMessage(FIELD_LABELS.price, PRICE_MAX_CENTS);

/** Any text: "{label} is required" when nothing was sent, "{label} must be text" for anything else. */
export function textField(label: FieldLabel, required = requiredMessage(label)) {
  const notText = messageWith(/*i18n*/ 'contract.fields.notText', { label });
  return z.string({ error: (issue) => (isMissing(issue.input) ? required : notText) });
}

/** Any number: "{label} is required" when nothing (or an empty input) was sent, "{label} must be a number" otherwise. */
export function numberField(label: FieldLabel, required = requiredMessage(label)) {
  const notNumber = messageWith(/*i18n*/ 'contract.fields.notNumber', { label });
  return z.number({ error: (issue) => (isMissing(issue.input) ? required : notNumber) });
}

/** Text that must be given: blank (once trimmed) is "required", longer than `max` says the limit. */
export function requiredText(label: FieldLabel, max: number, required = requiredMessage(label)) {
  return textField(label, required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLongMessage(label, max));
}

/** Text that may be left out or empty, at most `max` characters. */
export function optionalText(label: FieldLabel, max: number) {
  return textField(label).trim().max(max, tooLongMessage(label, max)).optional();
}
