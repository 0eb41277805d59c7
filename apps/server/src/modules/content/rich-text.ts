import sanitizeHtml from 'sanitize-html';
import type { SanitisedHtml } from '@stepup/contracts';

/**
 * The rich text the sites may show: headings below the page's own title, paragraphs, lists,
 * emphasis, quotes, tables, links and images. Everything else goes: scripts and styles with their
 * content, event-handler attributes, `javascript:`/`data:` addresses, iframes and forms.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's <h1> is its title; stored headings start one level below it.
    h1: 'h2',
    // A link that opens a new tab never hands the opener to the other site.
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
  },
};

/**
 * Sanitises stored rich text. The server runs it when content is written and again on every
 * answer, so HTML that reached the database another way (an import, an old row) is never served
 * as it is.
 */
export function sanitiseRichText(html: string): SanitisedHtml {
  return sanitizeHtml(html, options).trim() as SanitisedHtml;
}
