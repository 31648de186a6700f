import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  AccountDeleted,
  AccountLanguage,
  accountExportFileName,
  DeleteAccountInput,
} from '../../../contract/account';
import { lisbonDate } from '../../../contract/lisbon-time';
import type { App } from '../../app-types';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { requireUser } from '../../http/guards';
import { rateLimitPerUser } from '../../http/rate-limits';
import { clearSessionCookie } from '../../http/session-cookie';
import { localeOfRequest, SERVER_I18N, translated } from '../../i18n';
import type { AccountDeletionService } from './account-deletion';
import type { AccountExportService } from './account-export';

export const ACCOUNT_RATE_LIMITS = {
  // A copy reads everything a person ever did: a few an hour is plenty for a person, little for a scraper.
  export: rateLimitPerUser(5, 60 * 60 * 1000, /*i18n*/ 'account.rateLimits.dataDownloads'),
  // Each attempt checks a password: limited as sign-in is.
  delete: rateLimitPerUser(10, 15 * 60 * 1000, /*i18n*/ 'account.rateLimits.deleteAttempts'),
};

export interface AccountRouteDeps {
  exports: AccountExportService;
  deletion: AccountDeletionService;
  clock: Clock;
  db: Db;
  secureCookies: boolean;
}

/** The signed-in person's whole account: their language, a copy of their data, and its deletion. */
export function accountRoutes(app: App, deps: AccountRouteDeps): void {
  app.put(
    '/api/account/language',
    {
      schema: {
        tags: ['account'],
        description:
          'The language the signed-in person reads Luz in; every email to them is written in it (decision 061).',
        body: AccountLanguage,
        response: { 200: AccountLanguage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deps.db.update(users).set({ locale: request.body.locale }).where(eq(users.id, user.id));
      return { locale: request.body.locale };
    },
  );

  app.get(
    '/api/account/export',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.export },
      schema: {
        tags: ['account'],
        description:
          'Everything Luz keeps about the signed-in person, as one JSON file to download (GDPR articles 15 and 20).',
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const username = await deps.exports.usernameOf(user.id);
      const fileName = accountExportFileName(username, lisbonDate(deps.clock.now()));
      const body = Readable.from(deps.exports.document(user.id));
      body.once('error', (err) => request.log.error({ err }, 'data export stopped'));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.delete(
    '/api/account',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.delete },
      schema: {
        tags: ['account'],
        description: 'Deletes the signed-in account after its password is typed again (GDPR article 17).',
        body: DeleteAccountInput,
        response: { 200: AccountDeleted },
      },
    },
    async (request, reply) => {
      const result = await deps.deletion.delete(requireUser(request), request.body);
      clearSessionCookie(reply, deps.secureCookies);
      // The farewell is a message id of the contract's catalogue: said in the request's language.
      return {
        ...result,
        message: translated(SERVER_I18N[localeOfRequest(request.headers)], result.message),
      };
    },
  );
}
