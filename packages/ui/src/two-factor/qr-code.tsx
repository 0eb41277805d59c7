import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The otpauth:// URI as a QR code for the authenticator app to scan. */
export function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 2, width: 200 }).then(
      (url) => {
        if (live) setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      className="ui-two-factor__qr"
      src={src}
      width={200}
      height={200}
      alt="QR code to add this account to your authenticator app"
    />
  ) : (
    <div className="ui-two-factor__qr ui-two-factor__qr--loading" aria-hidden="true" />
  );
}
