import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public listing answers may be stored by browsers and shared caches, which must ask again before
 * each use (decision 029): an unchanged answer then costs a 304 without a body. Not a max-age: a
 * browser that kept an answer while signed out would show it, unasked, to the guide who has just
 * changed what it shows. Answers asked with a session are marked private afterwards
 * (`private-answers.ts`).
 */
export const REVALIDATED_ANSWER = 'public, max-age=0, must-revalidate';

/**
 * Sends `answer` with its entity tag, or 304 Not Modified when the request's `If-None-Match` names
 * that tag (compared weakly, as RFC 9110 asks of `If-None-Match`).
 */
export function sendRevalidated<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { value: Answer; etag: string },
): Answer | FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('cache-control', REVALIDATED_ANSWER);
  if (namesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return answer.value;
}

function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = opaqueTag(etag);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || opaqueTag(trimmed) === opaque;
  });
}

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
