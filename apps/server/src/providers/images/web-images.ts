import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_PX, INVALID_FORMAT } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { FileStorage } from '../storage/file-storage';

/** Formats people upload from phones and design tools; SVG and the rest are refused. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** Never decode more than this many pixels (a "decompression bomb" is refused before decoding). */
const MAX_INPUT_PIXELS = IMAGE_MAX_PX.width * IMAGE_MAX_PX.height;

/**
 * One web-sized WebP variant: `cover` cuts to the shape (campaign pictures are 2:1), `inside`
 * keeps the whole picture inside the box (logos). The first variant of a list is the one shown.
 */
export interface ImageVariant {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export interface StoredWebImage {
  /** The displayed variant's address. */
  url: string;
  /** The upload's size as decoded (after its EXIF orientation). */
  width: number;
  height: number;
  keys: string[];
}

const unreadable = () => new AppError('validation', INVALID_FORMAT, { image: INVALID_FORMAT });

/**
 * Checks an upload by its decoded pixels — never by its name or declared type — with `checkSize`
 * (the pixel rules of its kind: a message, or null when it fits), then stores its web-sized WebP
 * variants under `keyPrefix` (e.g. `companies/<id>/logo`).
 */
export async function storeWebImage(
  storage: FileStorage,
  upload: Buffer,
  options: {
    keyPrefix: string;
    variants: readonly ImageVariant[];
    checkSize: (size: { width: number; height: number }) => string | null;
  },
): Promise<StoredWebImage> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw unreadable();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw unreadable();
  const sizeError = options.checkSize({ width, height });
  if (sizeError) throw new AppError('validation', sizeError, { image: sizeError });

  const token = randomBytes(6).toString('hex');
  const keys: string[] = [];
  try {
    for (const variant of options.variants) {
      // Decoding happens here: a file whose header lies about its content fails now.
      const body = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({
          width: variant.width,
          height: variant.height,
          fit: variant.fit,
          position: 'attention',
          withoutEnlargement: variant.fit === 'inside',
        })
        .webp({ quality: 82 })
        .toBuffer();
      const key = `${options.keyPrefix}-${token}-${variant.width}.webp`;
      await storage.put(key, body, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /Input|VipsJpeg|vips|corrupt|premature/i.test(err.message)) {
      throw unreadable();
    }
    throw err;
  }
  return { url: storage.url(keys[0]!), width, height, keys };
}
