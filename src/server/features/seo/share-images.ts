import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp from 'sharp';

/** Chat apps and social sites do not show SVG previews, so the shipped SVG art is also served as PNG. */
export const SHARE_IMAGE_PREFIX = '/share-images';
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const SAND = '#f6efe4';

/** The address of a preview image for an image of the site: SVG art gets its PNG twin. */
export function shareImagePath(imagePath: string): string {
  return imagePath.startsWith('/images/') && imagePath.endsWith('.svg')
    ? `${SHARE_IMAGE_PREFIX}${imagePath.replace(/\.svg$/, '.png')}`
    : imagePath;
}

/**
 * Renders `/share-images/images/….png` from `images/….svg` of the built web app, once per image
 * and process. Answers undefined for anything that is not such an image.
 */
export class ShareImages {
  private readonly rendered = new Map<string, Promise<Buffer | undefined>>();

  constructor(private readonly webDistDir: string) {}

  png(requestPath: string): Promise<Buffer | undefined> {
    const svgPath = this.svgPathOf(requestPath);
    if (!svgPath) return Promise.resolve(undefined);
    let png = this.rendered.get(svgPath);
    if (!png) {
      png = this.render(svgPath);
      this.rendered.set(svgPath, png);
    }
    return png;
  }

  private svgPathOf(requestPath: string): string | undefined {
    const match = /^\/share-images\/(images\/[a-z0-9/_-]+)\.png$/.exec(requestPath);
    if (!match || !this.webDistDir) return undefined;
    const relative = normalize(`${match[1]}.svg`);
    return relative.startsWith('images/') ? join(this.webDistDir, relative) : undefined;
  }

  private async render(svgPath: string): Promise<Buffer | undefined> {
    const svg = await readFile(svgPath).catch(() => undefined);
    if (!svg) return undefined;
    return sharp(svg, { density: 144 })
      .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: SAND })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
}
