import { z } from 'zod';
import { FIELD_LABELS, requiredText, textField, tooLongMessage, tooShortMessage } from './field-messages';
import { ROLES, SELF_SERVICE_ROLES } from './roles';

export const PASSWORD_MAX_LENGTH = 100;
export const USERNAME_MAX_LENGTH = 50;

/** Spec texts: "Password must be at least 6 characters" (8 for a new one), "Password is too long". */
const password = (min: number) =>
  textField(FIELD_LABELS.password, tooShortMessage(FIELD_LABELS.password, min))
    .min(min, tooShortMessage(FIELD_LABELS.password, min))
    .max(PASSWORD_MAX_LENGTH, /*i18n*/ 'contract.auth.passwordIsTooLong');

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_MESSAGE = /*i18n*/ 'contract.auth.pleaseEnterAValidEmail';

/** Spec text "Please enter a valid email address", for an empty one too. */
export const EmailField = textField(FIELD_LABELS.email, EMAIL_MESSAGE)
  .trim()
  .max(EMAIL_MAX_LENGTH, tooLongMessage(FIELD_LABELS.email, EMAIL_MAX_LENGTH))
  .pipe(z.email(EMAIL_MESSAGE));

const USERNAME_TOO_SHORT = tooShortMessage(FIELD_LABELS.username, 3);

/** Spec text "Username must be at least 3 characters", for an empty one too. */
const username = (max: number) =>
  textField(FIELD_LABELS.username, USERNAME_TOO_SHORT)
    .trim()
    .min(3, USERNAME_TOO_SHORT)
    .max(max, tooLongMessage(FIELD_LABELS.username, max));

const loginName = username(EMAIL_MAX_LENGTH);

export const UsernameField = username(USERNAME_MAX_LENGTH).regex(
  /^[\p{L}\p{N}._-]+$/u,
  /*i18n*/ 'contract.auth.usernameCharacters',
);

export const LoginInput = z.object({
  /** A username or an email address. */
  username: loginName,
  password: password(6),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.object({
  name: requiredText(FIELD_LABELS.name, 100).optional(),
  username: UsernameField,
  email: EmailField,
  password: password(6),
  role: z.enum(SELF_SERVICE_ROLES, { error: /*i18n*/ 'contract.auth.pleaseChooseHowYouWant' }),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The register tab of /auth: the same call, with the name the form always asks for. */
export const RegisterForm = RegisterInput.extend({
  name: requiredText(FIELD_LABELS.name, 100),
});
export type RegisterForm = z.infer<typeof RegisterForm>;

export const ForgotPasswordInput = z.object({ email: EmailField });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const NewPasswordField = password(8);

export const ResetPasswordInput = z.object({
  token: z
    .string({ error: /*i18n*/ 'contract.auth.invalidToken' })
    .min(1, /*i18n*/ 'contract.auth.invalidToken')
    .max(200, /*i18n*/ 'contract.auth.invalidToken'),
  password: NewPasswordField,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The reset form adds a confirmation that never leaves the browser. */
export const ResetPasswordForm = z
  .object({
    password: NewPasswordField,
    confirmPassword: textField(
      FIELD_LABELS.confirmation,
      /*i18n*/ 'contract.auth.pleaseConfirmYourPassword',
    ).min(1, {
      error: /*i18n*/ 'contract.auth.pleaseConfirmYourPassword',
      abort: true,
    }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: /*i18n*/ 'contract.auth.passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const PublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  name: z.string().nullable(),
  isGuide: z.boolean(),
  isApproved: z.boolean(),
  profileComplete: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const MessageResponse = z.object({ message: z.string() });
export const VerifyResetTokenResponse = z.object({ valid: z.boolean() });

export const FORGOT_PASSWORD_ANSWER = /*i18n*/ 'contract.auth.forgotPasswordAnswer';
export const RESET_PASSWORD_DONE = /*i18n*/ 'contract.auth.resetPasswordDone';
export const INVALID_CREDENTIALS_MESSAGE = /*i18n*/ 'contract.auth.invalidUsernameOrPassword';
export const RESET_TOKEN_INVALID_MESSAGE = /*i18n*/ 'contract.auth.resetTokenInvalid';
