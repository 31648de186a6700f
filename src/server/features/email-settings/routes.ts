import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../contract/brand';
import {
  EmailSettings,
  EmailSettingsChange,
  ONE_CLICK_UNSUBSCRIBE_BODY,
  OPTIONAL_EMAIL_LABELS,
} from '../../../contract/email-settings';
import type { App } from '../../app-types';
import { BadRequest, ServiceError } from '../../errors';
import { requireUser } from '../../http/guards';
import { rateLimit } from '../../http/rate-limits';
import type { EmailSettingsService } from './email-settings';

/** Where the links in optional emails point; also exempt from the same-origin check (see app.ts). */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/** A token is a user id, a kind and a signature: far below this. */
const UNSUBSCRIBE_LINK_BROKEN = 'This unsubscribe link is incomplete. Open it again from the email.';
const UnsubscribeQuery = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_BROKEN })
    .min(1, UNSUBSCRIBE_LINK_BROKEN)
    .max(200, UNSUBSCRIBE_LINK_BROKEN),
});

/** Mail providers post on the person's behalf; generous, and still a bound on guessing. */
const UNSUBSCRIBE_RATE_LIMIT = rateLimit(30, 60 * 1000, 'unsubscribe requests');

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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
    // mail scanners open links on their own.
    scope.get(
      UNSUBSCRIBE_PATH,
      {
        config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
        schema: { tags: ['email settings'], querystring: UnsubscribeQuery },
      },
      async (request, reply) => {
        const { token } = request.query;
        try {
          const { kind } = await settings.readToken(token);
          const label = OPTIONAL_EMAIL_LABELS[kind].title.toLowerCase();
          return sendPage(
            reply,
            200,
            `Stop ${label}?`,
            [
              `You will no longer get ${label} from ${PRODUCT_NAME}. Confirmations, receipts, cancellations and changes to your sessions still come.`,
            ],
            { action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, label: `Stop ${label}` },
          );
        } catch (err) {
          if (!(err instanceof ServiceError)) throw err;
          return sendPage(reply, err.statusCode, 'This link does not work', [err.message]);
        }
      },
    );

    scope.post(
      UNSUBSCRIBE_PATH,
      {
        config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
        schema: { tags: ['email settings'], querystring: UnsubscribeQuery },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        if (!isOneClick(body))
          throw new BadRequest(`An unsubscribe request carries the body ${ONE_CLICK_UNSUBSCRIBE_BODY}`);
        const { kind } = await settings.unsubscribe(request.query.token);
        const label = OPTIONAL_EMAIL_LABELS[kind].title.toLowerCase();
        return sendPage(reply, 200, 'You are unsubscribed', [
          `You will no longer get ${label} from ${PRODUCT_NAME}.`,
          'Changed your mind? Switch them back on in the email settings of your profile.',
        ]);
      },
    );
  });
}

/** `List-Unsubscribe=One-Click`, as a form field or a multipart part of that name. */
function isOneClick(body: string): boolean {
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  return /name="List-Unsubscribe"\r?\n\r?\nOne-Click\r?\n/.test(body);
}

/** A small page of its own: it works from any mail program, signed in or not, without the web app. */
function sendPage(
  reply: { status(code: number): { type(t: string): { send(body: string): unknown } } },
  status: number,
  heading: string,
  paragraphs: string[],
  form?: { action: string; label: string },
) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} | ${PRODUCT_NAME}</title>
<style>body{margin:0;background:#f6efe4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2a28}main{max-width:480px;margin:48px auto;padding:32px 24px;background:#fffdf9;border:1px solid #e7dccb;border-radius:16px}.brand{font-family:Georgia,serif;font-size:24px;color:#135e63;font-weight:600;margin:0 0 24px}h1{font-family:Georgia,serif;font-size:22px;margin:0 0 16px}p{line-height:1.6}button{background:#135e63;color:#fff;border:0;border-radius:999px;padding:12px 22px;font-size:16px;font-weight:600;cursor:pointer}a{color:#135e63}</style></head>
<body><main><p class="brand">${PRODUCT_NAME}</p><h1>${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${form ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.label)}</button></form>` : ''}
<p><a href="/profile">Email settings</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
