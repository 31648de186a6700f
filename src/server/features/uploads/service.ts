import { randomBytes } from 'node:crypto';
import type { UploadedImage } from '../../../contract/profiles';
import type { ImageDecodeQueue } from './decode-queue';
import { toGalleryWebp } from './gallery-image';
import type { ImageStorage } from './image-storage';

export interface UploadServiceDeps {
  storage: ImageStorage;
  /** The process's turns for decoding images. */
  decodes: ImageDecodeQueue;
}

/**
 * Guides' pictures. An upload only stores the image and answers its address; the profile decides
 * which addresses it shows (and that there are at most six).
 */
export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  /** Refuses an upload at once, before its bytes are read, when no image could wait for a turn. */
  refuseWhenBusy(): void {
    this.deps.decodes.refuseWhenFull();
  }

  async storeGalleryImage(bytes: Buffer): Promise<UploadedImage> {
    const webp = await toGalleryWebp(bytes, this.deps.decodes);
    // Random names: an address reveals nothing and cannot be guessed from another.
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await this.deps.storage.put(key, webp, 'image/webp');
    return { url: this.deps.storage.publicUrl(key) };
  }
}
