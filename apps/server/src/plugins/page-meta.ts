/** What a link preview (Open Graph, Twitter card) and the tab show for one page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview picture, if any. */
  imageUrl: string | null;
}

/**
 * The stored branding every served page carries (docs/product.md#site-settings): the tab title of
 * pages without their own, the site name of link previews, the favicon. Read per request, so an
 * admin's change shows with no restart or rebuild.
 */
export interface PageBranding {
  siteName: string;
  /** The tab title of a page without its own (the site's tab info). */
  title: string;
  /** The uploaded favicon's address; null keeps the built one. */
  faviconUrl: string | null;
}

/** Text made safe for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Link previews cut long texts anyway; keep descriptions to a readable length. */
const DESCRIPTION_MAX = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The site's index.html with this page's <title>, description and Open Graph / Twitter tags, so
 * a shared link previews the page (crawlers do not run the app), and the stored branding: the site
 * name, the tab title of a page without its own, the favicon. Every value is escaped.
 */
export function withPageMeta(
  indexHtml: string,
  meta: PageMeta | undefined,
  branding?: PageBranding,
): string {
  let html = indexHtml;
  if (branding?.faviconUrl) {
    const href = escapeHtml(branding.faviconUrl);
    html = html.replace(
      /<link\s+rel="icon"[\s\S]*?\/?>/,
      () => `<link rel="icon" href="${href}" />`,
    );
  }
  const siteName = branding
    ? [`<meta property="og:site_name" content="${escapeHtml(branding.siteName)}" />`]
    : [];
  if (!meta) {
    if (!branding) return html;
    const title = escapeHtml(branding.title);
    const tags = [
      `<meta property="og:type" content="website" />`,
      ...siteName,
      `<meta property="og:title" content="${title}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${title}" />`,
    ];
    return html
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  }
  const title = escapeHtml(meta.title);
  const description = escapeHtml(shorten(meta.description));
  const tags = [
    `<meta property="og:type" content="website" />`,
    ...siteName,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.imageUrl
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.imageUrl)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.imageUrl)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  return (
    html
      // Functions as replacements: a `$` in the campaign's text is not a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => '')
      .replace(
        '</head>',
        () =>
          `    <meta name="description" content="${description}" />\n    ${tags.join('\n    ')}\n  </head>`,
      )
  );
}
