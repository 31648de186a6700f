import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { KeptInMemory } from '../../kept-in-memory';

/** Chat apps and social sites do not show SVG previews, so the shipped SVG art is also served as PNG. */
export const SHARE_IMAGE_PREFIX = '/share-images';
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const SAND = '#f6efe4';
/**
 * Renders kept, by count and by bytes. Every picture of the build fits, so a visitor walking through
 * them makes each render once; rendering one costs more than a second of CPU.
 */
const MAX_KEPT_IMAGES = 64;
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** The part of a share image's address that names its art: `images/…` without the extension. */
const ART_NAME = /^\/share-images\/(images\/[a-z0-9/_-]+)\.png$/;

/** The address of a preview image for an image of the site: SVG art gets its PNG twin. */
export function shareImagePath(imagePath: string): string {
  return imagePath.startsWith('/images/') && imagePath.endsWith('.svg')
    ? `${SHARE_IMAGE_PREFIX}${imagePath.replace(/\.svg$/, '.png')}`
    : imagePath;
}

/**
 * Renders `/share-images/images/….png` from `images/….svg` of the built web app, keeping the renders
 * within bounds. Answers undefined for anything that is not such an image, at once: the build's art is
 * listed when the server starts, so an address it does not name costs neither a file read nor memory.
 */
export class ShareImages {
  private readonly art: ReadonlySet<string>;
  private readonly rendered: LRUCache<string, Buffer>;

  constructor(private readonly webDistDir: string) {
    this.art = listArt(webDistDir);
    this.rendered = new LRUCache<string, Buffer>({
      max: MAX_KEPT_IMAGES,
      maxSize: MAX_KEPT_BYTES,
      sizeCalculation: (png) => png.length,
      // Requests for the same picture at once share one render; a render that fails is not kept.
      fetchMethod: (name) => this.render(name),
    });
  }

  png(requestPath: string): Promise<Buffer | undefined> {
    const name = ART_NAME.exec(requestPath)?.[1];
    if (!name || !this.art.has(name)) return Promise.resolve(undefined);
    return this.rendered.fetch(name);
  }

  /** The renders kept now. */
  get kept(): KeptInMemory {
    return { entries: this.rendered.size, bytes: this.rendered.calculatedSize };
  }

  private async render(name: string): Promise<Buffer | undefined> {
    const svg = await readFile(join(this.webDistDir, `${name}.svg`)).catch(() => undefined);
    if (!svg) return undefined;
    return sharp(svg, { density: 144 })
      .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: SAND })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
}

/** The SVG art under `images/` of the build, by the name its share image's address gives it. */
function listArt(webDistDir: string): ReadonlySet<string> {
  if (!webDistDir) return new Set();
  let files: string[];
  try {
    files = readdirSync(join(webDistDir, 'images'), { recursive: true, encoding: 'utf8' });
  } catch {
    return new Set();
  }
  return new Set(
    files
      .map((file) => `images/${file.split(sep).join('/')}`)
      .filter((path) => path.endsWith('.svg'))
      .map((path) => path.slice(0, -'.svg'.length))
      .filter((name) => ART_NAME.test(`${SHARE_IMAGE_PREFIX}/${name}.png`)),
  );
}
