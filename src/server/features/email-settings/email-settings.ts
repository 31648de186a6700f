import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPORT_EMAIL } from '../../../contract/brand';
import {
  EMAIL_SETTINGS_SECTION_ID,
  type EmailSettings,
  type EmailSettingsChange,
  OPTIONAL_EMAILS,
  type OptionalEmail,
} from '../../../contract/email-settings';
import { ERROR_CODES } from '../../../contract/errors';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contract/locales';
import { ROLE } from '../../../contract/roles';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/connection';
import { emailSettings, users } from '../../db/schema';
import { BadRequest } from '../../errors';

/** What an unsubscribe link that was altered, cut short or made up is told (a message id, decision 061). */
export const INVALID_UNSUBSCRIBE_LINK = /*i18n*/ 'emailSettings.unsubscribe.invalidLink';

const ALL_ON: EmailSettings = { reminders: true, agenda: true, messageNotices: true };

/**
 * Whether `userId` still wants the optional email `kind`. Checked when the email is about to be
 * sent, not when it was queued, so switching it off stops what is already waiting.
 */
export async function wantsEmail(db: DbOrTx, userId: number, kind: OptionalEmail): Promise<boolean> {
  const [row] = await db
    .select({
      reminders: emailSettings.reminders,
      agenda: emailSettings.agenda,
      messageNotices: emailSettings.messageNotices,
    })
    .from(emailSettings)
    .where(eq(emailSettings.userId, userId));
  return row ? row[kind] : true;
}

/** Where a person switches their emails back on: the seeker's profile, or the guide's profile editor. */
export const SEEKER_EMAIL_SETTINGS_PATH = `/profile#${EMAIL_SETTINGS_SECTION_ID}`;
const GUIDE_EMAIL_SETTINGS_PATH = `/practitioner-profile#${EMAIL_SETTINGS_SECTION_ID}`;

/** What a signed unsubscribe link names, and what its page needs to say about it. */
export interface UnsubscribeTarget {
  userId: number;
  kind: OptionalEmail;
  /** Whether that email is still on (false: the link was used already, or it was switched off on the profile). */
  isOn: boolean;
  /** The page with the person's email settings. */
  settingsPath: string;
  /** The language of the person's account: their unsubscribe page speaks it. */
  locale: Locale;
}

/** The headers and footer line that let a person switch one optional email off in one click. */
export interface UnsubscribeLink {
  url: string;
  headers: Record<string, string>;
}

export class EmailSettingsService {
  constructor(private readonly deps: { db: Db; clock: Clock; publicUrl: string }) {}

  async settingsOf(userId: number): Promise<EmailSettings> {
    const [row] = await this.deps.db.select().from(emailSettings).where(eq(emailSettings.userId, userId));
    return row ? pick(row) : { ...ALL_ON };
  }

  async change(userId: number, change: EmailSettingsChange): Promise<EmailSettings> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(emailSettings)
      .values({ userId, ...ALL_ON, ...change, unsubscribeKey: newKey(), updatedAt: now })
      .onConflictDoUpdate({ target: emailSettings.userId, set: { ...change, updatedAt: now } })
      .returning();
    return pick(row!);
  }

  /**
   * The one-click unsubscribe of `kind` for `userId` (RFC 8058): the address mail programs post
   * `List-Unsubscribe=One-Click` to, and a mailto for those that only write.
   */
  async unsubscribeLinkFor(userId: number, kind: OptionalEmail): Promise<UnsubscribeLink> {
    const key = await this.keyOf(userId);
    const token = `${userId}.${kind}.${signature(key, userId, kind)}`;
    const url = `${this.deps.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
    const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Unsubscribe ${kind} ${userId}`)}`;
    return {
      url,
      headers: {
        'List-Unsubscribe': `<${url}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** Which email a token switches off, for whom; a token that is not one Luz signed is refused. */
  async readToken(token: string): Promise<UnsubscribeTarget> {
    const [id, kind, sig, ...rest] = token.split('.');
    const userId = Number(id);
    if (rest.length > 0 || !Number.isSafeInteger(userId) || userId <= 0 || !sig || !isOptionalEmail(kind))
      throw invalidLink();
    const [row] = await this.deps.db
      .select({ settings: emailSettings, role: users.role, locale: users.locale })
      .from(emailSettings)
      .leftJoin(users, eq(users.id, emailSettings.userId))
      .where(eq(emailSettings.userId, userId));
    if (!row) throw invalidLink();
    const expected = Buffer.from(signature(row.settings.unsubscribeKey, userId, kind));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidLink();
    return {
      userId,
      kind,
      isOn: row.settings[kind],
      settingsPath: row.role === ROLE.guide ? GUIDE_EMAIL_SETTINGS_PATH : SEEKER_EMAIL_SETTINGS_PATH,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    };
  }

  /** Switches the token's email off; doing it again changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeTarget> {
    const target = await this.readToken(token);
    await this.change(target.userId, { [target.kind]: false });
    return { ...target, isOn: false };
  }

  /** The key that signs a person's links, written with their settings the first time it is needed. */
  private async keyOf(userId: number): Promise<string> {
    await this.deps.db
      .insert(emailSettings)
      .values({ userId, ...ALL_ON, unsubscribeKey: newKey() })
      .onConflictDoNothing();
    const [row] = await this.deps.db
      .select({ key: emailSettings.unsubscribeKey })
      .from(emailSettings)
      .where(eq(emailSettings.userId, userId));
    return row!.key;
  }
}

function pick(row: typeof emailSettings.$inferSelect): EmailSettings {
  return { reminders: row.reminders, agenda: row.agenda, messageNotices: row.messageNotices };
}

function newKey(): string {
  return randomBytes(32).toString('base64url');
}

function signature(key: string, userId: number, kind: OptionalEmail): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

function isOptionalEmail(kind: string | undefined): kind is OptionalEmail {
  return (OPTIONAL_EMAILS as readonly string[]).includes(kind ?? '');
}

function invalidLink(): BadRequest {
  return new BadRequest(INVALID_UNSUBSCRIBE_LINK, ERROR_CODES.invalidToken);
}
