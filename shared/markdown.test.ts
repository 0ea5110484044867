import { describe, expect, it } from 'vitest';
import { charactersSearched } from '../tools/test/characters-searched';
import { parseMarkdown, renderMarkdown, renderTokens } from './markdown';
import type { PictureSet } from './media';
import { relativeAddress } from './paths';

const html = (markdown: string) => renderMarkdown(markdown).html.trim();

describe('renderMarkdown', () => {
  it('shows raw HTML as text, headings included', () => {
    expect(html('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(renderMarkdown('## Safe <b>words</b>')).toEqual({
      html: '<h2 id="safe-bwordsb">Safe &lt;b&gt;words&lt;/b&gt;</h2>\n',
      headings: [{ depth: 2, id: 'safe-bwordsb', text: 'Safe <b>words</b>' }],
    });
  });

  it('drops script, data and protocol-relative addresses but keeps the words', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      '//evil.example/',
      'irc://chat.example/',
      // Read by a browser as //evil.example, or by a server that decodes the path first.
      '/\\evil.example',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      '</\t/evil.example>',
    ]) {
      expect(html(`[words](${url})`), url).toBe('<p><a>words</a></p>');
    }
    expect(html('![words](/%5Cevil.example/x.png)')).toBe('<p>words</p>');
  });

  it('opens links that leave the site without telling where the visitor came from', () => {
    expect(
      html('[site](/about) [part](#faq) [web](https://masky.example) [mail](mailto:a@masky.example)'),
    ).toBe(
      '<p><a href="/about">site</a> <a href="#faq">part</a> ' +
        '<a href="https://masky.example" rel="noopener noreferrer">web</a> ' +
        '<a href="mailto:a@masky.example" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it('loads the site’s own images lazily and shows any other image as its words', () => {
    expect(html('![Masky](/mascot.svg)')).toBe(
      '<p><img src="/mascot.svg" alt="Masky" loading="lazy" decoding="async"></p>',
    );
    expect(html('![pixel](https://tracker.example/p.png)')).toBe('<p>pixel</p>');
    expect(html('![bad](javascript:alert(1))')).toBe('<p>bad</p>');
  });

  it('renders GitHub-flavoured tables and strikethrough', () => {
    expect(html('| a |\n| - |\n| 1 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(html('~~gone~~')).toBe('<p><s>gone</s></p>');
  });
});

describe('parseMarkdown', () => {
  it('gives headings the ids GitHub gives them, each different', () => {
    const parsed = parseMarkdown('# Title\n\n## Part one\n\n### Part one\n\n## Café & `code`');
    expect(parsed.headings).toEqual([
      { depth: 2, id: 'part-one', text: 'Part one' },
      { depth: 3, id: 'part-one-1', text: 'Part one' },
      { depth: 2, id: 'café--code', text: 'Café & code' },
    ]);
    expect([...parsed.ids]).toEqual(['title', 'part-one', 'part-one-1', 'café--code']);
  });

  it('finds the links of the tree with where the editor wrote them, and none in code', () => {
    const body = [
      'See [the plans](/#pricing) and `[not](/a-link)`.',
      '```',
      '[also not](/in-code)',
      '```',
      'A [reference][ref] and [the same page](/#pricing).',
      '',
      '[ref]: /about',
      '[unused]: /support',
    ].join('\n');
    expect(parseMarkdown(body).links).toEqual([
      { href: '/#pricing', line: 1, column: 17 },
      { href: '/about', line: 7, column: 8 },
      { href: '/#pricing', line: 5, column: 40 },
      { href: '/support', line: 8, column: 11 },
    ]);
  });

  it('counts columns in the text as written, before placeholders are filled', () => {
    const written = '{product} is here: [plans](/#pricng)';
    const filled = written.replace('{product}', 'A much longer product name');
    expect(parseMarkdown(filled, written).links).toEqual([{ href: '/#pricng', line: 1, column: 28 }]);
  });
});

describe('the places of a body of many links', () => {
  const links = 5_000;
  // Addresses written with a percent escape, which the parse reads as another address than the one
  // written, all in one paragraph; and definitions no link uses. Placed by searching for each
  // through the rest of the body, each took time as the square of the body's length.
  const escaped = ['`code`', ...Array.from({ length: links }, (_, index) => `[p](/%61${index})`)].join('\n');
  const definitions = [
    '`code`',
    '',
    ...Array.from({ length: links }, (_, index) => `[r${index}]: /blog/r-${index}`),
  ].join('\n');

  it('are found searching each character of the body a few times at most', () => {
    for (const body of [escaped, definitions]) {
      let found: ReturnType<typeof parseMarkdown> | undefined;
      const examined = charactersSearched(() => {
        found = parseMarkdown(body);
      });
      expect(found?.links).toHaveLength(links);
      expect(examined).toBeLessThan(12 * body.length);
    }
    expect(parseMarkdown(definitions).links.at(-1)).toEqual({
      href: `/blog/r-${links - 1}`,
      line: links + 2,
      column: `[r${links - 1}]: `.length + 1,
    });
  });
});

describe('renderTokens', () => {
  it('renders tokens handed over from another thread as their parse renders them', () => {
    const parsed = parseMarkdown('## A part\n\nSee [the plans](/pricing) and ![a map](/media/map.png).');
    expect(renderTokens(structuredClone(parsed.tokens))).toBe(renderTokens(parsed.tokens));
  });
});

describe('a body rendered for the page it is shown on', () => {
  const onPage = (href: string) => relativeAddress(href, '/fa/blog/post');
  const picture: PictureSet = {
    width: 640,
    height: 480,
    sources: [{ type: 'image/avif', srcset: '/media/map.1a-320.avif 320w, /media/map.2b-640.avif 640w' }],
    fallback: { type: 'image/png', srcset: '/media/map.3c-320.png 320w', src: '/media/map.3c-320.png' },
  };

  it('writes its links and pictures in the site as the page writes them, and no others', () => {
    const { tokens } = parseMarkdown(
      '[plans](/pricing) [home](/#pricing) ![share](/share.png) [out](https://example.com/x) ' +
        '[faq](#faq) [mail](mailto:a@b.c) [protocol-relative](//evil.test/x) `/pricing`',
    );
    expect(renderTokens(tokens, { address: onPage }).trim()).toBe(
      `<p><a href="${onPage('/pricing')}">plans</a> <a href="${onPage('/#pricing')}">home</a> ` +
        `<img src="${onPage('/share.png')}" alt="share" loading="lazy" decoding="async"> ` +
        '<a href="https://example.com/x" rel="noopener noreferrer">out</a> <a href="#faq">faq</a> ' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">mail</a> <a>protocol-relative</a> ' +
        '<code>/pricing</code></p>',
    );
  });

  it('writes each copy in a picture’s srcset, and its fallback, as the page writes them', () => {
    const { tokens } = parseMarkdown('![a map](/media/map.png)');
    const html = renderTokens(tokens, { address: onPage, picture: () => picture });
    const [avif320, avif640, png320] = ['map.1a-320.avif', 'map.2b-640.avif', 'map.3c-320.png'].map((name) =>
      onPage(`/media/${name}`),
    );
    expect(html).toContain(`srcset="${avif320} 320w, ${avif640} 640w"`);
    expect(html).toContain(`src="${png320}" srcset="${png320} 320w"`);
  });

  it('keeps the tokens as parsed, so each page renders them from the text’s own addresses', () => {
    const { tokens } = parseMarkdown('[plans](/pricing) ![a map](/media/map.png)');
    const asWritten = renderTokens(tokens, { picture: () => picture });
    renderTokens(tokens, { address: onPage, picture: () => picture });
    expect(renderTokens(tokens, { picture: () => picture })).toBe(asWritten);
    expect(asWritten).toContain('<a href="/pricing">');
    expect(asWritten).toContain('srcset="/media/map.1a-320.avif 320w, /media/map.2b-640.avif 640w"');
  });
});
