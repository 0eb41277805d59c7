import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { CompanyImageKind } from '@stepup/contracts';
import { checkImageSize, IMAGE_MAX_PX, INVALID_FORMAT } from '@stepup/domain';
import { AppError } from '../../app-error';
import type { FileStorage } from '../../providers/storage/file-storage';

/** Formats people upload from phones and design tools; SVG and the rest are refused. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * The web-sized variants made of each upload (WebP). Campaign images are cut to 2:1 (the cards'
 * shape); logos keep their whole shape inside a square box. The first variant is the one shown.
 */
const VARIANTS: Record<
  CompanyImageKind,
  { width: number; height: number; fit: 'cover' | 'inside' }[]
> = {
  logo: [
    { width: 400, height: 400, fit: 'inside' },
    { width: 160, height: 160, fit: 'inside' },
  ],
  primary: [
    { width: 1080, height: 540, fit: 'cover' },
    { width: 540, height: 270, fit: 'cover' },
  ],
  voucher: [
    { width: 1080, height: 540, fit: 'cover' },
    { width: 540, height: 270, fit: 'cover' },
  ],
};

/** Never decode more than this many pixels (a "decompression bomb" is refused before decoding). */
const MAX_INPUT_PIXELS = IMAGE_MAX_PX.width * IMAGE_MAX_PX.height;

export interface StoredImage {
  kind: CompanyImageKind;
  /** The displayed variant's address. */
  url: string;
  /** The upload's size as decoded (after its EXIF orientation). */
  width: number;
  height: number;
  keys: string[];
}

const unreadable = () => new AppError('validation', INVALID_FORMAT, { image: INVALID_FORMAT });

/**
 * Checks an upload by its decoded pixels — never by its name or declared type — against the
 * rules for its kind (docs/product.md#basic-information-and-images), then stores web-sized WebP variants.
 */
export async function storeCompanyImage(
  storage: FileStorage,
  companyId: string,
  kind: CompanyImageKind,
  upload: Buffer,
): Promise<StoredImage> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw unreadable();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw unreadable();
  const sizeError = checkImageSize(kind, { width, height });
  if (sizeError) throw new AppError('validation', sizeError, { image: sizeError });

  const token = randomBytes(6).toString('hex');
  const keys: string[] = [];
  try {
    for (const variant of VARIANTS[kind]) {
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
      const key = `companies/${companyId}/${kind}-${token}-${variant.width}.webp`;
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
  return { kind, url: storage.url(keys[0]!), width, height, keys };
}
