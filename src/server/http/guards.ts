import type { FastifyRequest } from 'fastify';
import type { PublicUser } from '../../contract/auth';
import type { Role } from '../../contract/roles';
import { Forbidden, Unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before every API handler. */
    user: PublicUser | null;
  }
}

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

export function requireRole(request: FastifyRequest, role: Role): PublicUser {
  const user = requireUser(request);
  if (user.role !== role) throw new Forbidden(`You need to be a ${role} to do this`);
  return user;
}

export function requireApprovedGuide(request: FastifyRequest): PublicUser {
  const user = requireRole(request, 'practitioner');
  if (!user.isApproved)
    throw new Forbidden('Your guide application has not been approved yet', 'APPROVAL_REQUIRED');
  return user;
}
