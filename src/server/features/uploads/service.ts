import { randomBytes } from 'node:crypto';
import type { UploadedImage } from '../../../contract/profiles';
import { toGalleryWebp } from './gallery-image';
import type { ImageStorage } from './image-storage';

export interface UploadServiceDeps {
  storage: ImageStorage;
}

/**
 * Guides' pictures. An upload only stores the image and answers its address; the profile decides
 * which addresses it shows (and that there are at most six).
 */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  async storeGalleryImage(bytes: Buffer): Promise<UploadedImage> {
    const webp = await toGalleryWebp(bytes);
    // Random names: an address reveals nothing and cannot be guessed from another.
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await this.deps.storage.put(key, webp, 'image/webp');
    return { url: this.deps.storage.publicUrl(key) };
  }
}
