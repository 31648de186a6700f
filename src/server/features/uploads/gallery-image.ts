import sharp, { type Metadata } from 'sharp';
import { ERROR_CODES } from '../../../contract/errors';
import { PROFILE_MESSAGES } from '../../../contract/profiles';
import { HttpError } from '../../http/errors';

/** Longest side of a stored gallery image. */
export const GALLERY_IMAGE_MAX_SIDE = 1600;
const WEBP_QUALITY = 80;
/** Larger images are refused before decoding: a small file can unpack into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 8000 * 8000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const notAnImage = () => new HttpError(415, PROFILE_MESSAGES.notAnImage, ERROR_CODES.unsupportedMediaType);

/**
 * An uploaded file as Luz stores it: only a real JPEG, PNG, WebP, GIF or AVIF (judged by its content,
 * never its name or declared type), turned upright, at most 1600 px on its longest side, as WebP.
 * Re-encoding drops everything but the pixels (camera metadata, location, anything hidden).
 */
export async function toGalleryWebp(bytes: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '') && !isAvif) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new HttpError(413, PROFILE_MESSAGES.imageTooManyPixels, ERROR_CODES.payloadTooLarge);
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: GALLERY_IMAGE_MAX_SIDE,
        height: GALLERY_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A header that looks right over data that does not decode.
    throw notAnImage();
  }
}
