import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readPageStarter,
  withInlineStylesheets,
  START_AFTER_PAINT,
  withScriptsAfterPaint,
  withServerPage,
} from './server-rendered-pages';

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Vouchers &amp; Gifting</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withServerPage (ADR 043)', () => {
  it('puts the page in #root, its stylesheets in the head and its data where no text can end the script', () => {
    const html = withServerPage(
      INDEX_HTML,
      {
        html: '<main><h1>Brunch Club</h1></main>',
        queries: { queries: [{ name: '</script><script>alert(1)</script><!--' }] },
        stylesheets: ['/assets/campaign-abc.css'],
      },
      '/campaign/1?x=1&y="2"',
    );
    expect(html).toContain('<div id="root"><main><h1>Brunch Club</h1></main></div>');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/campaign-abc.css">\s*<\/head>/,
    );
    // One script element, closed once: the campaign's text stays inside its JSON.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).toContain('data-path="/campaign/1?x=1&amp;y=&quot;2&quot;"');
    const json = /<script type="application\/json"[^>]*>(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      queries: [{ name: '</script><script>alert(1)</script><!--' }],
    });
  });
});

describe('withServerPage and withInlineStylesheets (ADR 047)', () => {
  it("does not link the site's own stylesheet again: it is already inline, or already linked", () => {
    const page = {
      html: '<main></main>',
      queries: { queries: [] },
      // A lazy screen's list: its own stylesheet, and the entry's that its code imports.
      stylesheets: ['/assets/campaign-abc.css', '/assets/index-Dz5.css'],
    };
    const built = INDEX_HTML.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-Dz5.css">\n</head>',
    );
    const inline = withServerPage(
      withInlineStylesheets(built, () => '.header{color:teal}'),
      page,
      '/campaign/1',
    );
    expect(inline).toContain('<link rel="stylesheet" crossorigin href="/assets/campaign-abc.css">');
    expect(inline).not.toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-Dz5.css">',
    );
    const linked = withServerPage(built, page, '/campaign/1');
    expect(linked.match(/<link[^>]*href="\/assets\/index-Dz5.css"/g)).toHaveLength(1);
  });

  it("puts the screen's own stylesheet inline too, with a link the browser does not fetch", () => {
    const html = withServerPage(
      INDEX_HTML,
      { html: '<main></main>', queries: { queries: [] }, stylesheets: ['/assets/home-h1.css'] },
      '/',
      (href) => (href === '/assets/home-h1.css' ? '.home{color:teal}' : undefined),
    );
    expect(html).toContain('<style data-href="/assets/home-h1.css">.home{color:teal}</style>');
    // Of a type no browser fetches, yet the screen's code loader finds it and adds no second one.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-h1.css" type="text/x-inline">',
    );
    expect(html.match(/<link rel="stylesheet"(?![^>]*text\/x-inline)/g)).toBeNull();
  });
});

describe('withInlineStylesheets (ADR 047)', () => {
  const built = INDEX_HTML.replace(
    '</head>',
    '<link rel="stylesheet" crossorigin href="/assets/index-Dz5.css">\n</head>',
  );

  it("puts the build's stylesheet in the head, so the page paints without fetching it first", () => {
    const asked: string[] = [];
    const html = withInlineStylesheets(built, (href) => {
      asked.push(href);
      return '.header{color:teal}';
    });
    expect(asked).toEqual(['/assets/index-Dz5.css']);
    expect(html).toContain('<style data-href="/assets/index-Dz5.css">.header{color:teal}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('keeps the link when the file is missing, and a stylesheet cannot close its element', () => {
    expect(withInlineStylesheets(built, () => undefined)).toBe(built);
    const html = withInlineStylesheets(built, () => 'a{}</style><script>alert(1)</script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    // The rest stays text inside the one style element (a style element's text is never run).
    expect(html).toContain(
      '<style data-href="/assets/index-Dz5.css">a{}<\\/style><script>alert(1)</script></style>',
    );
  });
});

describe('readPageStarter (ADR 047)', () => {
  it('reads the built starter and the policy source of exactly its code, and none where it could end its element', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-starter-'));
    try {
      expect(readPageStarter(dir)).toBeUndefined();
      expect(readPageStarter(undefined)).toBeUndefined();
      fs.writeFileSync(path.join(dir, 'start-after-paint.js'), 'void 0;\n');
      // The browser's hash of the inline script's text, as the policy names it.
      expect(readPageStarter(dir)).toEqual({
        code: 'void 0;\n',
        cspSource: `'sha256-${createHash('sha256').update('void 0;\n').digest('base64')}'`,
      });
      fs.writeFileSync(path.join(dir, 'start-after-paint.js'), 'a = "</script><script>alert(1)";');
      expect(readPageStarter(dir)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('withScriptsAfterPaint (ADR 047)', () => {
  const built = INDEX_HTML.replace(
    '</head>',
    [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/api-client-d4.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '</head>',
    ].join('\n'),
  );

  const starter = { code: 'start()', cspSource: "'sha256-x'" };

  it("starts the app's scripts from the inline starter at the body's end, after the page has painted", () => {
    const html = withScriptsAfterPaint(built, starter);
    expect(html).toContain(
      `<script data-module="/assets/index-a1.js" data-modulepreload="/assets/react-b2.js /assets/api-client-d4.js">start()</script>\n  </body>`,
    );
    // Nothing the browser would fetch before the page paints: no script file at all.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).not.toContain(START_AFTER_PAINT);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('leaves the scripts as built when the site has no starter', () => {
    expect(withScriptsAfterPaint(built, undefined)).toBe(built);
  });

  it('leaves an index.html without a module script as it is', () => {
    expect(withScriptsAfterPaint(INDEX_HTML, starter)).toBe(INDEX_HTML);
  });
});
