import sharp, { type Metadata } from 'sharp';
import { ERROR_CODES } from '../../../contract/errors';
import { PROFILE_MESSAGES } from '../../../contract/profiles';
import { ServiceError } from '../../errors';
import type { ImageDecodeQueue } from './decode-queue';

/** Longest side of a stored gallery image. */
export const GALLERY_IMAGE_MAX_SIDE = 1600;
const WEBP_QUALITY = 80;
/**
 * Pixels of an image Luz will decode: more than a phone camera's usual photo, and a small file can
 * unpack into far more (a one-colour PNG of 20,000 × 20,000 compresses to about a megabyte).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Bytes those pixels may take once decoded: 40 megapixels of 8-bit RGBA. An image with deeper colour
 * (16 bits a sample) may have half as many pixels.
 */
export const MAX_DECODED_BYTES = MAX_INPUT_PIXELS * 4;
/** Bytes of one sample, by the depth sharp reports. */
const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** Further than this, an `ftyp` box is not read: it only names the file's brands. */
const FTYP_MAX_BYTES = 256;

type AcceptedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const notAnImage = () => new ServiceError(415, PROFILE_MESSAGES.notAnImage, ERROR_CODES.unsupportedMediaType);
const tooLarge = (message: string) => new ServiceError(413, message, ERROR_CODES.payloadTooLarge);

/**
 * An uploaded file as Luz stores it: only a real JPEG, PNG, WebP, GIF or AVIF (judged by its content,
 * never its name or declared type), turned upright, at most 1600 px on its longest side, as WebP, of
 * an animation its first frame. Re-encoding drops everything but the pixels (camera metadata,
 * location, anything hidden). The header is judged before any pixel is decoded, and decoding waits
 * for its turn in `decodes`.
 */
export async function toGalleryWebp(bytes: Buffer, decodes: ImageDecodeQueue): Promise<Buffer> {
  await refuseUndecodable(bytes);
  return decodes.run(() => decodeToWebp(bytes));
}

/** Refuses what is not an accepted image (415) or would be too large once decoded (413). */
async function refuseUndecodable(bytes: Buffer): Promise<void> {
  // Other formats never reach a decoder: sharp would also open SVG (gzipped too) and TIFF, whose
  // headers alone can take a decoder a long time and much memory to read.
  const format = sniffedFormat(bytes);
  if (!format) throw notAnImage();
  let metadata: Metadata;
  try {
    // Reads the header only. Its own pixel limit would refuse a huge image as unreadable: the
    // dimensions are judged below instead, with an answer that says why.
    metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw notAnImage();
  }
  const isAvif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (format === 'avif' ? !isAvif : metadata.format !== format) throw notAnImage();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS) throw tooLarge(PROFILE_MESSAGES.imageTooManyPixels);
  const sampleBytes = BYTES_PER_SAMPLE[metadata.depth ?? ''] ?? 4;
  if (pixels * (metadata.channels ?? 4) * sampleBytes > MAX_DECODED_BYTES) {
    throw tooLarge(PROFILE_MESSAGES.imageTooDeep);
  }
}

async function decodeToWebp(bytes: Buffer): Promise<Buffer> {
  try {
    // `pages: 1`: of an animation only the first frame is decoded, however many it has.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
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

/** The accepted format the file's first bytes announce, if any. */
function sniffedFormat(bytes: Buffer): AcceptedFormat | undefined {
  const text = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  if (text(4, 8) === 'ftyp' && ftypBrands(bytes).some((brand) => brand === 'avif' || brand === 'avis')) {
    return 'avif';
  }
  return undefined;
}

/** The major and compatible brands of an ISO media file's leading `ftyp` box (a real one lists a few). */
function ftypBrands(bytes: Buffer): string[] {
  const boxEnd = Math.min(bytes.length, bytes.readUInt32BE(0), FTYP_MAX_BYTES);
  const brands = [bytes.toString('latin1', 8, 12)];
  // After the major brand comes a minor version, then the compatible brands.
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands;
}
