// Which Chromium the browser tests drive: CHROME_PATH if set, else Debian's /usr/bin/chromium,
// else the Chromium shipped inside the @sparticuz/chromium npm package, so `npm test` needs
// nothing installed by hand and never downloads a browser.
import { existsSync } from 'node:fs';

export async function resolveChromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
