import { createHmac, timingSafeEqual } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { formatPounds, phoneWalletText } from '@stepup/domain';
import type { Config } from '../../config';

type AppleWallet = NonNullable<Config['appleWallet']>;

/** What a voucher's pass shows (ADR 058). */
export interface PassVoucher {
  id: string;
  code: string;
  faceValuePence: number;
  expiresAt: Date;
  companyName: string;
  campaignName: string;
  /** Used, cancelled or expired: Wallet shows the pass as void. */
  voided: boolean;
}

/** Where Wallet asks for updates: the customer site's Apple web service (routes.ts). */
export const appleWebServiceUrl = (publicWebUrl: string) =>
  `${publicWebUrl.replace(/\/+$/, '')}/api/wallet/apple`;

/**
 * The pass's authentication token: derived from AUTH_SECRET and the serial number, so nothing is
 * stored and a pass downloaded again carries the same token (Wallet never lets it change).
 */
export function applePassToken(authSecret: string, serialNumber: string): string {
  return createHmac('sha256', authSecret).update(`apple-pass:${serialNumber}`).digest('base64url');
}

/** Whether an `Authorization: ApplePass <token>` header is this pass's. */
export function isApplePassToken(
  authSecret: string,
  serialNumber: string,
  header: string | undefined,
): boolean {
  const given = /^ApplePass (\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = Buffer.from(applePassToken(authSecret, serialNumber));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let icons: Promise<Record<string, Buffer>> | undefined;

/** The pass's icons (Wallet requires icon.png): a ticket drawn once, in the brand's teal. */
function passIcons(): Promise<Record<string, Buffer>> {
  icons ??= (async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M14 22h36v6a4 4 0 0 0 0 8v6H14v-6a4 4 0 0 0 0-8z" fill="#fff"/></svg>',
    );
    const [one, two, three] = await Promise.all(
      [29, 58, 87].map((size) => sharp(svg).resize(size, size).png().toBuffer()),
    );
    return { 'icon.png': one!, 'icon@2x.png': two!, 'icon@3x.png': three! };
  })();
  return icons;
}

/**
 * The voucher as a signed Apple Wallet pass (`.pkpass`): a coupon with the code as a QR code,
 * the value, the business, the campaign and the expiry (its `expirationDate`), void once used,
 * cancelled or expired. passkit-generator writes the manifest (SHA-1 of every file) and signs it
 * (a detached PKCS #7 signature with the pass certificate, the WWDR certificate beside it).
 */
export async function buildApplePass(
  apple: AppleWallet,
  site: { siteName: string; publicWebUrl: string; authSecret: string },
  voucher: PassVoucher,
): Promise<Buffer> {
  const expires = voucher.expiresAt.toISOString();
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeIdentifier,
    teamIdentifier: apple.teamIdentifier,
    serialNumber: voucher.id,
    organizationName: site.siteName,
    description: phoneWalletText.description(voucher.campaignName),
    logoText: voucher.companyName,
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(204, 251, 241)',
    backgroundColor: 'rgb(15, 118, 110)',
    webServiceURL: appleWebServiceUrl(site.publicWebUrl),
    authenticationToken: applePassToken(site.authSecret, voucher.id),
    coupon: {
      primaryFields: [
        {
          key: 'value',
          label: phoneWalletText.valueLabel,
          value: formatPounds(voucher.faceValuePence),
        },
      ],
      secondaryFields: [
        { key: 'business', label: phoneWalletText.businessLabel, value: voucher.companyName },
        { key: 'campaign', label: phoneWalletText.campaignLabel, value: voucher.campaignName },
      ],
      auxiliaryFields: [
        {
          key: 'expires',
          label: phoneWalletText.expiresLabel,
          value: expires,
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleNone',
        },
      ],
      backFields: [
        { key: 'code', label: phoneWalletText.codeLabel, value: voucher.code },
        { key: 'how', label: phoneWalletText.howToRedeemLabel, value: phoneWalletText.howToRedeem },
      ],
    },
  };
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson)), ...(await passIcons()) },
    {
      signerCert: apple.certificate,
      signerKey: apple.key,
      wwdr: apple.wwdr,
      ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
    },
    { voided: voucher.voided },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: voucher.code,
    messageEncoding: 'iso-8859-1',
    altText: voucher.code,
  });
  pass.setExpirationDate(voucher.expiresAt);
  return pass.getAsBuffer();
}
