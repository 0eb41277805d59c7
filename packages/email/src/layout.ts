/** A rendered message, ready for any transport. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** An admin's wording of one email (a row of email_templates): it replaces the catalogue's. */
export interface EmailTemplateText {
  subject: string;
  content: string;
}

/** What every message is rendered with: the marketplace's name and the admin's wording. */
export interface Brand {
  siteName: string;
  /** The admin's wording by trigger key; an email without one uses its catalogue default. */
  templates?: Readonly<Partial<Record<string, EmailTemplateText>>>;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Body {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A voucher code or similar, shown large and easy to copy. */
  highlight?: { label: string; value: string };
  /** Label–value lines (a purchase's value, price, expiry…). */
  details?: [label: string, value: string][];
  /** A quoted personal message (a gift's). */
  quote?: string;
  /** A picture above the greeting (a gift's design): an absolute https address and its words. */
  picture?: { url: string; alt: string } | null;
  /** The highlighted code as a QR code, drawn as a table of cells (no image to block or attach). */
  qr?: QrMatrix | null;
  action?: { label: string; url: string };
  /** A short list of links under the button (a date reminder's gift ideas). */
  links?: { label: string; url: string }[];
  footnote?: string;
}

/** A QR code's modules, row by row (`size` × `size`, true = dark), as the `qrcode` package gives them. */
export interface QrMatrix {
  size: number;
  dark: ArrayLike<boolean | number>;
}

/**
 * A QR code as HTML tables (ADR 056): every mail client draws table cells, where inline SVG is
 * stripped and a data: image is blocked. Each row is its own one-row table whose runs of one
 * colour share a cell (so no column is shared between rows and a 25-module code is about 20 kB);
 * 4 px modules on a white quiet zone of 4 modules scan from a phone screen.
 */
export function qrTableHtml(qr: QrMatrix, label: string, modulePx = 4): string {
  const side = qr.size * modulePx;
  const rows: string[] = [];
  for (let y = 0; y < qr.size; y++) {
    const cells: string[] = [];
    let x = 0;
    while (x < qr.size) {
      const dark = Boolean(qr.dark[y * qr.size + x]);
      let run = 1;
      while (x + run < qr.size && Boolean(qr.dark[y * qr.size + x + run]) === dark) run++;
      cells.push(
        `<td width="${run * modulePx}" height="${modulePx}" bgcolor="${dark ? '#000000' : '#ffffff'}" style="width:${run * modulePx}px;height:${modulePx}px;padding:0"></td>`,
      );
      x += run;
    }
    // Each row is a table of its own: its runs need no columns shared with the other rows.
    rows.push(
      `<tr><td style="padding:0;font-size:0;line-height:0"><table role="presentation" cellpadding="0" cellspacing="0" width="${side}" style="border-collapse:collapse;table-layout:fixed;width:${side}px"><tr>${cells.join('')}</tr></table></td></tr>`,
    );
  }
  return `<table role="img" aria-label="${escapeHtml(label)}" cellpadding="0" cellspacing="0" style="border-collapse:collapse;background:#ffffff;margin:0 0 16px"><tr><td style="padding:${4 * modulePx}px"><table role="presentation" cellpadding="0" cellspacing="0" width="${side}" style="border-collapse:collapse;width:${side}px">${rows.join('')}</table></td></tr></table>`;
}

/**
 * One simple, accessible layout for every message: a plain-text part that says everything, and
 * an HTML part with the same words and one clear button (tables and inline styles, which mail
 * clients still need).
 */
export function renderLayout(brand: Brand, body: Body): EmailContent {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.quote ? [`"${body.quote}"`, ''] : []),
    ...(body.highlight ? [`${body.highlight.label}: ${body.highlight.value}`, ''] : []),
    ...(body.details ? [...body.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.links?.length ? [...body.links.map((l) => `${l.label}: ${l.url}`), ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
    brand.siteName,
  ].join('\n');

  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#0F766E;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(body.action.url)}" style="color:#0F766E;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;background:#FAFAF7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1E293B">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-size:18px;font-weight:700;color:#0F766E;margin:0 0 24px">${escapeHtml(brand.siteName)}</p>
${body.picture ? `<img src="${escapeHtml(body.picture.url)}" alt="${escapeHtml(body.picture.alt)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border-radius:8px;margin:0 0 24px">` : ''}
<p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${body.quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0F766E;background:#F0FDFA;white-space:pre-line">${escapeHtml(body.quote)}</blockquote>` : ''}
${body.highlight ? `<p style="margin:0 0 4px;font-size:13px;color:#475569">${escapeHtml(body.highlight.label)}</p><p style="margin:0 0 16px;font-size:24px;font-weight:700;letter-spacing:2px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(body.highlight.value)}</p>` : ''}
${body.qr && body.highlight ? qrTableHtml(body.qr, `QR code of ${body.highlight.value}`) : ''}
${body.details ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${body.details.map(([label, value]) => `<tr><td style="padding:2px 16px 2px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
${button}
${body.links?.length ? `<ul style="margin:0 0 16px;padding-left:20px">${body.links.map((l) => `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:#0F766E">${escapeHtml(l.label)}</a></li>`).join('')}</ul>` : ''}
${body.footnote ? `<p style="font-size:13px;color:#475569;margin:24px 0 0">${escapeHtml(body.footnote)}</p>` : ''}
</td></tr></table></td></tr></table>
</body></html>`;
  return { subject: body.subject, text, html };
}
