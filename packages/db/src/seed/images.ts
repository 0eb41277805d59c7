import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

// Demo images drawn as SVG and rasterised with sharp: no network and no binary assets in the repo.
// Text uses the generic 'sans-serif' family, so it renders with whatever fonts the machine has
// (a machine without fonts still gets the colours and shapes).

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

/** Square logo: initials on a colour, with a soft ring. */
export function logoSvg(name: string, colour: string, size = 256): string {
  const text = escapeXml(initials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="36" fill="${colour}"/>
  <circle cx="128" cy="128" r="100" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  <text x="128" y="128" dy="0.35em" font-family="sans-serif" font-weight="700" font-size="${text.length > 1 ? 92 : 120}" text-anchor="middle" fill="#ffffff">${text}</text>
</svg>`;
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

/** Wide banner (1080×540): a two-colour gradient, soft circles, a title and a subtitle. */
export function bannerSvg(options: {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  angle: number;
}): string {
  const { title, subtitle, from, to, angle } = options;
  const rad = (angle * Math.PI) / 180;
  const x = Math.round(50 + 50 * Math.cos(rad));
  const y = Math.round(50 + 50 * Math.sin(rad));
  // Shrink long lines to fit the 920 px text column (a bold sans glyph is about 0.6 em wide).
  const fit = (text: string, max: number) => Math.min(max, Math.floor(920 / (text.length * 0.6)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="540" viewBox="0 0 1080 540">
  <defs>
    <linearGradient id="g" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="1080" height="540" fill="url(#g)"/>
  <circle cx="${880 - (angle % 200)}" cy="110" r="210" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${160 + (angle % 150)}" cy="470" r="170" fill="#ffffff" fill-opacity="0.07"/>
  <text x="80" y="300" font-family="sans-serif" font-weight="700" font-size="${fit(title, 64)}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="82" y="370" font-family="sans-serif" font-size="${fit(subtitle, 34)}" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

/** Renders `svg` to `filesDir/relativePath` (format from the extension) unless it already exists. */
export async function writeImage(
  filesDir: string,
  relativePath: string,
  svg: string,
): Promise<void> {
  const target = join(filesDir, relativePath);
  // Content is deterministic, so an existing file is already right: re-seeding stays fast.
  if (await stat(target).catch(() => null)) return;
  await mkdir(join(target, '..'), { recursive: true });
  const image = sharp(Buffer.from(svg));
  if (target.endsWith('.png')) await image.png().toFile(target);
  else await image.webp({ quality: 82 }).toFile(target);
}
