import {
  BookingIdParams,
  BroadcastReceipt,
  ConversationMessage,
  ConversationPage,
  ConversationQuery,
  ConversationReportInput,
  ConversationReportReceipt,
  MESSAGE_RATE_MAX,
  MESSAGE_RATE_WINDOW_MS,
  MessageInput,
  ReportedConversationList,
  ReportedConversationQuery,
  UnreadCount,
} from '../../../contract/conversations';
import { IdParams } from '../../../contract/ids';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { adminsOnly, requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { rateLimit, rateLimitPerUser } from '../../http/rate-limits';
import type { ConversationService } from './service';

const tags = ['conversations'];
/** Per person: a message to everyone booked on a session counts as one. */
const messageRate = rateLimitPerUser(
  MESSAGE_RATE_MAX,
  MESSAGE_RATE_WINDOW_MS,
  /*i18n*/ 'conversations.rateLimits.messages',
);

export function conversationRoutes(app: App, conversations: ConversationService): void {
  app.get(
    '/api/conversations/unread',
    { schema: { tags, response: { 200: UnreadCount } } },
    async (request) => ({ unread: await conversations.unread(requireUser(request).id) }),
  );

  app.get(
    '/api/conversations/:bookingId/messages',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags,
        params: BookingIdParams,
        querystring: ConversationQuery,
        response: { 200: ConversationPage },
      },
    },
    async (request) => conversations.read(request.params.bookingId, requireUser(request), request.query),
  );

  app.post(
    '/api/conversations/:bookingId/messages',
    {
      config: { rateLimit: messageRate },
      schema: { tags, params: BookingIdParams, body: MessageInput, response: { 201: ConversationMessage } },
    },
    async (request, reply) => {
      const sent = await conversations.send(
        request.params.bookingId,
        requireUser(request),
        request.body.body,
      );
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/api/conversations/:bookingId/reports',
    {
      config: { rateLimit: rateLimit(20, 60 * 60 * 1000, /*i18n*/ 'conversations.rateLimits.reports') },
      schema: {
        tags,
        params: BookingIdParams,
        body: ConversationReportInput,
        response: { 201: ConversationReportReceipt },
      },
    },
    async (request, reply) => {
      const receipt = await conversations.report(
        request.params.bookingId,
        request.body,
        requireUser(request),
      );
      return reply.status(201).send(receipt);
    },
  );

  app.post(
    '/api/sessions/:id/messages',
    {
      config: { rateLimit: messageRate },
      schema: { tags, params: IdParams, body: MessageInput, response: { 201: BroadcastReceipt } },
    },
    async (request, reply) => {
      const guide = requireRole(request, ROLE.guide);
      const receipt = await conversations.broadcast(request.params.id, guide, request.body.body);
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/admin/conversation-reports',
    {
      preValidation: [adminsOnly, dropEmptyQueryValues],
      schema: { tags, querystring: ReportedConversationQuery, response: { 200: ReportedConversationList } },
    },
    async (request) => conversations.reports(request.query),
  );

  app.get(
    '/api/admin/conversations/:bookingId/messages',
    {
      preValidation: [adminsOnly, dropEmptyQueryValues],
      schema: {
        tags,
        params: BookingIdParams,
        querystring: ConversationQuery,
        response: { 200: ConversationPage },
      },
    },
    async (request) =>
      conversations.readAsAdmin(request.params.bookingId, requireRole(request, ROLE.admin), request.query),
  );
}
