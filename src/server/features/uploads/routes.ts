import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contract/errors';
import { GALLERY_IMAGE_MAX_BYTES, PROFILE_MESSAGES, UploadedImage } from '../../../contract/profiles';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { BadRequest, NotFound, ServiceError } from '../../errors';
import { requireRole } from '../../http/guards';
import { rateLimit } from '../../http/rate-limits';
import { type ImageStorage, isImageName } from './image-storage';
import type { UploadService } from './service';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** 30 uploads an hour per signed-in user; counted after the session cookie is read, so per user, not per address. */
export const GALLERY_UPLOAD_RATE_LIMIT = {
  ...rateLimit(30, 60 * 60 * 1000, /*i18n*/ 'uploads.rateLimits.uploads'),
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

export async function uploadRoutes(app: App, uploads: UploadService, stored: ImageStorage): Promise<void> {
  // Multipart bodies are accepted by this route only, one file of at most 8 MB.
  await app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: GALLERY_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.post(
      '/api/uploads/gallery',
      {
        config: { rateLimit: GALLERY_UPLOAD_RATE_LIMIT },
        schema: {
          tags: [/*i18n*/ 'uploads.rateLimits.uploads'],
          consumes: ['multipart/form-data'],
          response: { 201: UploadedImage },
        },
      },
      async (request, reply) => {
        requireRole(request, ROLE.guide);
        uploads.refuseWhenBusy();
        const bytes = await readUploadedFile(request);
        return reply.status(201).send(await uploads.storeGalleryImage(bytes));
      },
    );
  });

  app.get(
    '/uploads/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(100) }) } },
    async (request, reply) => {
      const { name } = request.params;
      // Only names Luz gives are looked up; anything else is unknown without asking the storage.
      if (!isImageName(name)) throw new NotFound(IMAGE_NOT_FOUND_MESSAGE);
      // A name never changes its bytes, so the name is the version: a browser that has it has them.
      const etag = `"${name.slice(0, name.indexOf('.'))}"`;
      reply
        .header('cache-control', `public, max-age=${YEAR_IN_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Shown outside Luz's pages too: a webmail page loads a confirmation email's session picture
        // from its own origin, and helmet's same-origin policy would blank it there.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const image = await stored.get(name);
      if (!image) {
        reply.header('cache-control', 'no-store').removeHeader('etag');
        throw new NotFound(IMAGE_NOT_FOUND_MESSAGE);
      }
      return reply.header('content-type', image.contentType).send(image.bytes);
    },
  );
}

const IMAGE_NOT_FOUND_MESSAGE = /*i18n*/ 'uploads.errors.imageNotFound';

/** Whether an `If-None-Match` header names `etag`, weak validators included. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/** The bytes of the multipart field `file`. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequest(PROFILE_MESSAGES.noFile);
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw new BadRequest(PROFILE_MESSAGES.noFile);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ServiceError(413, PROFILE_MESSAGES.imageTooLarge, ERROR_CODES.payloadTooLarge);
    }
    // A body that is not well-formed multipart.
    throw new BadRequest(PROFILE_MESSAGES.noFile);
  }
}
