import { UploadedImage } from '@contract/profiles';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /api/uploads/gallery: one image as multipart field `file`; 400, 413 or 415 with a sentence when refused. */
export function uploadGalleryImage(file: File): Promise<z.infer<typeof UploadedImage>> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/api/uploads/gallery', body, { schema: UploadedImage });
}

export function useUploadGalleryImage() {
  return useMutation({ mutationFn: uploadGalleryImage });
}
