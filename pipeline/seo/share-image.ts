import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE } from './head';

const MASCOT_SIZE = 520;

/**
 * The share image as SVG: the site's mascot, drawn by the app's server bundle from the same
 * component as on the home page so the two never drift apart, on the site's dark background with
 * its accent glow. It holds no words: the preview shows the page's title and description beside
 * it, and text here could not follow an edit of the content or a change of language.
 */
export function shareImageSvg(mascot: string): string {
  const { width, height } = SHARE_IMAGE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    '<linearGradient id="share-bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0d0f1a"/><stop offset="1" stop-color="#1f1a45"/>',
    '</linearGradient>',
    '<radialGradient id="share-glow" cx="0.5" cy="0.5" r="0.5">',
    '<stop offset="0" stop-color="#6d4aff" stop-opacity="0.55"/>',
    '<stop offset="0.6" stop-color="#22d3a6" stop-opacity="0.12"/>',
    '<stop offset="1" stop-color="#22d3a6" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#share-bg)"/>`,
    `<circle cx="${width / 2}" cy="${height - MASCOT_SIZE / 2 + 12}" r="${height / 2 + 40}" fill="url(#share-glow)"/>`,
    // The mascot's cloak runs off the bottom edge instead of ending in mid-air (its drawing ends at
    // y 236 of 240, so it is drawn a little lower than the edge).
    `<g transform="translate(${(width - MASCOT_SIZE) / 2} ${height - MASCOT_SIZE + 12}) scale(${MASCOT_SIZE / 240})">`,
    mascot,
    '</g>',
    '</svg>',
  ].join('');
}

/** The share image as PNG, drawn from the mascot's SVG. */
export function shareImagePng(mascot: string): Buffer {
  return new Resvg(shareImageSvg(mascot), { font: { loadSystemFonts: false } }).render().asPng();
}
