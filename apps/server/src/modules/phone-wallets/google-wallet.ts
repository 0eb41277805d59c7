import { importPKCS8, SignJWT } from 'jose';
import { formatPounds, phoneWalletText } from '@stepup/domain';
import type { Config } from '../../config';
import type { PassVoucher } from './apple-pass';

type GoogleWallet = NonNullable<Config['googleWallet']>;

/** Google Wallet's object states (REST reference: GenericObject.state). */
export type GoogleObjectState = 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'INACTIVE';

/** The voucher's object id: `<issuer id>.<unique part>`, the voucher's id (letters, digits, -). */
export const googleObjectId = (google: GoogleWallet, voucherId: string) =>
  `${google.issuerId}.voucher-${voucherId.replace(/[^\w.-]/g, '_')}`;

const keyOf = (google: GoogleWallet) => importPKCS8(google.privateKey, 'RS256');

/** The voucher as a Google Wallet generic object: the QR code, the value, the expiry. */
export function googleVoucherObject(
  google: GoogleWallet,
  siteName: string,
  voucher: PassVoucher,
  state: GoogleObjectState,
) {
  const text = (value: string) => ({ defaultValue: { language: 'en-GB', value } });
  return {
    id: googleObjectId(google, voucher.id),
    classId: google.classId,
    state,
    cardTitle: text(siteName),
    subheader: text(voucher.companyName),
    header: text(phoneWalletText.description(voucher.campaignName)),
    hexBackgroundColor: '#0f766e',
    barcode: { type: 'QR_CODE', value: voucher.code, alternateText: voucher.code },
    validTimeInterval: { end: { date: voucher.expiresAt.toISOString() } },
    textModulesData: [
      {
        id: 'value',
        header: phoneWalletText.valueLabel,
        body: formatPounds(voucher.faceValuePence),
      },
      { id: 'business', header: phoneWalletText.businessLabel, body: voucher.companyName },
      { id: 'campaign', header: phoneWalletText.campaignLabel, body: voucher.campaignName },
      { id: 'how', header: phoneWalletText.howToRedeemLabel, body: phoneWalletText.howToRedeem },
    ],
  };
}

/**
 * The "Save to Google Wallet" link: `https://pay.google.com/gp/v/save/<jwt>`, the JWT signed
 * (RS256) by the service account, holding the voucher's generic object. Saving it creates the
 * object in the issuer's account; the link itself carries the code, so it is made only for the
 * voucher's owner, on request, and never stored or logged.
 */
export async function googleSaveLink(
  google: GoogleWallet,
  site: { siteName: string; publicWebUrl: string },
  voucher: PassVoucher,
  now: Date,
): Promise<string> {
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [new URL(site.publicWebUrl).origin],
    payload: { genericObjects: [googleVoucherObject(google, site.siteName, voucher, 'ACTIVE')] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.issuerEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(await keyOf(google));
  return `https://pay.google.com/gp/v/save/${jwt}`;
}

const walletScope = 'https://www.googleapis.com/auth/wallet_object.issuer';

/** An OAuth access token for the Wallet API (service account JWT bearer grant, RFC 7523). */
export async function googleAccessToken(google: GoogleWallet, now: Date): Promise<string> {
  const seconds = Math.floor(now.getTime() / 1000);
  const assertion = await new SignJWT({ scope: walletScope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.issuerEmail)
    .setAudience(google.tokenUrl)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 3600)
    .sign(await keyOf(google));
  const res = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`Google OAuth token request answered ${res.status}`);
  const body = (await res.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('Google OAuth answered no token');
  return body.access_token;
}

/**
 * Sets a saved voucher object's state (PATCH genericObject/<id>). An object nobody saved is not
 * there (404): nothing to void. Anything else unexpected throws, and the job tries again.
 */
export async function patchGoogleObjectState(
  google: GoogleWallet,
  objectId: string,
  state: GoogleObjectState,
  now: Date,
): Promise<'updated' | 'not saved'> {
  const token = await googleAccessToken(google, now);
  const res = await fetch(`${google.apiUrl}/genericObject/${encodeURIComponent(objectId)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
    signal: AbortSignal.timeout(15_000),
  });
  if (res.status === 404) return 'not saved';
  if (!res.ok) throw new Error(`Google Wallet object update answered ${res.status}`);
  return 'updated';
}
