import { describe, expect, it } from 'vitest';
import { brokenLinkMessage, linksIn, type LinkTarget } from './links';

const targets = new Map<string, LinkTarget>([
  ['/', { anchors: () => new Set(['features', 'pricing']) }],
  ['/about', { anchors: () => new Set() }],
  ['/blog/later', { unavailable: '/blog/later is a draft, so the built site leaves it out' }],
]);

describe('brokenLinkMessage', () => {
  it('accepts pages and sections that exist, and links that leave the site', () => {
    for (const link of [
      '/',
      '/about',
      '/about/',
      '#pricing',
      '/#features',
      'https://example.com',
      'mailto:a@b.c',
    ]) {
      expect(brokenLinkMessage(link, targets)).toBeUndefined();
    }
  });

  it('suggests the page or section meant', () => {
    expect(brokenLinkMessage('/abut', targets)).toBe(
      '/abut is not a page of this site; did you mean /about?',
    );
    expect(brokenLinkMessage('#pricng', targets)).toBe(
      '#pricng is not a section of /; did you mean #pricing?',
    );
  });

  it('lists the pages of the registry and the sections when nothing is close', () => {
    const message = brokenLinkMessage('/somewhere-else', targets);
    expect(message).toMatch(
      /^\/somewhere-else is not a page of this site; the pages are \/, \/privacypolicy, /,
    );
    // Each folder whose entries have pages of their own is named by its folder, in the registry's order.
    expect(message).toContain(', /blog/ followed by the name of a file in content/blog/ without .md');
    expect(brokenLinkMessage('/#team', targets)).toBe(
      '#team is not a section of /; its sections are #features, #pricing',
    );
    expect(brokenLinkMessage('/about#team', targets)).toBe(
      '#team is not a section of /about; it has no sections',
    );
  });

  it('reads a bare #section against the page the link is written on', () => {
    expect(brokenLinkMessage('#features', targets, '/about')).toBe(
      '#features is not a section of /about; it has no sections',
    );
  });

  it('says why a link a browser would read as another site’s is not a link inside the site', () => {
    expect(brokenLinkMessage('//2130706433', targets)).toBe(
      '//2130706433 starts with //, which a browser reads as the address of another site: a link inside the site starts with a single /, for example /signup, and a link to another site with https://',
    );
    for (const link of ['/\\evil.example', '\\\\evil.example', 'media\\map.png'])
      expect(brokenLinkMessage(link, targets), link).toMatch(
        / has a backslash \(\\\) in it, which a browser reads as \//,
      );
    expect(brokenLinkMessage('/%2F/evil.example', targets)).toMatch(
      /^\/%2F\/evil\.example has a % escape in it/,
    );
    expect(brokenLinkMessage('https://example.com/a\\b', targets)).toBeUndefined();
  });

  it('says why a post the built site leaves out cannot be linked yet', () => {
    expect(brokenLinkMessage('/blog/later', targets)).toBe(
      '/blog/later is a draft, so the built site leaves it out; link to it once it is published',
    );
  });
});

describe('linksIn', () => {
  it('finds every to and href with its field path', () => {
    const data = {
      nav: [{ label: 'A', to: '/a' }],
      cta: { action: { type: 'link', to: '/b' } },
      x: { href: '/c' },
    };
    expect([...linksIn(data)]).toEqual([
      [['nav', 0, 'to'], '/a'],
      [['cta', 'action', 'to'], '/b'],
      [['x', 'href'], '/c'],
    ]);
  });
});
