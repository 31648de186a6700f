import type { I18n } from '@lingui/core';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../contract/brand';
import {
  EmailSettings,
  EmailSettingsChange,
  ONE_CLICK_UNSUBSCRIBE_BODY,
} from '../../../contract/email-settings';
import { type Locale, localizedPath } from '../../../contract/locales';
import type { App } from '../../app-types';
import { BadRequest, ServiceError } from '../../errors';
import { requireUser } from '../../http/guards';
import { rateLimit } from '../../http/rate-limits';
import { localeOfRequest, SERVER_I18N, translated } from '../../i18n';
import {
  type EmailSettingsService,
  INVALID_UNSUBSCRIBE_LINK,
  SEEKER_EMAIL_SETTINGS_PATH,
} from './email-settings';

/** Where the links in optional emails point; also exempt from the same-origin check (see app.ts). */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** A token is a user id, a kind and a signature: far below this. */
const TOKEN_MAX = 200;
const UNSUBSCRIBE_LINK_BROKEN = /*i18n*/ 'emailSettings.unsubscribe.incompleteLink';
const UnsubscribeQuery = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_BROKEN })
    .min(1, UNSUBSCRIBE_LINK_BROKEN)
    .max(TOKEN_MAX, UNSUBSCRIBE_LINK_BROKEN),
});
/** The page takes any query and says what is wrong with it on the page itself, never as JSON. */
const UnsubscribePageQuery = z.object({ token: z.string().optional() });

/** Mail providers post on the person's behalf; generous, and still a bound on guessing. */
const UNSUBSCRIBE_RATE_LIMIT = rateLimit(
  30,
  60 * 1000,
  /*i18n*/ 'emailSettings.rateLimits.unsubscribeRequests',
);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A person's browser, which reads pages, rather than a mail provider's one-click request. */
const wantsPage = (accept: string | undefined) => (accept ?? '').includes('text/html');

export async function emailSettingsRoutes(app: App, settings: EmailSettingsService): Promise<void> {
  app.get(
    '/api/email-settings',
    { schema: { tags: ['email settings'], response: { 200: EmailSettings } } },
    async (request) => settings.settingsOf(requireUser(request).id),
  );

  app.patch(
    '/api/email-settings',
    { schema: { tags: ['email settings'], body: EmailSettingsChange, response: { 200: EmailSettings } } },
    async (request) => settings.change(requireUser(request).id, request.body),
  );

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // Mail programs post the one-click body as a form (RFC 8058); only these two routes read forms.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );

    // The page a person sees on following the link: it asks before switching anything off, because
    // mail scanners open links on their own. A link cut short, altered or already used gets a page
    // that says so, never an error in JSON.
    scope.get(
      UNSUBSCRIBE_PATH,
      {
        config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
        schema: { tags: ['email settings'], querystring: UnsubscribePageQuery },
      },
      async (request, reply) => {
        const { token } = request.query;
        // A link that names nobody speaks the browser's language; a good one, its account's.
        const asked = localeOfRequest(request.headers);
        if (!token) return sendPage(reply, 400, brokenLinkPage(UNSUBSCRIBE_LINK_BROKEN), asked);
        try {
          if (token.length > TOKEN_MAX) throw new BadRequest(INVALID_UNSUBSCRIBE_LINK);
          const target = await settings.readToken(token);
          const i18n = SERVER_I18N[target.locale];
          const kind = target.kind;
          if (!target.isOn) {
            return sendPage(
              reply,
              200,
              {
                heading: i18n._('emailSettings.unsubscribe.alreadyHeading'),
                paragraphs: [i18n._('emailSettings.unsubscribe.alreadyText', { kind })],
                settings: {
                  path: target.settingsPath,
                  before: i18n._('emailSettings.unsubscribe.wantBack', { kind }),
                },
              },
              target.locale,
            );
          }
          return sendPage(
            reply,
            200,
            {
              heading: i18n._('emailSettings.unsubscribe.askHeading', { kind }),
              paragraphs: [i18n._('emailSettings.unsubscribe.askText', { kind })],
              form: {
                action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
                label: i18n._('emailSettings.unsubscribe.askButton', { kind }),
              },
              settings: { path: target.settingsPath, before: i18n._('emailSettings.unsubscribe.orChoose') },
            },
            target.locale,
          );
        } catch (err) {
          if (!(err instanceof ServiceError)) throw err;
          return sendPage(reply, err.statusCode, brokenLinkPage(err.message, err.values), asked);
        }
      },
    );

    // What mail providers post (RFC 8058: answered 200, never redirected), and what the page's button sends.
    scope.post(
      UNSUBSCRIBE_PATH,
      {
        config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
        schema: { tags: ['email settings'], querystring: UnsubscribeQuery },
      },
      async (request, reply) => {
        try {
          const body = typeof request.body === 'string' ? request.body : '';
          if (!isOneClick(body))
            throw new BadRequest({
              id: /*i18n*/ 'emailSettings.unsubscribe.oneClickBody',
              values: { body: ONE_CLICK_UNSUBSCRIBE_BODY },
            });
          const target = await settings.unsubscribe(request.query.token);
          const i18n = SERVER_I18N[target.locale];
          const kind = target.kind;
          return sendPage(
            reply,
            200,
            {
              heading: i18n._('emailSettings.unsubscribe.doneHeading'),
              paragraphs: [i18n._('emailSettings.unsubscribe.doneText', { kind })],
              settings: {
                path: target.settingsPath,
                before: i18n._('emailSettings.unsubscribe.changedMind', { kind }),
              },
            },
            target.locale,
          );
        } catch (err) {
          // A mail provider is answered in JSON as every API error is; a person's browser gets the page.
          if (!(err instanceof ServiceError) || !wantsPage(request.headers.accept)) throw err;
          return sendPage(
            reply,
            err.statusCode,
            brokenLinkPage(err.message, err.values),
            localeOfRequest(request.headers),
          );
        }
      },
    );
  });
}

/** `List-Unsubscribe=One-Click`, as a form field or a multipart part of that name. */
function isOneClick(body: string): boolean {
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  return /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body);
}

interface UnsubscribePage {
  /** Words in the page's language, or message ids of the catalogues (a broken link's). */
  heading: string;
  paragraphs: string[];
  /** The confirmation the page asks for. */
  form?: { action: string; label: string };
  /** The link to the person's email settings, with the sentence before it if any. */
  settings: { path: string; before?: string };
  /** The placeholders' values of a message id among the paragraphs. */
  values?: Record<string, unknown> | undefined;
}

/** Whose link it was is not known: the seekers' profile, which sends a guide on to theirs. */
function brokenLinkPage(message: string, values?: Record<string, unknown>): UnsubscribePage {
  return {
    heading: /*i18n*/ 'emailSettings.unsubscribe.brokenHeading',
    paragraphs: [message],
    settings: { path: SEEKER_EMAIL_SETTINGS_PATH },
    values,
  };
}

/**
 * A small page of its own: it works from any mail program, signed in or not, without the web app. Its colours
 * are the emails' it is opened from; it leaves a margin on narrow phones and shows where the keyboard is.
 */
function sendPage(reply: FastifyReply, status: number, page: UnsubscribePage, locale: Locale) {
  const i18n: I18n = SERVER_I18N[locale];
  const heading = translated(i18n, page.heading);
  const paragraphs = page.paragraphs.map((p) => translated(i18n, p, page.values));
  const { form, settings } = page;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${PRODUCT_NAME}</title>
<style>body{margin:0;padding:48px 16px;background:#f6efe4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2a28;font-size:16px}main{box-sizing:border-box;max-width:480px;margin:0 auto;padding:32px 24px;background:#fffdf9;border:1px solid #e7dccb;border-radius:16px}.brand{display:inline-block;font-family:Georgia,serif;font-size:24px;color:#135e63;font-weight:600;margin:0 0 24px;text-decoration:none}h1{font-family:Georgia,serif;font-size:22px;line-height:1.3;margin:0 0 16px}p{line-height:1.6;margin:0 0 16px}form{margin:24px 0}button{background:#135e63;color:#fff;border:0;border-radius:999px;padding:12px 22px;font:inherit;font-weight:600;cursor:pointer;max-width:100%}button:hover{background:#0e4a4e}a{color:#135e63}a:focus-visible,button:focus-visible{outline:3px solid #135e63;outline-offset:3px;border-radius:6px}button:focus-visible{border-radius:999px}.settings{margin:24px 0 0;padding-top:16px;border-top:1px solid #e7dccb;color:#5f5a52;font-size:15px}</style></head>
<body><main><a class="brand" href="${localizedPath('/', locale)}">${PRODUCT_NAME}</a><h1>${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${form ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.label)}</button></form>` : ''}
<p class="settings">${settings.before ? `${escapeHtml(settings.before)} ` : ''}<a href="${escapeHtml(localizedPath(settings.path, locale))}">${escapeHtml(i18n._('emailSettings.unsubscribe.openSettings'))}</a></p></main></body></html>`;
  return reply.status(status).header('content-language', locale).type('text/html; charset=utf-8').send(html);
}
