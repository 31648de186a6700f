import type { UploadedImage } from '../../../contract/profiles';
import type { ImageDecodeQueue } from './decode-queue';
import { toGalleryWebp } from './gallery-image';
import { type ImageStorage, imageUrl, webpImageName } from './image-storage';

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
    // Named by its content: an address never changes its bytes, so browsers keep it for a year, and
    // it can be guessed only by whoever has the picture already.
    const name = webpImageName(webp);
    await this.deps.storage.put(name, webp, 'image/webp');
    return { url: imageUrl(name) };
  }
}
