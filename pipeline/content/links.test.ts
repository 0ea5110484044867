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
