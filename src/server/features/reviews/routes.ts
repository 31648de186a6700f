import { IdParams } from '../../../contract/ids';
import {
  ReviewEligibility,
  ReviewInput,
  ReviewPage,
  ReviewPageQuery,
  ReviewView,
  TestimonialList,
} from '../../../contract/reviews';
import type { App } from '../../app-types';
import { requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { ReviewService } from './service';

export function reviewRoutes(app: App, reviews: ReviewService): void {
  app.get(
    '/api/practitioners/:id/review-eligibility',
    { schema: { tags: ['reviews'], params: IdParams, response: { 200: ReviewEligibility } } },
    async (request) => reviews.eligibility(request.params.id, requireUser(request)),
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
}
