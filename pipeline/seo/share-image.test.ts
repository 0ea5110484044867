import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from './head';
import { shareImagePng, shareImageSvg } from './share-image';

describe('the share image', () => {
  it('draws the mascot it is given on a 1200 × 630 picture, scaled to fit', () => {
    const svg = shareImageSvg('<svg class="mascot" viewBox="0 0 240 240"><circle r="9"/></svg>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('<svg class="mascot" viewBox="0 0 240 240"><circle r="9"/></svg>');
    expect(svg).toMatch(/scale\([\d.]+\)/);
  });

  it('is a PNG of that size, named share.png', () => {
    const png = shareImagePng('<svg viewBox="0 0 240 240"><circle cx="120" cy="120" r="80"/></svg>');
    expect(SHARE_IMAGE.path).toBe('/share.png');
    // A PNG starts with its signature; the IHDR chunk after it gives the width and height.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
