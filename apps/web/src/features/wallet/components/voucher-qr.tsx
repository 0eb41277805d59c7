import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * A voucher code as a QR code a till's scanner reads: drawn as SVG squares (crisp at any size,
 * no network, no canvas), black on white with the standard four-module quiet zone.
 */
export function VoucherQr({ code, label }: { code: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(code), [code]);
  const quiet = 4;
  const box = size + quiet * 2;
  return (
    <svg
      className="voucher-qr"
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** One SVG path of the dark modules ('M x y h1 v1 h-1 z' each). */
export function qrPath(code: string): { size: number; path: string } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
