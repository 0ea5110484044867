import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersSearched } from './characters-searched';
import { splitFrontMatter } from './front-matter';
import { normalizeAddress, parseMarkdown, parsedLinksAndImages, scanMarkdown } from './markdown';
import { plainFilledLinksAndImages, plainLinksAndImages } from './plain-body';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The body of every markdown file under a folder. */
const bodies = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .map((text) => splitFrontMatter(text)?.body ?? text);

const siteBodies = [
  ...bodies(path.join(ROOT, 'content')),
  ...bodies(path.join(ROOT, 'pipeline/content/__fixtures__')),
];

/** Bodies written to trip a scan: code, references, escapes, tables, nesting, titles. */
const tricky = [
  'See [the plans](/#pricing) and `[not](/a-link)`.\n```\n[also not](/in-code)\n```\n[ref]: /about\n\n[x][ref]',
  '    [indented code](/no)\n\n> quoted [link](/yes)\n\n- item ![a picture](/media/a.png)',
  'https://masky.example/[a](/b) and <https://masky.example/c> then [real](/d "title")',
  '| a | [cell](/e) |\n| - | - |\n| ![cell picture](/f.png) | x |',
  '## A [heading link](/g#part)\n\nText with \\[escaped](/not) and [nested [brackets]](/h).',
  // A placeholder whose value is a link.
  'A value with a link: {link}',
  // The check places a link where its address is first written after the last link's, in its
  // block: here on the line before the link.
  '[x](/b) and /a\n[y](/a)',
];

/** Plain bodies with every construct a plain body may hold, for the variants below. */
const samples = [
  [
    '## Before you [connect](/download#apps)',
    '',
    'Read [the plans](/#pricing), then *try* [it](https://masky.example/a?b=c#d): ![Masky](/mascot.svg)',
    '',
    '1. [One](/one) and [two](/two)',
    '- ![](/media/a.png) **bold** [](#empty)',
    '',
    '> A quote with [a link](/about).',
  ].join('\n'),
  'With {product}, read [{product} plans](/#pricing), and ![{product}](/media/b.png).\n\nA {product} [page](/about).',
  'Start with [/download](/download), named twice: [again](/download).\nNext [HTTP](HTTP://Masky.Example/X) line.',
];

/** What the check reads of a body's scan: its links into the site, and all its pictures. */
const checked = ({ links, images }: ReturnType<typeof scanMarkdown>) => ({
  links: links.filter(({ href }) => href.startsWith('/') || href.startsWith('#')),
  images,
});

describe('scanMarkdown', () => {
  it('finds what parseMarkdown finds in every body of the site and of the fixtures, and in bodies made to trip it', () => {
    const all = [...siteBodies, ...tricky, ...samples];
    expect(all.length).toBeGreaterThan(20);
    for (const body of all) expect(checked(scanMarkdown(body)), body).toEqual(checked(parseMarkdown(body)));
    expect(scanMarkdown(tricky[1]).links).toEqual([{ href: '/yes', line: 3, column: 17 }]);
  });

  it('finds the links of a body whose placeholders were filled where the editor wrote them', () => {
    const written = 'For {product}: [pricing](/#pricng)';
    const filled = written.replace('{product}', 'A much longer product name');
    expect(scanMarkdown(filled, written).links).toEqual([{ href: '/#pricng', line: 1, column: 26 }]);
  });
});

describe('plainFilledLinksAndImages', () => {
  /** A body with its placeholders filled, as the check fills them (`fillMarkdownPlaceholders`). */
  const fill = (body: string) =>
    body.replaceAll('{product}', 'Masky VPN').replaceAll('{link}', '[a link](/in-a-value)');

  /**
   * Whether a body is read without a parse, with its placeholders filled, and then to the same
   * links and pictures, in the same places of the body as written, as the parse finds.
   */
  function plainAsParsed(body: string): boolean {
    const filled = fill(body);
    const plain = plainFilledLinksAndImages(filled, body, normalizeAddress);
    if (plain) expect(plain, JSON.stringify(body)).toEqual(parsedLinksAndImages(filled, body));
    return plain !== undefined;
  }

  it('reads plain bodies without a parse, and leaves every other to it', () => {
    expect(samples.every(plainAsParsed)).toBe(true);
    expect(plainFilledLinksAndImages(samples[0], samples[0], normalizeAddress)?.images).toEqual([
      { href: '/mascot.svg', line: 3, column: 87, alt: 'Masky' },
      { href: '/media/a.png', line: 6, column: 7, alt: '' },
    ]);
    expect(siteBodies.filter(plainAsParsed).length).toBeGreaterThan(siteBodies.length / 2);
    expect(tricky.filter(plainAsParsed)).toEqual([]);
  });

  it('finds the same as the parse in every body made by typing a character or a construct into a plain one, or deleting one', () => {
    const typed = [
      ...'[]()!#*_<>`\\&|~:/. -1=?"\'\t\r\n{}xX',
      ...['`[c](/code)`', '<[h](/x)>', '\\[e](/x)', '&#91;x](/x)', '[a](/b)', '![a](/b)'],
      ...['\n~~~\n[f](/x)\n~~~\n', '\n```\n[f](/x)\n```\n', '\n\n    [i](/x)\n', '\n[r]: /ref\n'],
      ...[' https://masky.example/bare ', '\n| [t](/x) |\n| - |\n', '[y][r]', '~~[s](/x)~~'],
    ];
    let plain = 0;
    let variants = 0;
    for (const sample of samples) {
      for (let at = 0; at <= sample.length; at += 1) {
        const before = sample.slice(0, at);
        const rest = sample.slice(at);
        for (const text of typed) {
          variants += 1;
          if (plainAsParsed(before + text + rest)) plain += 1;
        }
        if (at < sample.length && plainAsParsed(before + rest.slice(1))) plain += 1;
      }
    }
    expect(variants).toBeGreaterThan(10_000);
    // Most variants stay plain, so the comparison covers them, not only the bodies left to the parse.
    expect(plain).toBeGreaterThan(variants / 3);
  });
});

describe('plainLinksAndImages on a body of many links', () => {
  // Many links on lines of their own, then many on one long line, with no bare address anywhere:
  // each search for a line break or a bare address then has the rest of the body to look through.
  const links = 20_000;
  const body = [
    ...Array.from({ length: links / 2 }, (_, index) => `Read [post ${index}](/blog/post-${index}) today.`),
    Array.from({ length: links / 2 }, (_, index) => `[more ${index}](/blog/more-${index})`).join(' and '),
  ].join('\n');

  it('searches each character of the body a few times at most, however many links it holds', () => {
    let found: ReturnType<typeof plainLinksAndImages>;
    const examined = charactersSearched(() => {
      found = plainLinksAndImages(body, normalizeAddress);
    });
    expect(found!.links).toHaveLength(links);
    expect(found!.links.at(-1)).toEqual({
      href: `/blog/more-${links / 2 - 1}`,
      line: links / 2 + 1,
      column: body.length - body.lastIndexOf('\n') - `/blog/more-${links / 2 - 1})`.length,
    });
    // The whole body is searched once for each of a few marks (a bare address, a line break, each
    // bracket, four spaces) and once more for the addresses, each from the last: a few times its
    // length. Searched from each link to the end of the body, it was thousands of times its length.
    expect(examined).toBeLessThan(8 * body.length);
  });
});
