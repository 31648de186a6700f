import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginInput,
  type PublicUser,
  RESET_PASSWORD_DONE,
  RESET_TOKEN_INVALID_MESSAGE,
  type RegisterInput,
} from '../../../contract/auth';
import { SUPPORT_EMAIL } from '../../../contract/brand';
import { ERROR_CODES } from '../../../contract/errors';
import type { GuideSignupInput } from '../../../contract/guide-applications';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';
import { placeOf } from '../../../contract/places';
import { POLICIES_VERSION, SESSION_LIFETIME_DAYS } from '../../../contract/policies';
import { ROLE } from '../../../contract/roles';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { preparedOnce } from '../../db/prepared-once';
import { authSessions, passwordResetTokens, policyAcceptances, profiles, users } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../errors';
import { SERVER_I18N } from '../../i18n';
import type { JobQueue } from '../../jobs/job-queue';
import { asEmailLocale, type Mailer, messageIdFor, pageUrlIn, renderEmail } from '../mail';
import { availableUsername, findPublicUser, publicUserColumns, toPublicUser } from '../users';
import { AccountLoginThrottle } from './account-login-throttle';
import { hashPassword, verifyPassword } from './password-hashing';
import { hashToken, newSecretToken } from './secret-tokens';

export const SESSION_TTL_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Attempts at a free username when other sign-ups take the same one at the same moment. */
const GUIDE_USERNAME_ATTEMPTS = 5;

const USERNAME_TAKEN = /*i18n*/ 'auth.errors.usernameTaken';
const EMAIL_TAKEN = /*i18n*/ 'auth.errors.emailTaken';

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The reset email is a job; this service writes it and sends it when it runs. */
  jobs: JobQueue;
  publicUrl: string;
}

export interface SignedIn {
  user: PublicUser;
  sessionToken: string;
}

export class AuthService {
  /** Verified against when no user matches, so "no such user" takes as long as "wrong password". */
  private readonly decoyHash = hashPassword('luz-decoy-password-for-equal-timing');

  private readonly loginThrottle: AccountLoginThrottle;

  constructor(private readonly deps: AuthServiceDeps) {
    this.loginThrottle = new AccountLoginThrottle(deps);
    deps.jobs.handle('password-reset-email', ({ id, data }) => this.sendResetLinkTo(data.userId, id));
  }

  async register(input: RegisterInput, locale: Locale = DEFAULT_LOCALE): Promise<SignedIn> {
    const { db } = this.deps;
    const email = input.email.toLowerCase();
    const [taken] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(sql`lower(${users.username}) = lower(${input.username})`, sql`lower(${users.email}) = ${email}`),
      )
      .limit(1);
    if (taken)
      throw this.takenError(taken.email === email ? 'users_email_lower_key' : 'users_username_lower_key');

    const passwordHash = await hashPassword(input.password);
    const isGuide = input.role === ROLE.guide;
    try {
      const userId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ username: input.username, email, passwordHash, role: input.role, isGuide, locale })
          .returning({ id: users.id });
        await tx.insert(profiles).values({ userId: created!.id, name: input.name ?? null });
        await this.recordAcceptance(tx, created!.id);
        return created!.id;
      });
      return this.signIn(userId);
    } catch (error) {
      // Two registrations racing for one name: the database's unique index decides.
      const constraint = violatedUniqueConstraint(error);
      if (constraint !== undefined) throw this.takenError(constraint);
      throw error;
    }
  }

  /**
   * /signup: a guide's account (not approved yet) whose username is the email's local part, made
   * unique, with a profile holding the name and place. Signs the new guide in.
   */
  async registerGuide(input: GuideSignupInput, locale: Locale = DEFAULT_LOCALE): Promise<SignedIn> {
    const { db } = this.deps;
    const email = input.email.toLowerCase();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (taken) throw this.takenError('users_email_lower_key');

    const passwordHash = await hashPassword(input.password);
    for (let attempt = 1; ; attempt++) {
      const username = await availableUsername(db, email.split('@')[0]!);
      try {
        const userId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ username, email, passwordHash, role: ROLE.guide, isGuide: true, locale })
            .returning({ id: users.id });
          await tx.insert(profiles).values({
            userId: created!.id,
            name: input.fullName,
            neighbourhood: input.neighbourhood,
            city: placeOf(input.neighbourhood)!.city,
          });
          await this.recordAcceptance(tx, created!.id);
          return created!.id;
        });
        return this.signIn(userId);
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        // Another sign-up took this username a moment ago: the next free one will do.
        if (constraint === 'users_username_lower_key' && attempt < GUIDE_USERNAME_ATTEMPTS) continue;
        if (constraint !== undefined) throw this.takenError(constraint);
        throw error;
      }
    }
  }

  /** `clientAddress`: where the attempt comes from, to slow the addresses that keep failing. */
  async login(input: LoginInput, clientAddress: string): Promise<SignedIn> {
    const [account] = await this.deps.db
      .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
      .from(users)
      .where(
        or(
          sql`lower(${users.username}) = lower(${input.username})`,
          sql`lower(${users.email}) = lower(${input.username})`,
        ),
      )
      .limit(1);
    const attempt = await this.loginThrottle.attempt(account, input.username, clientAddress);
    const passwordMatches = await verifyPassword(
      account?.passwordHash ?? (await this.decoyHash),
      input.password,
    );
    if (!account || !passwordMatches) {
      throw new Unauthorized(INVALID_CREDENTIALS_MESSAGE, ERROR_CODES.invalidCredentials);
    }
    await attempt.succeeded();
    if (!account.isActive) {
      throw new Forbidden(
        { id: /*i18n*/ 'auth.errors.accountDeactivated', values: { email: SUPPORT_EMAIL } },
        'ACCOUNT_DEACTIVATED',
      );
    }
    return this.signIn(account.id);
  }

  async logout(sessionToken: string): Promise<void> {
    await this.deps.db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(sessionToken)));
  }

  /** The active user a session cookie belongs to, or null when it is unknown, expired or deactivated. */
  async userForSession(sessionToken: string): Promise<PublicUser | null> {
    const [row] = await userOfSession(this.deps.db).execute({
      tokenHash: hashToken(sessionToken),
      now: this.deps.clock.now(),
    });
    return row ? toPublicUser(row) : null;
  }

  /**
   * Answers the same whether or not the email has an account, after the same work either way: one
   * read. Writing the email's job, which only an account needs, waits for `afterAnswer`, so how
   * long the answer takes does not tell whether an account exists.
   */
  async requestPasswordReset(
    email: string,
  ): Promise<{ answer: { message: string }; afterAnswer: () => Promise<void> }> {
    const [account] = await this.deps.db
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true)));
    return {
      answer: { message: FORGOT_PASSWORD_ANSWER },
      afterAnswer: async () => {
        if (account)
          await this.deps.jobs.enqueue(this.deps.db, 'password-reset-email', { userId: account.id });
      },
    };
  }

  async isResetTokenValid(token: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(and(this.usableTokenCondition(token), eq(users.isActive, true)));
    return Boolean(row);
  }

  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    const changed = await this.deps.db.transaction(async (tx) => {
      // Claiming the token and using it happen in one statement, so a token works exactly once.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(this.usableTokenCondition(token))
        .returning({ userId: passwordResetTokens.userId });
      if (!claimed) return false;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(users.id, claimed.userId), eq(users.isActive, true)))
        .returning({ id: users.id });
      if (!user) return false;
      // A new password ends every session and every other reset link of the account.
      await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      return true;
    });
    if (!changed) throw new BadRequest(RESET_TOKEN_INVALID_MESSAGE, ERROR_CODES.invalidToken);
    return { message: RESET_PASSWORD_DONE };
  }

  private usableTokenCondition(token: string) {
    return and(
      eq(passwordResetTokens.tokenHash, hashToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, this.deps.clock.now()),
    );
  }

  /**
   * Creating an account accepts the Terms and the Privacy policy the sign-up form links to: the version those
   * pages carry now, since the same server publishes both.
   */
  private async recordAcceptance(tx: Tx, userId: number): Promise<void> {
    await tx
      .insert(policyAcceptances)
      .values({ userId, version: POLICIES_VERSION, context: 'sign_up', acceptedAt: this.deps.clock.now() });
  }

  private async signIn(userId: number): Promise<SignedIn> {
    const { db, clock } = this.deps;
    const sessionToken = newSecretToken();
    await db.insert(authSessions).values({
      userId,
      tokenHash: hashToken(sessionToken),
      expiresAt: new Date(clock.now().getTime() + SESSION_TTL_MS),
    });
    const user = await findPublicUser(db, userId);
    return { user: user!, sessionToken };
  }

  private takenError(constraint: string): Conflict {
    return constraint === 'users_email_lower_key'
      ? new Conflict(EMAIL_TAKEN, ERROR_CODES.emailTaken, { email: EMAIL_TAKEN })
      : new Conflict(USERNAME_TAKEN, ERROR_CODES.usernameTaken, { username: USERNAME_TAKEN });
  }

  /**
   * A new link, written and mailed. The job carries the account, not the link: a token is only ever
   * kept as its hash. A retry writes another link, and both work until one is used.
   */
  private async sendResetLinkTo(userId: number, jobId: string): Promise<void> {
    const [account] = await this.deps.db
      .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)));
    if (!account) return;
    const token = newSecretToken();
    await this.deps.db.insert(passwordResetTokens).values({
      userId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.deps.clock.now().getTime() + RESET_TOKEN_TTL_MS),
    });
    await this.sendResetEmail(
      account.email,
      account.username,
      token,
      messageIdFor('password-reset', `job-${jobId}`),
      asEmailLocale(account.locale),
    );
  }

  private async sendResetEmail(
    to: string,
    username: string,
    token: string,
    messageId: string,
    locale: Locale,
  ): Promise<void> {
    // Written in the language of the account it resets (decision 061), and so is the page it opens.
    const i18n = SERVER_I18N[locale];
    const url = pageUrlIn(this.deps.publicUrl, `/reset-password?token=${encodeURIComponent(token)}`, locale);
    const subject = i18n._('auth.email.reset.subject');
    const content = renderEmail(
      {
        preview: subject,
        heading: i18n._('auth.email.reset.heading'),
        paragraphs: [i18n._('auth.email.reset.hello', { name: username }), i18n._('auth.email.reset.body')],
        action: { label: i18n._('auth.email.reset.action'), url },
        footnote: i18n._('auth.email.reset.footnote'),
      },
      locale,
    );
    await this.deps.mailer.send({ messageId, to, subject, ...content });
  }
}

/** Every signed-in request reads its user through this statement. */
const userOfSession = preparedOnce((db) =>
  db
    .select(publicUserColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('luz_user_of_session'),
);
