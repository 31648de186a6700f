import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contract/auth';
import { ERROR_CODES } from '../../contract/errors';
import { ROLE, type Role } from '../../contract/roles';
import { Forbidden, Unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before every API handler. */
    user: PublicUser | null;
  }
}

/** `message`: what a signed-out visitor is told, when the spec words it for this call. */
export function requireUser(request: FastifyRequest, message?: string): PublicUser {
  if (!request.user) throw new Unauthorized(message);
  return request.user;
}

/** `messages`: the spec's own sentences for this call, when it has them. */
export function requireRole(
  request: FastifyRequest,
  role: Role,
  messages: { signedOut?: string; wrongRole?: string } = {},
): PublicUser {
  const user = requireUser(request, messages.signedOut);
  if (user.role !== role) {
    throw new Forbidden(messages.wrongRole ?? { id: /*i18n*/ 'server.errors.wrongRole', values: { role } });
  }
  return user;
}

export function requireApprovedGuide(request: FastifyRequest): PublicUser {
  const user = requireRole(request, ROLE.guide);
  if (!user.isApproved)
    throw new Forbidden(/*i18n*/ 'server.errors.notApprovedYet', ERROR_CODES.approvalRequired);
  return user;
}

/**
 * A route's `preValidation` hook for admin calls: who may call is checked before the query string
 * and body are validated, so a signed-out visitor gets 401 and a seeker or guide 403 whatever they
 * send. (The signed-in user is resolved in an earlier `preValidation` hook of the app.)
 */
export async function adminsOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, 'admin');
}
