// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { unsafeMarkup } from './unsafe-markup';

const SITE_SCRIPT = /^\/assets\/[\w-]+\.js$/;
const page = (body: string) =>
  `<!doctype html><html><head><script type="module" src="/assets/index-Ab1_x.js"></script></head><body>${body}</body></html>`;

describe('unsafeMarkup', () => {
  it('finds nothing in a page with only the site script, safe links and an escaped payload', () => {
    const body =
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="/about">About</a> <a href="mailto:a@b.example">Mail</a></p>';
    expect(unsafeMarkup(page(body), SITE_SCRIPT)).toEqual([]);
  });

  it('allows an island’s props, inert JSON, but not a script of any other type without a source', () => {
    const props = '<script type="application/json" data-island-props="x">{"a":1}</script>';
    expect(unsafeMarkup(page(props), SITE_SCRIPT)).toEqual([]);
    const classic = '<script type="text/javascript">alert(1)</script>';
    expect(unsafeMarkup(page(classic), SITE_SCRIPT)).toEqual([`script: ${classic}`]);
  });

  it('names every script, handler, inline style, forbidden element and dangerous address', () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src="/x.png" onerror="alert(1)">',
      '<p style="color:red">red</p>',
      '<iframe src="/frame"></iframe>',
      '<a href="java\tscript:alert(1)">tab</a>',
      '<a href=" vbscript:x">vb</a>',
      '<img src="data:image/png;base64,AA==">',
      '<a href="//evil.example/">away</a>',
      '<meta http-equiv="refresh" content="0">',
    ].join('');
    expect(unsafeMarkup(page(body), SITE_SCRIPT)).toEqual([
      'script: <script>alert(1)</script>',
      'event handler onerror: <img src="/x.png" onerror="alert(1)">',
      'style attribute: <p style="color:red">red</p>',
      '<iframe> element: <iframe src="/frame"></iframe>',
      'href=javascript: <a href="java\tscript:alert(1)">tab</a>',
      'href=vbscript: <a href=" vbscript:x">vb</a>',
      'src=data: <img src="data:image/png;base64,AA==">',
      'protocol-relative href: <a href="//evil.example/">away</a>',
      'refresh: <meta http-equiv="refresh" content="0">',
    ]);
  });

  it('counts a site script as unsafe when the page has it twice or in an inline form', () => {
    const twice = page('<script type="module" src="/assets/index-Ab1_x.js"></script>');
    expect(unsafeMarkup(twice, SITE_SCRIPT)).toHaveLength(1);
    expect(unsafeMarkup(page(''), undefined)).toEqual([
      'script: <script type="module" src="/assets/index-Ab1_x.js"></script>',
    ]);
  });
});
