import type { RateRule } from '../../plugins/rate-limit';

/**
 * Changes to content (pages, stories, categories, branding, FAQ links, press, setup help) per
 * address and per admin: a day's editing stays far below them;
 * a stolen admin session cannot rewrite the site at will. Previews are counted apart, more
 * generously (the editor asks for one as the admin pauses typing).
 */
export const contentRateRules = {
  writesPerIp: { name: 'admin-content:ip', limit: 600, windowMs: 60 * 60_000 },
  writesPerAdmin: { name: 'admin-content:account', limit: 300, windowMs: 60 * 60_000 },
  previewsPerAdmin: { name: 'admin-content-preview:account', limit: 2000, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
