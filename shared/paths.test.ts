import { describe, expect, it } from 'vitest';
import { relativeAddress } from './paths';

/** Where a browser lands following `href` on a page served at `page`. */
const lands = (href: string, page: string) => new URL(href, page).href;

describe('relativeAddress', () => {
  it('names the page’s file from the home page, at depth 0', () => {
    expect(relativeAddress('/about', '/')).toBe('about/index.html');
    expect(relativeAddress('/', '/')).toBe('index.html');
    expect(relativeAddress('/blog/page/2', '/')).toBe('blog/page/2/index.html');
  });

  it('climbs once for each part of the page’s own address, at depth 1 and 2', () => {
    expect(relativeAddress('/about', '/terms')).toBe('../about/index.html');
    expect(relativeAddress('/', '/terms')).toBe('../index.html');
    expect(relativeAddress('/assets/site-1a2b.css', '/blog/post')).toBe('../../assets/site-1a2b.css');
    expect(relativeAddress('/blog/page/3', '/blog/page/2')).toBe('../../../blog/page/3/index.html');
  });

  it('keeps a section and a query after the file', () => {
    expect(relativeAddress('/#pricing', '/about')).toBe('../index.html#pricing');
    expect(relativeAddress('/fa#pricing', '/fa/about')).toBe('../../fa/index.html#pricing');
    expect(relativeAddress('/blog?tag=privacy#top', '/')).toBe('blog/index.html?tag=privacy#top');
    expect(relativeAddress('/blog/', '/')).toBe('blog/index.html');
  });

  it('leads between languages: a language’s home is its folder’s index.html', () => {
    expect(relativeAddress('/fa', '/')).toBe('fa/index.html');
    expect(relativeAddress('/fa/about', '/ru/blog/page/2')).toBe('../../../../fa/about/index.html');
    expect(relativeAddress('/about', '/zh-Hans')).toBe('../about/index.html');
  });

  it('names a file as it is', () => {
    expect(relativeAddress('/transparency.csv', '/transparency')).toBe('../transparency.csv');
    expect(relativeAddress('/flags/de.svg', '/fa/server')).toBe('../../flags/de.svg');
  });

  it('leaves alone what is not an address from the site’s root', () => {
    for (const href of [
      'https://example.com/about',
      '//cdn.example.com/x.js',
      '#main',
      'mailto:hello@example.com?subject=Hi',
      'tel:+15551234567',
      '../about/index.html',
      'about/index.html',
      '',
    ]) {
      expect(relativeAddress(href, '/fa/about'), href).toBe(href);
    }
  });

  it('does not let a first part with a colon read as a scheme', () => {
    expect(relativeAddress('/a:b', '/')).toBe('./a:b/index.html');
    expect(lands(relativeAddress('/a:b', '/'), 'https://x.test/')).toBe('https://x.test/a:b/index.html');
  });

  // What the links are for: every way the one folder is served, each link lands on the same file.
  it('lands on the same file at a domain’s root, under a prefix, from a folder, and at a page’s address without its slash', () => {
    const cases: [target: string, from: string, file: string][] = [
      ['/about', '/', 'about/index.html'],
      ['/fa/blog', '/fa/about', 'fa/blog/index.html'],
      ['/#pricing', '/blog/page/2', 'index.html#pricing'],
      ['/assets/site.css', '/ru', 'assets/site.css'],
    ];
    for (const [target, from, file] of cases) {
      const href = relativeAddress(target, from);
      const folder = from === '/' ? '' : `${from.slice(1)}/`;
      expect(lands(href, `https://host.test/${folder}index.html`)).toBe(`https://host.test/${file}`);
      expect(lands(href, `https://host.test/masky/v1/${folder}`)).toBe(`https://host.test/masky/v1/${file}`);
      expect(lands(href, `file:///media/usb/site/${folder}index.html`)).toBe(
        `file:///media/usb/site/${file}`,
      );
      // The main site's host serves /fa/about without its slash: one folder higher than its file.
      expect(lands(href, `https://host.test${from}`)).toBe(`https://host.test/${file}`);
    }
  });
});
