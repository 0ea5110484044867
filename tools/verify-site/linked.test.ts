import { describe, expect, it } from 'vitest';
import { linkedPaths, listedAs } from './linked';

const root = new URL('https://mirror.example/masky/');

describe('linkedPaths', () => {
  it('gives the paths under the copy a page loads or links to, folders as their index.html', () => {
    const html = `<link href="../assets/site.css" rel="stylesheet"><a href="../pricing/#plans">Plans</a>
      <img srcset="../media/a%20b.webp 400w, ../media/c.webp 800w"><form action="signup/"></form>
      <meta http-equiv="Refresh" content="5; URL='../'"><a href="mailto:x@example.com">Mail</a>`;
    expect(linkedPaths(html, 'about/index.html', root).sort()).toEqual([
      'about/signup/index.html',
      'assets/site.css',
      'index.html',
      'media/a b.webp',
      'media/c.webp',
      'pricing/index.html',
    ]);
  });

  it('leaves out other hosts and what lies outside the prefix, which are not the copy', () => {
    const html = `<a href="https://masky.example/about/">Main site</a><a href="/elsewhere/">Same host, other path</a>
      <script src="//cdn.example/x.js"></script><a href="https://mirror.example/masky/added.html">Added</a>`;
    expect(linkedPaths(html, 'index.html', root)).toEqual(['added.html']);
  });
});

describe('listedAs', () => {
  it('takes a page linked without its final slash as the folder’s page', () => {
    const listed = new Set(['about/index.html', 'terms.html']);
    expect(listedAs('about', listed)).toBe(true);
    expect(listedAs('terms', listed)).toBe(true);
    expect(listedAs('account-check', listed)).toBe(false);
  });
});
