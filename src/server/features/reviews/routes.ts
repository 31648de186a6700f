import { IdParams } from '../../../contract/ids';
import {
  GuideReviewPage,
  ReviewEligibility,
  ReviewInput,
  ReviewPage,
  ReviewPageQuery,
  ReviewReply,
  ReviewReplyInput,
  ReviewReportInput,
  ReviewReportReceipt,
  ReviewView,
  TestimonialList,
} from '../../../contract/reviews';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { localeOfRequest, SERVER_I18N, translated } from '../../i18n';
import type { ReviewReplyService } from './review-replies';
import type { ReviewReportService } from './review-reports';
import type { ReviewService } from './service';

export interface ReviewRouteDeps {
  reviews: ReviewService;
  replies: ReviewReplyService;
  reports: ReviewReportService;
}

/** Only the guide whose session was reviewed replies; anyone else signed in is refused by the service. */
const REPLY_GUARD = { wrongRole: /*i18n*/ 'reviews.errors.replyOwnSessionsOnly' };

export function reviewRoutes(app: App, { reviews, replies, reports }: ReviewRouteDeps): void {
  app.get(
    '/api/practitioners/:id/review-eligibility',
    { schema: { tags: ['reviews'], params: IdParams, response: { 200: ReviewEligibility } } },
    async (request) => {
      const eligibility = await reviews.eligibility(request.params.id, requireUser(request));
      // Why not is a message id of the contract's catalogue: answered in the request's language.
      const i18n = SERVER_I18N[localeOfRequest(request.headers)];
      return { ...eligibility, reason: eligibility.reason && translated(i18n, eligibility.reason) };
    },
  );

  app.get(
    '/api/sessions/:id/reviews',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['reviews'],
        params: IdParams,
        querystring: ReviewPageQuery,
        response: { 200: ReviewPage },
      },
    },
    async (request) => reviews.listForSession(request.params.id, request.user, request.query),
  );

  app.post(
    '/api/sessions/:id/reviews',
    { schema: { tags: ['reviews'], params: IdParams, body: ReviewInput, response: { 201: ReviewView } } },
    async (request, reply) => {
      const author = requireUser(request);
      const review = await reviews.create(request.params.id, request.body, author);
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/testimonials',
    { schema: { tags: ['reviews'], response: { 200: TestimonialList } } },
    async () => reviews.testimonials(),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      schema: { tags: ['reviews'], params: IdParams, body: ReviewReplyInput, response: { 201: ReviewReply } },
    },
    async (request, reply) => {
      const guide = requireRole(request, ROLE.guide, REPLY_GUARD);
      return reply.status(201).send(await replies.create(request.params.id, request.body, guide));
    },
  );

  app.patch(
    '/api/reviews/:id/reply',
    {
      schema: { tags: ['reviews'], params: IdParams, body: ReviewReplyInput, response: { 200: ReviewReply } },
    },
    async (request) =>
      replies.edit(request.params.id, request.body, requireRole(request, ROLE.guide, REPLY_GUARD)),
  );

  app.delete(
    '/api/reviews/:id/reply',
    { schema: { tags: ['reviews'], params: IdParams } },
    async (request, reply) => {
      await replies.remove(request.params.id, requireRole(request, ROLE.guide, REPLY_GUARD));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/reviews/:id/reports',
    {
      schema: {
        tags: ['reviews'],
        params: IdParams,
        body: ReviewReportInput,
        response: { 201: ReviewReportReceipt },
      },
    },
    async (request, reply) => {
      const by = requireUser(request);
      return reply.status(201).send(await reports.report(request.params.id, request.body, by));
    },
  );

  app.get(
    '/api/practitioner/reviews',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['reviews'], querystring: ReviewPageQuery, response: { 200: GuideReviewPage } },
    },
    async (request) => replies.ofGuide(requireRole(request, ROLE.guide), request.query),
  );
}
