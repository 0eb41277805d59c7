import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

// Demo images drawn as SVG and rasterised with sharp: no network and no binary assets in the repo.
// The press wordmarks use the generic 'serif' family, so they render with whatever fonts the
// machine has; the illustrated pictures and marks (artwork.ts) have no text at all.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function initials(name: string): string {
  const words = name
    .replace(/^the\s+/i, '')
    .split(/[\s&-]+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A publication's wordmark for the press carousel (480×160): a mark and the name in its colour. */
export function pressLogoSvg(name: string, colour: string): string {
  const size = Math.min(40, Math.floor(360 / (name.length * 0.56)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <rect x="20" y="50" width="60" height="60" rx="14" fill="${colour}"/>
  <text x="50" y="80" dy="0.35em" font-family="serif" font-weight="700" font-size="30" text-anchor="middle" fill="#ffffff">${escapeXml(initials(name))}</text>
  <text x="98" y="80" dy="0.35em" font-family="serif" font-weight="700" font-size="${size}" fill="${colour}">${escapeXml(name)}</text>
</svg>`;
}

/**
 * Renders `svg` to `filesDir/relativePath` (format from the extension) unless it already exists.
 * A WebP is encoded at `quality` (82 unless given); with `maxBytes`, a file over it is encoded again
 * at quality 60 (a busy illustration stays light).
 */
export async function writeImage(
  filesDir: string,
  relativePath: string,
  svg: string,
  options: { quality?: number; maxBytes?: number } = {},
): Promise<void> {
  const target = join(filesDir, relativePath);
  // Content is deterministic, so an existing file is already right: re-seeding stays fast.
  if (await stat(target).catch(() => null)) return;
  await mkdir(join(target, '..'), { recursive: true });
  const image = sharp(Buffer.from(svg));
  if (target.endsWith('.png')) {
    await image.png().toFile(target);
    return;
  }
  let webp = await image
    .clone()
    .webp({ quality: options.quality ?? 82 })
    .toBuffer();
  if (options.maxBytes && webp.length > options.maxBytes) {
    webp = await image.webp({ quality: 60 }).toBuffer();
  }
  await writeFile(target, webp);
}
