import type { CompanyImageKind } from '@stepup/contracts';
import { checkImageSize } from '@stepup/domain';
import type { FileStorage } from '../../providers/storage/file-storage';
import {
  storeWebImage,
  type ImageVariant,
  type StoredWebImage,
} from '../../providers/images/web-images';

/**
 * The web-sized variants made of each upload (WebP). Campaign images are cut to 2:1 (the cards'
 * shape); logos keep their whole shape inside a square box. The first variant is the one shown.
 */
const VARIANTS: Record<CompanyImageKind, ImageVariant[]> = {
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

export interface StoredImage extends StoredWebImage {
  kind: CompanyImageKind;
}

/**
 * Checks a company's upload against the rules for its kind
 * (docs/product.md#basic-information-and-images), then stores web-sized WebP variants.
 */
export async function storeCompanyImage(
  storage: FileStorage,
  companyId: string,
  kind: CompanyImageKind,
  upload: Buffer,
): Promise<StoredImage> {
  const stored = await storeWebImage(storage, upload, {
    keyPrefix: `companies/${companyId}/${kind}`,
    variants: VARIANTS[kind],
    checkSize: (size) => checkImageSize(kind, size),
  });
  return { kind, ...stored };
}
