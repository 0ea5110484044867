import { describe, expect, it } from 'vitest';
import { namesFiles, fileAddress, relativeAddress } from './paths';

/** Where a browser lands following `href` on a page served at `page`. */
const lands = (href: string, page: string) => new URL(href, page).href;

describe('relativeAddress', () => {
  it('writes a page as its folder, with its slash, from the home page at depth 0', () => {
    expect(relativeAddress('/about', '/')).toBe('about/');
    expect(relativeAddress('/', '/')).toBe('./');
    expect(relativeAddress('/blog/page/2', '/')).toBe('blog/page/2/');
  });

  it('climbs once for each part of the page’s own address, at depth 1 and 2', () => {
    expect(relativeAddress('/about', '/terms')).toBe('../about/');
    expect(relativeAddress('/', '/terms')).toBe('../');
    expect(relativeAddress('/assets/site-1a2b.css', '/blog/post')).toBe('../../assets/site-1a2b.css');
    expect(relativeAddress('/blog/page/3', '/blog/page/2')).toBe('../../../blog/page/3/');
  });

  it('keeps a section and a query after the slash', () => {
    expect(relativeAddress('/#pricing', '/about')).toBe('../#pricing');
    expect(relativeAddress('/#pricing', '/')).toBe('./#pricing');
    expect(relativeAddress('/fa#pricing', '/fa/about')).toBe('../../fa/#pricing');
    expect(relativeAddress('/blog?tag=privacy#top', '/')).toBe('blog/?tag=privacy#top');
    expect(relativeAddress('/blog/', '/')).toBe('blog/');
  });

  it('leads between languages: a language’s home is its folder', () => {
    expect(relativeAddress('/fa', '/')).toBe('fa/');
    expect(relativeAddress('/fa/about', '/ru/blog/page/2')).toBe('../../../../fa/about/');
    expect(relativeAddress('/about', '/zh-Hans')).toBe('../about/');
  });

  it('never names a page’s index.html', () => {
    for (const target of ['/', '/about', '/fa', '/fa/', '/#features', '/fa/blog/page/2?x=1#y']) {
      for (const from of ['/', '/about', '/fa/blog/page/2']) {
        expect(relativeAddress(target, from), `${target} from ${from}`).not.toContain('index.html');
      }
    }
  });

  it('names each page’s file from a page read from a folder, which no host serves', () => {
    expect(fileAddress('/fa/about')).toBe('/fa/about/index.html');
    expect(fileAddress('/')).toBe('/index.html');
    expect(relativeAddress('/', fileAddress('/'))).toBe('index.html');
    expect(relativeAddress('/#pricing', fileAddress('/about'))).toBe('../index.html#pricing');
    expect(relativeAddress('/fa/blog', fileAddress('/fa/about'))).toBe('../../fa/blog/index.html');
    expect(relativeAddress('/flags/de.svg', fileAddress('/fa/server'))).toBe('../../flags/de.svg');
    expect(relativeAddress('/blog?tag=a#top', fileAddress('/'))).toBe('blog/index.html?tag=a#top');
    // Each link opens the file it names, in the unpacked folder, wherever that folder is.
    const folder = 'file:///home/reader/masky-vpn-fa/';
    expect(
      lands(
        relativeAddress('/fa/help', fileAddress('/fa/blog/page/2')),
        `${folder}fa/blog/page/2/index.html`,
      ),
    ).toBe(`${folder}fa/help/index.html`);
    expect([namesFiles(fileAddress('/fa')), namesFiles('/fa'), namesFiles(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
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
      '../about/',
      'about/',
      '',
    ]) {
      expect(relativeAddress(href, '/fa/about'), href).toBe(href);
    }
  });

  it('does not let a first part with a colon read as a scheme', () => {
    expect(relativeAddress('/a:b', '/')).toBe('./a:b/');
    expect(lands(relativeAddress('/a:b', '/'), 'https://x.test/')).toBe('https://x.test/a:b/');
  });

  // What the links are for: every way an HTTP host serves the one folder, each link lands on the
  // same address, the specification's own with its slash.
  it('lands on the same address at a domain’s root, under a prefix, and at a page’s address without its slash', () => {
    const cases: [target: string, from: string, address: string][] = [
      ['/about', '/', 'about/'],
      ['/', '/about', ''],
      ['/fa/blog', '/fa/about', 'fa/blog/'],
      ['/#pricing', '/blog/page/2', '#pricing'],
      ['/assets/site.css', '/ru', 'assets/site.css'],
    ];
    for (const [target, from, address] of cases) {
      const href = relativeAddress(target, from);
      const folder = from === '/' ? '' : `${from.slice(1)}/`;
      expect(lands(href, `https://host.test/${folder}`)).toBe(`https://host.test/${address}`);
      expect(lands(href, `https://host.test/masky/v1/${folder}`)).toBe(
        `https://host.test/masky/v1/${address}`,
      );
      // A host at a domain's root that serves /fa/about without its slash: one folder higher.
      expect(lands(href, `https://host.test${from}`)).toBe(`https://host.test/${address}`);
    }
  });
});
