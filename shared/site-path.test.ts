import { describe, expect, it } from 'vitest';
import { hostInAddress, SITE_PATH_SOURCE } from './site-path';

/** Where a browser goes when a page of the site links to `href`. */
const lands = (href: string) => new URL(href, 'https://masky.example/blog/post').host;

describe('the shape of the site’s paths', () => {
  const sitePath = new RegExp(`^(?:${SITE_PATH_SOURCE})$`);

  it('takes the addresses the site publishes', () => {
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/zh-Hans/blog/page/2',
      '/.well-known/security.txt',
      '/speculation-rules.json',
      '/media/map_2025.png',
    ])
      expect(path, path).toMatch(sitePath);
  });

  it('takes nothing that could name a host or hide a part', () => {
    for (const path of [
      '',
      '//evil.example',
      '/\\evil.example',
      '/a//b',
      '/./a',
      '/../a',
      '/a%2Fb',
      '/a b',
      '/a\tb',
    ])
      expect(path, JSON.stringify(path)).not.toMatch(sitePath);
  });
});

describe('hostInAddress', () => {
  it('finds each way a browser reads an address of the site as another host', () => {
    const cases: [string, ReturnType<typeof hostInAddress>][] = [
      ['//2130706433', 'slashes'],
      ['  //evil.example/', 'slashes'],
      ['/\\evil.example', 'backslash'],
      ['\\\\evil.example', 'backslash'],
      ['/\t/evil.example', 'control'],
      ['/\n/evil.example', 'control'],
      ['\u0000//evil.example', 'control'],
      ['/%2F/evil', 'escaped'],
      ['/%5Cevil.example', 'escaped'],
      ['/%09/evil.example', 'escaped'],
      ['%2f%2fevil.example', 'escaped'],
      ['/%252F/evil', 'escaped'],
    ];
    for (const [address, found] of cases) expect(hostInAddress(address), JSON.stringify(address)).toBe(found);
    // Each of them, written out as a browser reads it, does lead to another host.
    for (const address of ['//2130706433', '/\\evil.example', '\\\\evil.example', '/\t/evil.example'])
      expect(lands(address), JSON.stringify(address)).not.toBe('masky.example');
  });

  it('lets the site’s own addresses through, escapes of letters included', () => {
    for (const address of [
      '/signup',
      '/#pricing',
      '#features',
      '/blog/',
      'media/map.png',
      '/a/%2F/b',
      '/media/my%20photo.jpg',
      '/blog/%E2%82%AC',
      '/100%',
    ]) {
      expect(hostInAddress(address), address).toBeUndefined();
      expect(lands(address), address).toBe('masky.example');
    }
  });
});
